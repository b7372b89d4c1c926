import { COUNTRY_CODE, NATIONAL_DIGITS } from '@/db/search-keys';

/**
 * Control characters (NUL among them, which PostgreSQL refuses in text) and lone halves of a
 * surrogate pair: no name or e-mail address holds them, so a search for them is a mistake.
 */
const unsearchable = /[\p{Cc}\uD800-\uDFFF]/u;

export function isSearchableText(text: string): boolean {
  return !unsearchable.test(text);
}

/**
 * The search box's text as it is compared: composed (NFC), so that "é" typed as one character or
 * as "e" and a combining accent is the same letter; none when only spaces were typed.
 */
export function normaliseSearch(text: string): string | undefined {
  const normalised = text.normalize('NFC').trim();
  return normalised === '' ? undefined : normalised;
}

/** What a phone number may be written with besides its digits. */
const phoneLike = /^[\d\s+\-.()/٠-٩۰-۹]+$/u;

/** Fewer digits than this match too many numbers by chance to be a phone search. */
export const MIN_PHONE_DIGITS = 4;

/**
 * The digits of a phone number typed in the search box, compared with the stored numbers' digits
 * (db/search-keys.ts `phoneKeySql`): Chad's country code dropped when it is written as one ("+235"
 * or "00235") or when the eight digits of a number follow it, so "+235 66 12 34 56", "66123456"
 * and "0023566123456" are the same number. None when the text is not a phone number, or too short.
 */
export function phoneSearchDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!phoneLike.test(trimmed)) return undefined;
  let digits = trimmed
    .replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/gu, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
  const code = `${COUNTRY_CODE}`;
  if (digits.startsWith(`00${code}`)) digits = digits.slice(code.length + 2);
  else if (
    digits.startsWith(code) &&
    (trimmed.startsWith('+') || digits.length >= code.length + NATIONAL_DIGITS)
  )
    digits = digits.slice(code.length);
  return digits.length >= MIN_PHONE_DIGITS ? digits : undefined;
}
