import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { getProgramme } from '@/content/programmes';
import { site } from '@/content/site';
import { isProgrammeType } from '@/content/types';
import { env } from '@/lib/core/env';

export type NotifiedForm = 'admission' | 'contact';

interface Settings {
  smtpUrl: string | undefined;
  from: string;
  recipients: Record<NotifiedForm, string[] | undefined>;
}

const settings: Settings = {
  smtpUrl: env.SMTP_URL,
  from: env.SMTP_FROM ?? `${site.shortName} <${site.email}>`,
  recipients: { admission: env.ADMISSIONS_NOTIFY_TO, contact: env.CONTACT_NOTIFY_TO },
};

/** Where the site's mail comes from (SMTP_FROM, else the site's name and address). */
export const mailFrom = settings.from;

const transporters = new Map<string, Transporter>();
/** One pooled-per-URL transport: the office's notifications and the applicants' mail share it. */
export function transport(smtpUrl: string): Transporter {
  let transporter = transporters.get(smtpUrl);
  if (!transporter) {
    // A slow or dead mail server must not keep sockets open for minutes.
    transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transporters.set(smtpUrl, transporter);
  }
  return transporter;
}

/**
 * The message tells the office THAT something arrived, with its reference, programme and a link to
 * it in the staff area, and nothing the visitor typed: mail servers and mailboxes are outside the
 * site's control, the staff area is behind a login.
 */
export function notificationMessage(form: NotifiedForm, reference: string, data: object) {
  const link = `${site.url}/admin/${form === 'admission' ? 'admissions' : 'contact'}/${reference}`;
  if (form === 'contact') {
    return {
      subject: `Nouveau message de contact ${reference}`,
      text: `Un message a été envoyé depuis le formulaire de contact du site.\n\nRéférence : ${reference}\nLire le message : ${link}\n`,
    };
  }
  const { programType, program } = data as { programType?: unknown; program?: unknown };
  const programme =
    isProgrammeType(programType) && typeof program === 'string'
      ? getProgramme(programType, program)
      : undefined;
  const title = programme ? `${programme.title.fr} (${programme.type})` : 'programme inconnu';
  return {
    subject: `Nouvelle demande d'admission ${reference} : ${programme?.title.fr ?? ''}`.trim(),
    text: `Une demande d'admission a été envoyée depuis le site.\n\nRéférence : ${reference}\nProgramme : ${title}\nOuvrir la demande : ${link}\n`,
  };
}

/** Whether the office is told of new submissions of `form`: a mail server and recipients set. */
export function officeMailEnabled(form: NotifiedForm, config: Settings = settings): boolean {
  return Boolean(config.smtpUrl && config.recipients[form]?.length);
}

/** Who is told of a new submission of `form`. */
export function officeRecipients(form: NotifiedForm): string[] {
  return settings.recipients[form] ?? [];
}

/**
 * Whether a failed send may go through later: the mail server unreachable, timing out or busy
 * (a 4xx answer). A 5xx is a refusal of this message (an unknown mailbox): trying again would
 * only be refused again.
 */
export function mayGoLater(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return typeof responseCode !== 'number' || responseCode < 500;
}
