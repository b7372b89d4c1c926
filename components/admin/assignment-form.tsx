import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { submissionPath } from '@/lib/admin/paths';
import { assignableStaff } from '@/lib/admin/workspace-data';
import { AssigneeOptions } from './select-options';

interface AssignmentFormProps {
  kind: InboxKind;
  reference: string;
  /** The staff member in charge: id, and e-mail (or « ancien compte ») as the office sees it. */
  assignedTo: string | null;
  assigneeLabel: string | null;
  /** What the last post said: `1` saved, `inactive` refused (the account cannot take it). */
  outcome?: string;
}

/** Who is in charge of the submission, and the form giving it to someone else (a plain post). */
export async function AssignmentForm({
  kind,
  reference,
  assignedTo,
  assigneeLabel,
  outcome,
}: AssignmentFormProps) {
  const staff = await assignableStaff();
  const assignable = !assignedTo || staff.some((member) => member.id === assignedTo);
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-700">Responsable</h3>
      <p className="mt-1 text-sm" data-testid="assignee">
        {assigneeLabel ?? 'personne'}
      </p>
      {outcome === '1' && (
        <p role="status" className="mt-2 rounded bg-green-50 p-2 text-sm text-green-900">
          Responsable enregistré.
        </p>
      )}
      {outcome === 'inactive' && (
        <p role="alert" className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
          Ce compte est désactivé ou supprimé : choisissez un autre membre du personnel.
        </p>
      )}
      <form
        method="post"
        action={submissionPath(kind, reference, 'assignee')}
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-sm">
          <span>Assigner à</span>
          <select
            name="assignee"
            required
            defaultValue={assignable ? (assignedTo ?? 'none') : ''}
            className="rounded border border-slate-300 bg-white px-2 py-1.5"
          >
            {/* In charge is an account since disabled or deleted: nothing is chosen for the office. */}
            {!assignable && (
              <option value="" disabled>
                Choisir…
              </option>
            )}
            <AssigneeOptions staff={staff} />
          </select>
        </label>
        <button
          type="submit"
          className="rounded border border-primary-700 px-4 py-1.5 font-semibold text-primary-800 hover:bg-primary-50"
        >
          Assigner
        </button>
      </form>
    </div>
  );
}
