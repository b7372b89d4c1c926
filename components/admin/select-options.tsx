import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { statusLabels } from '@/lib/admin/labels';
import { statusesFor } from '@/lib/admin/statuses';

/** The `<option>`s of an inbox's statuses, in its order and the office's words. */
export function StatusOptions({ kind }: { kind: InboxKind }) {
  return statusesFor(kind).map((status) => (
    <option key={status} value={status}>
      {statusLabels[status]}
    </option>
  ));
}

/** The `<option>`s of whom a submission can be given to: nobody (`none`), or an active account. */
export function AssigneeOptions({ staff }: { staff: { id: string; email: string }[] }) {
  return (
    <>
      <option value="none">personne</option>
      {staff.map((member) => (
        <option key={member.id} value={member.id}>
          {member.email}
        </option>
      ))}
    </>
  );
}
