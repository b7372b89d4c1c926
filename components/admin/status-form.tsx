import type { InboxKind } from '@/lib/admin/inbox-kinds';
import type { SubmissionStatus } from '@/lib/admin/statuses';
import { StatusOptions } from './select-options';

interface StatusFormProps {
  kind: InboxKind;
  action: string;
  status: SubmissionStatus;
  /** Offer to tell the applicant by e-mail (applications, with a mail server configured). */
  canInform?: boolean;
}

/** Posts the new status (a plain form: the route handler answers 303 back to the page). */
export function StatusForm({ kind, action, status, canInform = false }: StatusFormProps) {
  return (
    <form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span>Statut</span>
        <select
          name="status"
          defaultValue={status}
          className="rounded border border-slate-300 bg-white px-2 py-1.5"
        >
          <StatusOptions kind={kind} />
        </select>
      </label>
      {canInform && (
        <label className="flex w-full items-center gap-2 text-sm">
          <input type="checkbox" name="inform" value="1" className="size-4" />
          <span>Informer le candidat par e-mail (dans la langue de sa demande)</span>
        </label>
      )}
      <button
        type="submit"
        className="rounded bg-primary-700 px-4 py-1.5 font-semibold text-white hover:bg-primary-800"
      >
        Enregistrer
      </button>
    </form>
  );
}
