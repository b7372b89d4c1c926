import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { FailedMailList } from '@/components/admin/failed-mail-list';
import { getDatabase } from '@/db';
import { mailText, resendNoticeSchema } from '@/lib/admin/failed-mails';
import { requireSignedIn } from '@/lib/admin/signed-in';
import { failedMails } from '@/lib/notify/outbox-status';

export const metadata: Metadata = { title: mailText('title') };

interface FailedMailsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The e-mails to applicants the mail server refused, by application, each with « Renvoyer ». */
export default async function FailedMailsPage({ searchParams }: FailedMailsPageProps) {
  const who = await requireSignedIn();
  const mails = await failedMails((await getDatabase()).db);
  const notice = resendNoticeSchema.safeParse(await searchParams);
  return (
    <AdminShell staff={who.staff}>
      <h1 className="mb-2 text-2xl font-bold">{mailText('title')}</h1>
      <p className="mb-4 max-w-3xl text-slate-700">{mailText('intro')}</p>
      {notice.success && (
        <p
          role={notice.data.done === 'resent' ? 'status' : 'alert'}
          data-testid="failed-mails-notice"
          className={`mb-4 rounded p-3 ${notice.data.done === 'resent' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
        >
          {notice.data.done === 'resent'
            ? mailText('done.resent', { reference: notice.data.reference })
            : mailText(`done.${notice.data.done}`)}
        </p>
      )}
      <FailedMailList mails={mails} />
    </AdminShell>
  );
}
