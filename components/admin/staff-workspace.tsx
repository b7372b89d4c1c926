import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { assigneeLabel } from '@/lib/admin/workspace-data';
import { AssignmentForm } from './assignment-form';
import { NotesSection } from './notes-section';

interface StaffWorkspaceProps {
  kind: InboxKind;
  reference: string;
  submissionId: string;
  assignedTo: string | null;
  /** The detail page's query: what the last assignment or note post said. */
  searchParams: Record<string, string | string[] | undefined>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The office's own work on a submission, beside its status: who is in charge, internal notes. */
export async function StaffWorkspace({
  kind,
  reference,
  submissionId,
  assignedTo,
  searchParams,
}: StaffWorkspaceProps) {
  const label = await assigneeLabel(assignedTo);
  return (
    <>
      <AssignmentForm
        kind={kind}
        reference={reference}
        assignedTo={assignedTo}
        assigneeLabel={label}
        outcome={first(searchParams.assigned)}
      />
      <NotesSection
        kind={kind}
        reference={reference}
        submissionId={submissionId}
        outcome={first(searchParams.note)}
        draft={first(searchParams.draft)}
      />
    </>
  );
}
