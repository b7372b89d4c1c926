import type { Locale } from '@/i18n/locales';
import type { Localized } from './types';

/** Counts in words, zero to twenty. */
export const numberWords: Localized<readonly string[]> = {
  fr: [
    'zéro',
    'un',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'treize',
    'quatorze',
    'quinze',
    'seize',
    'dix-sept',
    'dix-huit',
    'dix-neuf',
    'vingt',
  ],
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
  // Arabic prose writes counts in digits (docs/glossary.md), whatever their size.
  ar: [
    '0',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
    '13',
    '14',
    '15',
    '16',
    '17',
    '18',
    '19',
    '20',
  ],
};

/**
 * A count as prose writes it: in words up to twenty (« huit diplômes », "thirteen programmes"),
 * in digits beyond. Counts in prose come from the registries through this, never typed by hand.
 */
export function spelled(count: number, locale: Locale): string {
  return numberWords[locale][count] ?? String(count);
}
