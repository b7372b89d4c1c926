import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { FAILED_MAILS_PATH, resendMailSchema } from '@/lib/admin/failed-mails';
import { staffPost } from '@/lib/admin/staff-post';
import { logEvent } from '@/lib/core/log';
import { kickOutbox } from '@/lib/notify/outbox';
import { resendMail } from '@/lib/notify/outbox-status';

export const dynamic = 'force-dynamic';

/**
 * « Renvoyer »: the failed e-mail is due again now, and the outbox is woken to send it, then the
 * page is shown again saying so. One no longer failed (sent, or sent again by a colleague) changes
 * nothing and says so.
 */
export const POST = staffPost({
  fields: resendMailSchema,
  invalid: () => seeOther(`${FAILED_MAILS_PATH}?done=invalid`),
  async handle({ who, data }) {
    const reference = await resendMail((await getDatabase()).db, data.mail);
    if (!reference) return seeOther(`${FAILED_MAILS_PATH}?done=none`);
    logEvent('applicant_mail_resent', { reference, staff: who.staff.id });
    kickOutbox();
    return seeOther(`${FAILED_MAILS_PATH}?done=resent&reference=${reference}`);
  },
});
