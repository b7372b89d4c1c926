import { getDatabase } from '@/db';
import { LOGIN_PATH, sameOrigin, seeOther } from '@/lib/admin/auth';
import { FAILED_MAILS_PATH, resendMailSchema } from '@/lib/admin/failed-mails';
import { requestSignedIn } from '@/lib/admin/signed-in';
import { logEvent } from '@/lib/core/log';
import { kickOutbox } from '@/lib/notify/outbox';
import { resendMail } from '@/lib/notify/outbox-status';

export const dynamic = 'force-dynamic';

/**
 * « Renvoyer »: the failed e-mail is due again now, and the outbox is woken to send it, then the
 * page is shown again saying so. One no longer failed (sent, or sent again by a colleague) changes
 * nothing and says so.
 */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const who = await requestSignedIn(request);
  if (!who) return seeOther(LOGIN_PATH);
  const form = await request.formData().catch(() => undefined);
  const parsed = resendMailSchema.safeParse({ mail: form?.get('mail') });
  if (!parsed.success) return seeOther(`${FAILED_MAILS_PATH}?done=invalid`);
  const reference = await resendMail((await getDatabase()).db, parsed.data.mail);
  if (!reference) return seeOther(`${FAILED_MAILS_PATH}?done=none`);
  logEvent('applicant_mail_resent', { reference, staff: who.staff.id });
  kickOutbox();
  return seeOther(`${FAILED_MAILS_PATH}?done=resent&reference=${reference}`);
}
