import { directionOf, type Locale } from '@/i18n/locales';

const squash = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Whether a brochure's text holds `expected`. A right-to-left brochure's text layer is read back in
 * drawn order where a line mixes directions (an amount, a date, a Latin abbreviation in brackets:
 * docs/decisions/0020), so there each word must be there rather than the whole phrase in one piece
 * (tests/unit/brochure-rtl.test.ts checks the order of the Arabic words themselves).
 */
export function brochureHolds(text: string, expected: string, locale: Locale): boolean {
  if (directionOf(locale) === 'ltr') return squash(text).includes(squash(expected));
  const words = (value: string) => value.split(/[\s().،:•]+/).filter(Boolean);
  const found = new Set(words(text.replace(/[\u2066-\u2069]/g, '')));
  return words(expected.replace(/[\u2066-\u2069]/g, '')).every((word) => found.has(word));
}
