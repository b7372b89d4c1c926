import { statusLabels } from '@/lib/admin/labels';
import { submissionStatuses, type SubmissionStatus } from '@/lib/admin/statuses';

interface StatusFormProps {
  action: string;
  status: SubmissionStatus;
}

/** Posts the new status (a plain form: the route handler answers 303 back to the page). */
export function StatusForm({ action, status }: StatusFormProps) {
  return (
    <form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span>Statut</span>
        <select
          name="status"
          defaultValue={status}
          className="rounded border border-slate-300 bg-white px-2 py-1.5"
        >
          {submissionStatuses.map((option) => (
            <option key={option} value={option}>
              {statusLabels[option]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded bg-primary-700 px-4 py-1.5 font-semibold text-white hover:bg-primary-800"
      >
        Enregistrer
      </button>
    </form>
  );
}
