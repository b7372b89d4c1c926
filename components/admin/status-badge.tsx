import { statusLabels } from '@/lib/admin/labels';
import type { SubmissionStatus } from '@/lib/admin/statuses';

const colours: Record<SubmissionStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  incomplete: 'bg-orange-100 text-orange-900',
  in_review: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
  waitlisted: 'bg-violet-100 text-violet-900',
  in_progress: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-900',
  archived: 'bg-slate-200 text-slate-900',
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${colours[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
