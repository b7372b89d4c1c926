'use client';

/** A page of the staff area failed (most often: the database is unreachable). */
export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto mt-16 max-w-lg px-4 text-center">
      <h1 className="text-2xl font-bold">Service momentanément indisponible</h1>
      <p className="mt-4">La page n&apos;a pas pu être affichée. Réessayez dans quelques instants.</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
      >
        Réessayer
      </button>
    </main>
  );
}
