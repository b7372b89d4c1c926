import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { duplicatesOf } from '@/lib/admin/inbox-insights';
import { DuplicateLinks } from './entry-markers';

const why: Record<InboxKind, string> = {
  admissions: 'même e-mail ou même téléphone, pour le même programme',
  contact: 'même e-mail',
};

/** On a submission's page: the other submissions that look sent by the same person, if any. */
export async function DuplicateNotice({ kind, reference }: { kind: InboxKind; reference: string }) {
  const others = await duplicatesOf(kind, reference);
  if (others.length === 0) return null;
  return (
    <p role="note" className="mt-4 rounded bg-amber-50 p-3 text-amber-900" data-testid="duplicates">
      <DuplicateLinks kind={kind} references={others} /> ({why[kind]}).
    </p>
  );
}
