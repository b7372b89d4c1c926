import Link from 'next/link';

/** An unknown reference or inbox in the staff area (inside its layout, not the public 404). */
export default function AdminNotFound() {
  return (
    <main className="mx-auto mt-16 max-w-lg px-4 text-center">
      <h1 className="text-2xl font-bold">Introuvable</h1>
      <p className="mt-4">Cette demande ou cette page n&apos;existe pas.</p>
      <p className="mt-6">
        <Link href="/admin/admissions" prefetch={false} className="text-primary-700 underline">
          Retour aux demandes d&apos;admission
        </Link>
      </p>
    </main>
  );
}
