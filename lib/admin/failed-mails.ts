import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { referencePattern } from '@/db/references';
import { catalogues } from '@/messages';

export { FAILED_MAILS_PATH, RESEND_MAIL_PATH } from './paths';

/** The texts of the failed e-mails page; the staff area is French. */
export const mailText = createTranslator({ locale: 'fr', messages: catalogues.fr, namespace: 'StaffMail' });

/** The « Renvoyer » form: the outbox message to send again. */
export const resendMailSchema = z.object({ mail: z.uuid() });

/** What the page says after a « Renvoyer »: `?done=resent&reference=…`, `?done=none`, `?done=invalid`. */
export const resendNoticeSchema = z.union([
  z.object({ done: z.literal('resent'), reference: z.string().regex(referencePattern) }),
  z.object({ done: z.enum(['none', 'invalid']) }),
]);
