// The links the office answers an applicant with: an e-mail, a call, a WhatsApp message.
// Pure functions (no database, no React), shared by the detail page and its tests.
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** The languages a submission can be in: the site's. */
export type ReplyLocale = Locale;

/** The language to answer a submission in: its form's, or French for a value no longer offered. */
export function replyLocale(stored: string): ReplyLocale {
  return isLocale(stored) ? stored : defaultLocale;
}

/** Chad's country calling code: every number the office calls is Chadian. */
export const CHAD_CODE = '235';

export type PhoneResult =
  | { ok: true; /** '235' and the 8-digit number, no '+': what wa.me takes. */ digits: string }
  | { ok: false; /** Why, in the office's words. */ reason: string };

/**
 * A number as typed on the form, brought to Chad's international form: spaces, dashes, dots and
 * brackets dropped, then `+235…`, `00235…`, `235…` or a local 8-digit number. Chadian numbers
 * have 8 digits after the code; anything else is refused with the reason rather than guessed.
 */
export function normaliseChadPhone(typed: string): PhoneResult {
  const compact = typed.replace(/[\s().\-\u00a0]/g, '');
  if (compact === '') return { ok: false, reason: 'aucun numéro' };
  if (!/^\+?\d+$/.test(compact))
    return { ok: false, reason: 'le numéro contient des caractères autres que des chiffres' };
  let national: string;
  if (compact.startsWith('+')) {
    if (!compact.startsWith(`+${CHAD_CODE}`)) return { ok: false, reason: 'numéro hors du Tchad (+235)' };
    national = compact.slice(1 + CHAD_CODE.length);
  } else if (compact.startsWith('00')) {
    if (!compact.startsWith(`00${CHAD_CODE}`)) return { ok: false, reason: 'numéro hors du Tchad (+235)' };
    national = compact.slice(2 + CHAD_CODE.length);
  } else if (compact.length === 8 + CHAD_CODE.length && compact.startsWith(CHAD_CODE)) {
    national = compact.slice(CHAD_CODE.length);
  } else {
    national = compact;
  }
  if (national.length !== 8) {
    return { ok: false, reason: `un numéro tchadien a 8 chiffres (ici ${national.length})` };
  }
  return { ok: true, digits: `${CHAD_CODE}${national}` };
}

/** `https://wa.me/235XXXXXXXX`, or why there is none. */
export function whatsappLink(typed: string): { href: string } | { reason: string } {
  const phone = normaliseChadPhone(typed);
  return phone.ok ? { href: `https://wa.me/${phone.digits}` } : { reason: phone.reason };
}

/** `tel:+235XXXXXXXX`; a number that cannot be normalised is dialled as typed (digits and `+`). */
export function telLink(typed: string): string | undefined {
  const phone = normaliseChadPhone(typed);
  if (phone.ok) return `tel:+${phone.digits}`;
  const dialled = typed.replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : undefined;
}

/**
 * A `mailto:` link. Subject and body are percent-encoded (a space as %20, never `+`, which mail
 * programs would show); the address keeps its `@` but nothing that would start a header.
 */
export function mailtoLink(to: string, subject: string, body: string): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  // Line breaks as CRLF, as RFC 6068 asks.
  const crlf = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf)}`;
}

/**
 * A Latin reference inside an Arabic line, isolated left to right (FSI … PDI) so its hyphens and
 * digits keep their order in a right-to-left subject.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

const subjects: Record<ReplyLocale, (reference: string) => string> = {
  fr: (reference) => `Votre demande ${reference}`,
  en: (reference) => `Your application ${reference}`,
  ar: (reference) => `طلبكم ${isolated(reference)}`,
};

const contactSubjects: Record<ReplyLocale, (reference: string) => string> = {
  fr: (reference) => `Votre message ${reference}`,
  en: (reference) => `Your message ${reference}`,
  ar: (reference) => `رسالتكم ${isolated(reference)}`,
};

const greetings: Record<ReplyLocale, (name: string) => string> = {
  fr: (name) => `Bonjour ${name},`,
  en: (name) => `Dear ${name},`,
  ar: (name) => `تحية طيبة ${name}،`,
};

/** The subject of a plain reply, carrying the reference, in the applicant's language. */
export function replySubject(kind: 'admissions' | 'contact', reference: string, locale: ReplyLocale): string {
  return (kind === 'admissions' ? subjects : contactSubjects)[locale](reference);
}

/** The first line of a plain reply: a greeting in the applicant's language. */
export function replyGreeting(name: string, locale: ReplyLocale): string {
  return greetings[locale](name.trim());
}

/** The plain reply's `mailto:` link: subject with the reference, body opening with a greeting. */
export function plainReplyLink(
  kind: 'admissions' | 'contact',
  submission: { email: string; name: string; reference: string; locale: string },
): string {
  const locale = replyLocale(submission.locale);
  return mailtoLink(
    submission.email,
    replySubject(kind, submission.reference, locale),
    `${replyGreeting(submission.name, locale)}\n\n`,
  );
}

/** The values a template's placeholders stand for. */
export interface TemplateValues {
  nom: string;
  reference: string;
  programme: string;
}

/** A template's text with {nom}, {reference} and {programme} replaced; other braces are kept. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{(nom|reference|programme)\}/g, (_, name: keyof TemplateValues) => values[name]);
}
