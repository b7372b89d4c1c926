'use client';

/** Opens the browser's print dialog (where « Enregistrer au format PDF » is offered too). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded bg-primary-700 px-4 py-1.5 font-semibold text-white hover:bg-primary-800 print:hidden"
    >
      Imprimer
    </button>
  );
}
