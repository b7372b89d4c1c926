type Params = Record<string, string | string[] | undefined>;

const failures: Record<string, string> = {
  none: 'Aucune ligne cochée : cochez les demandes à modifier, puis choisissez l’action.',
  status: 'Choisissez un statut de cette liste avant de cliquer sur « Changer le statut ».',
  assignee: 'Choisissez un membre du personnel (ou « personne ») avant de cliquer sur « Assigner à ».',
  action: 'La sélection envoyée ne vient pas de cette liste : rien n’a été modifié. Réessayez.',
  missing:
    'Rien n’a été modifié : une des lignes cochées n’existe plus (supprimée entre-temps). Rechargez la liste et réessayez.',
  inactive:
    'Rien n’a été modifié : ce compte a été désactivé ou supprimé entre-temps. Choisissez-en un autre.',
};

/** What the last bulk action did to the list, or why it did nothing. */
export function BulkNotice({ searchParams }: { searchParams: Params }) {
  const outcome = searchParams.bulk;
  const count = Number(searchParams.count);
  if (typeof outcome !== 'string') return null;
  if ((outcome === 'status' || outcome === 'assign') && Number.isInteger(count) && count > 0) {
    const rows = count > 1 ? `${count} lignes` : '1 ligne';
    return (
      <p role="status" className="mt-4 rounded bg-green-50 p-3 text-green-900" data-testid="bulk-notice">
        {outcome === 'status' ? `Statut changé pour ${rows}.` : `Responsable enregistré pour ${rows}.`}
      </p>
    );
  }
  const text = failures[outcome];
  if (!text) return null;
  return (
    <p role="alert" className="mt-4 rounded bg-red-50 p-3 text-red-900" data-testid="bulk-notice">
      {text}
    </p>
  );
}
