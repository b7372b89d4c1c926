import 'server-only';
import type { Database } from '@/db/client';
import type { ConfirmationWithheld } from '@/db/schema';
import { env } from '@/lib/core/env';
import { consumeRateLimits } from '@/lib/security/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Counts a confirmation e-mail against its address's limits, in the transaction that stores the
 * application: at most CONFIRMATION_MAIL_DAILY_LIMIT in any 24 hours and CONFIRMATION_MAIL_LIMIT in
 * any CONFIRMATION_MAIL_WINDOW_DAYS. Anyone may type anyone's address into the form: without a
 * limit the site would send a stranger as many of the university's e-mails as there are posts.
 * Resolves with why the confirmation is withheld, or null when it may go. The address is compared
 * as stored, case folded; the limiter keeps only its hash.
 */
export async function judgeConfirmation(db: Database, email: string): Promise<ConfirmationWithheld | null> {
  const key = email.normalize('NFC').toLowerCase();
  const [day, window] = await consumeRateLimits(
    db,
    [
      {
        bucket: 'confirmation-day',
        key,
        limit: env.CONFIRMATION_MAIL_DAILY_LIMIT,
        windowSeconds: DAY_SECONDS,
      },
      {
        bucket: 'confirmation-window',
        key,
        limit: env.CONFIRMATION_MAIL_LIMIT,
        windowSeconds: env.CONFIRMATION_MAIL_WINDOW_DAYS * DAY_SECONDS,
      },
    ],
    { durable: true },
  );
  if (!day.allowed) return 'address_day';
  if (window && !window.allowed) return 'address_window';
  return null;
}

/** Why an application's confirmation was not sent, in the office's words. */
export function withheldExplanation(reason: ConfirmationWithheld): string {
  const limit =
    reason === 'address_day'
      ? `${env.CONFIRMATION_MAIL_DAILY_LIMIT} en 24 heures`
      : `${env.CONFIRMATION_MAIL_LIMIT} en ${env.CONFIRMATION_MAIL_WINDOW_DAYS} jours`;
  return `Aucun e-mail de confirmation n'a été envoyé : cette adresse en avait déjà reçu ${limit}, le plus permis (quiconque peut saisir l'adresse d'un autre). La demande est enregistrée ; le candidat a vu sa référence à l'écran.`;
}
