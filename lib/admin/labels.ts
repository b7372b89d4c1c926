import { isProgrammeType, type ProgrammeType } from '@/content/types';
import type { SubmissionStatus, SuspicionReason } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';

/**
 * The staff area speaks French only: the admissions office works in French, and its words
 * (statuses, column names) are also those of the CSV files it shares.
 */
export const statusLabels: Record<SubmissionStatus, string> = {
  new: 'Nouveau',
  incomplete: 'Dossier incomplet',
  in_review: "En cours d'examen",
  accepted: 'Accepté',
  refused: 'Refusé',
  waitlisted: "Liste d'attente",
  in_progress: 'En cours',
  answered: 'Répondu',
  archived: 'Archivé',
};

/** Who a deleted staff account was, in the history that still names it. */
export const deletedAccountLabel = 'ancien compte';

/** The languages a form can be sent in, as the office names them: « Français », « en français ». */
export const languageLabels: Record<Locale, { name: string; inLanguage: string }> = {
  fr: { name: 'Français', inLanguage: 'en français' },
  en: { name: 'Anglais', inLanguage: 'en anglais' },
  ar: { name: 'Arabe', inLanguage: 'en arabe' },
};

/** The office's name of a stored form language (a row's `locale` column). */
export function languageLabel(stored: string): string {
  return isLocale(stored) ? languageLabels[stored].name : stored;
}

/** Why a stored post looks sent by a robot, said to the office. */
export const suspicionLabels: Record<SuspicionReason, string> = {
  honeypot: 'le champ caché aux visiteurs a été rempli',
  too_fast: 'envoyé trop vite après le chargement de la page',
  no_token: 'envoyé sans avoir ouvert la page du formulaire (jeton absent, expiré ou falsifié)',
  token_reused: "envoyé avec le jeton d'un envoi précédent",
  global_cap: "reçu pendant un afflux anormal d'envois",
};

export const programmeTypeLabels: Record<ProgrammeType, string> = {
  licence: 'Licence',
  master: 'Master',
};

/** A stored programme type in the office's words; a value no longer offered is shown as stored. */
export function programmeTypeLabel(stored: string): string {
  return isProgrammeType(stored) ? programmeTypeLabels[stored] : stored;
}

/** The office is in N'Djamena (UTC+1 all year): dates are filtered in its time. */
const OFFICE_UTC_OFFSET = '+01:00';
/** The first instant of an office day given as 'YYYY-MM-DD'. */
export function officeDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${OFFICE_UTC_OFFSET}`);
}

/** The first instant after an office day given as 'YYYY-MM-DD'. */
export function officeDayEnd(day: string): Date {
  return new Date(officeDayStart(day).getTime() + 24 * 3600 * 1000);
}

/** A wait, rounded up: '5 secondes' under a minute, '1 minute', '15 minutes'. */
export function waitLabel(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 seconde' : `${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
