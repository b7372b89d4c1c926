import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDay, formatNumber, languageTag } from '@/i18n/format';
import { locales } from '@/i18n/locales';

const root = path.resolve(__dirname, '../..');

/** Source files of the site: what a visitor or the staff read is formatted by one of them. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(folder, file));
}

// A day key computed in N'Djamena's zone ('YYYY-MM-DD'): a value, never shown as such.
const allowed = new Set(['i18n/format.ts', 'lib/core/days.ts']);

const localeFormatting =
  /new Intl\.(DateTimeFormat|NumberFormat|ListFormat|PluralRules|RelativeTimeFormat)|\.toLocale(String|DateString|TimeString)\(|['"](fr-FR|en-GB|en-US|ar-TD)['"]/;

describe('locale formatting', () => {
  it('happens in i18n/format.ts only: no Intl formatter or language tag elsewhere in the site', () => {
    const offenders = ['app', 'components', 'lib', 'content', 'i18n', 'db']
      .flatMap(sources)
      .filter((file) => !allowed.has(file))
      .filter((file) => localeFormatting.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('knows every language of the site', () => {
    expect(Object.keys(languageTag).sort()).toEqual([...locales].sort());
  });

  it('writes sizes, numbers, days and instants as each language does', () => {
    expect(formatBytes(3.94 * 1024 * 1024, 'fr')).toBe('3,9\u00a0Mo');
    expect(formatBytes(300, 'en')).toBe('1\u00a0KB');
    expect(formatNumber(5000, 'en')).toBe('5,000');
    expect(formatDay('2027-06-01', 'fr')).toBe('1er juin 2027');
    expect(formatDay('2027-06-01', 'en')).toBe('1 June 2027');
    // 13:05 UTC is 14:05 in N'Djamena.
    expect(formatDateTime('2026-11-28T13:05:00Z', 'fr')).toBe('28 novembre 2026 à 14:05');
  });
});
