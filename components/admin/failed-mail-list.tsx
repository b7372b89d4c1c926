import Link from 'next/link';
import { mailText, RESEND_MAIL_PATH } from '@/lib/admin/failed-mails';
import { formatOfficeDateTime } from '@/i18n/format';
import type { FailedMail } from '@/lib/notify/outbox-status';
import { TableScroller } from './table-scroller';

/** The failed e-mails, each with its « Renvoyer » form (plain posts: they work without JS). */
export function FailedMailList({ mails }: { mails: FailedMail[] }) {
  if (mails.length === 0) return <p data-testid="failed-mails-empty">{mailText('empty')}</p>;
  const headings = ['reference', 'kind', 'attempts', 'error', 'state', 'action'] as const;
  return (
    <TableScroller label={mailText('title')}>
      <table className="w-full text-start text-sm" data-testid="failed-mails">
        <thead className="border-b border-slate-200 bg-slate-100">
          <tr>
            {headings.map((key) => (
              <th key={key} scope="col" className="px-3 py-2">
                {mailText(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => {
            const kind = mailText(`kinds.${mail.kind}`);
            return (
              <tr key={mail.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                  <Link
                    href={`/admin/${mail.inbox}/${mail.reference}`}
                    prefetch={false}
                    className="underline"
                  >
                    {mail.reference}
                  </Link>
                </th>
                <td className="px-3 py-2">{kind}</td>
                <td className="px-3 py-2">{mail.attempts}</td>
                <td className="px-3 py-2">
                  <code>{mail.lastError}</code>
                </td>
                <td className="px-3 py-2">
                  {mail.abandoned ? (
                    <strong>{mailText('abandoned')}</strong>
                  ) : (
                    mailText('nextTry', { when: formatOfficeDateTime(mail.nextTry) })
                  )}
                </td>
                <td className="px-3 py-2">
                  <form method="post" action={RESEND_MAIL_PATH}>
                    <input type="hidden" name="mail" value={mail.id} />
                    <button
                      type="submit"
                      aria-label={mailText('resendLabel', { kind, reference: mail.reference })}
                      className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100"
                    >
                      {mailText('resend')}
                    </button>
                  </form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
