import type { IsoDate } from '@/content/intake-types';
import type { Locale } from '@/i18n/locales';

/**
 * How fees, shares and intake dates read on the page. Amounts keep French digit grouping (narrow
 * no-break spaces: "450 000 FCFA") in both languages: it is how the franc CFA is written in Chad,
 * and a thin space cannot be misread as a decimal point by either reader. Dates are written out
 * with their year ("15 janvier 2027", "15 January 2027"): a deadline without its year is a trap.
 */
const languageTag: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

const amount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** "450 000 FCFA", never broken across two lines. */
export function formatFcfa(value: number): string {
  return `${amount.format(value)}\u00a0FCFA`;
}

/** "25 %" in French (narrow no-break space), "25%" in English. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag[locale], { style: 'percent' }).format(percent / 100);
}

/** "a, b et c" / "a, b and c". */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(languageTag[locale], { type: 'conjunction' }).format(items);
}

/** The academic year an intake starts: "2027–2028". */
export function academicYear(year: number): string {
  return `${year}–${year + 1}`;
}

function utc(iso: IsoDate): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** French writes the first of the month as an ordinal: "1er juin". */
function joinParts(parts: readonly Intl.DateTimeFormatPart[], locale: Locale): string {
  return parts
    .map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "15 janvier 2027" / "15 January 2027". */
export function formatDay(iso: IsoDate, locale: Locale): string {
  return joinParts(dayFormat(locale).formatToParts(utc(iso)), locale);
}

/** One day, or a span written once: "7–11 juin 2027", "29 mai – 2 juin 2027". */
export function formatDays(start: IsoDate, end: IsoDate | undefined, locale: Locale): string {
  if (!end || end === start) return formatDay(start, locale);
  return joinParts(dayFormat(locale).formatRangeToParts(utc(start), utc(end)), locale);
}

/** "octobre 2027" / "October 2027". */
export function formatMonth(iso: IsoDate, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(iso));
}
