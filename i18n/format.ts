import { directionOf, type Locale } from './locales';

/*
 * Every date, number, size and list the site shows goes through this module, so a language's
 * conventions are decided once: its Intl tag here, its units below. Amounts keep French digit
 * grouping (narrow no-break spaces: "450 000 FCFA") in every language: it is how the franc CFA is
 * written in Chad, and a thin space cannot be misread as a decimal point. Dates are written out
 * with their year ("15 janvier 2027"): a deadline without its year is a trap.
 */

/** The Intl tag each language formats with. */
export const languageTag: Record<Locale, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  // Chad's Arabic, with Western digits: the same figures as on the French page, a receipt and the
  // office's screen (docs/glossary.md).
  ar: 'ar-TD-u-nu-latn',
};

/** Units of a file size, in each language. */
const byteUnits: Record<Locale, { kilo: string; mega: string }> = {
  fr: { kilo: 'Ko', mega: 'Mo' },
  en: { kilo: 'KB', mega: 'MB' },
  ar: { kilo: 'كيلوبايت', mega: 'ميغابايت' },
};

/** Units of a distance, in each language. */
const distanceUnits: Record<Locale, { metre: string; kilometre: string }> = {
  fr: { metre: 'm', kilometre: 'km' },
  en: { metre: 'm', kilometre: 'km' },
  ar: { metre: 'م', kilometre: 'كم' },
};

/** What follows a label before its value: French puts a no-break space before the colon. */
const colons: Record<Locale, string> = { fr: '\u00a0: ', en: ': ', ar: ': ' };

/** The office is in N'Djamena (UTC+1 all year): times are shown in its zone. */
export const OFFICE_TIME_ZONE = 'Africa/Ndjamena';

/** A calendar date 'YYYY-MM-DD' (no time, no zone). */
type IsoDay = string;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function utc(iso: IsoDay): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  return cached(
    `day:${locale}`,
    () =>
      new Intl.DateTimeFormat(languageTag[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
}

/** French writes the first of the month as an ordinal: "1er juin". */
function joinParts(parts: readonly Intl.DateTimeFormatPart[], locale: Locale): string {
  return parts
    .map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "15 janvier 2027" / "15 January 2027". */
export function formatDay(iso: IsoDay, locale: Locale): string {
  return joinParts(dayFormat(locale).formatToParts(utc(iso)), locale);
}

/** One day, or a span written once: "7–11 juin 2027", "29 mai – 2 juin 2027". */
export function formatDays(start: IsoDay, end: IsoDay | undefined, locale: Locale): string {
  if (!end || end === start) return formatDay(start, locale);
  return joinParts(dayFormat(locale).formatRangeToParts(utc(start), utc(end)), locale);
}

/** "octobre 2027" / "October 2027". */
export function formatMonth(iso: IsoDay, locale: Locale): string {
  return cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(languageTag[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(utc(iso));
}

/** A calendar date as news and notices show it in every language: dd/mm/yyyy. */
export function formatNumericDate(iso: IsoDay): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** An instant as an applicant reads it: "28 novembre 2026 à 14:05", N'Djamena time. */
export function formatDateTime(instant: Date | string, locale: Locale): string {
  return cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(languageTag[locale], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: OFFICE_TIME_ZONE,
      }),
  ).format(new Date(instant));
}

/** An instant to the minute, in two-digit fields, N'Djamena time. */
const officeMinute: Intl.DateTimeFormatOptions = {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as the staff area lists it: "22/11/2026 14:05", N'Djamena time. */
export function formatOfficeDateTime(instant: Date, locale: Locale = 'fr'): string {
  return cached(`office:${locale}`, () => new Intl.DateTimeFormat(languageTag[locale], officeMinute))
    .format(instant)
    .replace(',', '');
}

/** "2026-11-22 14:05", N'Djamena time: sortable, for CSV and spreadsheet files. */
export function isoOfficeDateTime(instant: Date): string {
  const parts = Object.fromEntries(
    cached('office-iso', () => new Intl.DateTimeFormat('en-CA', officeMinute))
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A count or measure with the language's digit grouping and decimal mark: "1 250", "1,2". */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return cached(
    `number:${locale}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(languageTag[locale], { maximumFractionDigits }),
  ).format(value);
}

/**
 * "450 000 FCFA", never broken across two lines, French grouping in every language. In a
 * right-to-left language the amount is isolated left to right, so "FCFA" stays after the figure.
 */
export function formatFcfa(value: number, locale: Locale): string {
  const amount = `${formatNumber(value, 'fr')}\u00a0FCFA`;
  return directionOf(locale) === 'rtl' ? `\u2066${amount}\u2069` : amount;
}

/** "25 %" in French (narrow no-break space), "25%" in English. */
export function formatPercent(percent: number, locale: Locale): string {
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(languageTag[locale], { style: 'percent' }),
  ).format(percent / 100);
}

/** "a, b et c" / "a, b and c". */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(languageTag[locale], { type: 'conjunction' }).format(items);
}

/** A file's size for people: "3,9 Mo" / "3.9 MB", "480 Ko" / "480 KB" (at least 1 Ko). */
export function formatBytes(bytes: number, locale: Locale): string {
  const units = byteUnits[locale];
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), locale, 1)}\u00a0${units.mega}`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)}\u00a0${units.kilo}`;
}

/** A walking distance: to the 50 m, or to the tenth of a kilometre ("1,2 km", "1.2 km"). */
export function formatDistance(metres: number, locale: Locale): string {
  const units = distanceUnits[locale];
  if (metres < 1000) return `${Math.max(50, Math.round(metres / 50) * 50)}\u00a0${units.metre}`;
  return `${formatNumber(Math.round(metres / 100) / 10, locale, 1)}\u00a0${units.kilometre}`;
}

/** The academic year an intake starts: "2027–2028". */
export function academicYear(year: number): string {
  return `${year}–${year + 1}`;
}

/** A label followed by its colon, as the language writes it: « Licence : », "Bachelor's: ". */
export function formatLabel(label: string, locale: Locale): string {
  return `${label}${colons[locale]}`;
}
