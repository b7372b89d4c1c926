import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';

// db/ writes the site's locales out (it imports nothing from the application), so a language
// added to i18n/ must also reach the database's check and a migration.
describe('the database accepts every site locale', () => {
  it('reply templates can be saved in each language the site has', () => {
    const schema = readFileSync('db/schema.ts', 'utf8');
    const check = /reply_templates_locale_check', sql`\$\{table\.locale\} in \(([^)]*)\)`/.exec(schema);
    expect(check?.[1]?.split(',').map((code) => code.trim().replace(/'/g, ''))).toEqual([...locales]);
  });
});
