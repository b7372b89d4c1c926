import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';

// The schema takes its list of languages from i18n/, but a database only changes through a
// migration: the newest one that sets the reply templates' check must name every site locale.
describe('the database accepts every site locale', () => {
  it('has a migration that lets reply templates be saved in each language the site has', () => {
    const folder = 'db/migrations';
    const checks = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .flatMap((file) =>
        [
          ...readFileSync(path.join(folder, file), 'utf8').matchAll(
            /reply_templates_locale_check" CHECK \(.* in \(([^)]*)\)\)/g,
          ),
        ].map((match) => match[1] ?? ''),
      );
    const newest = checks
      .at(-1)
      ?.split(',')
      .map((code) => code.trim().replace(/'/g, ''));
    expect(newest).toEqual([...locales]);
  });
});
