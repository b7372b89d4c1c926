import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { SessionList } from '@/components/admin/session-list';
import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { sessionText } from '@/lib/admin/session-messages';
import { requireSignedIn } from '@/lib/admin/signed-in';
import { closedNoticeSchema, listOwnSessions } from '@/lib/admin/staff-sessions';

export const metadata: Metadata = { title: sessionText('title') };

interface SessionsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Where the signed-in staff member is signed in, and the forms that close the other sessions. */
export default async function SessionsPage({ searchParams }: SessionsPageProps) {
  const who = await requireSignedIn();
  const sessions = await withRedactedErrors(async () => listOwnSessions((await getDatabase()).db, who));
  const notice = closedNoticeSchema.safeParse(await searchParams);
  return (
    <AdminShell staff={who.staff}>
      <h1 className="mb-2 text-2xl font-bold">{sessionText('title')}</h1>
      <p className="mb-4 max-w-3xl text-slate-700">{sessionText('intro')}</p>
      {notice.success && (
        <p
          role={notice.data.done === 'invalid' ? 'alert' : 'status'}
          data-testid="sessions-notice"
          className={`mb-4 rounded p-3 ${notice.data.done === 'invalid' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}
        >
          {notice.data.done !== 'others'
            ? sessionText(`done.${notice.data.done}`)
            : notice.data.count > 0
              ? sessionText('done.others', { count: notice.data.count })
              : sessionText('noOthers')}
        </p>
      )}
      <SessionList sessions={sessions} />
    </AdminShell>
  );
}
