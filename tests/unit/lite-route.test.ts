import { describe, expect, it } from 'vitest';
import { GET } from '@/app/lite/[...path]/route';
import { locales, localizedPath } from '@/i18n/locales';
import { scriptPages } from '@/lib/lite/rules.mjs';

/** The lite route as next.config.mjs's rewrites (or a typed address) reach it. */
function liteGet(address: string) {
  const url = new URL(address, 'http://localhost:3000');
  const segments = url.pathname.split('/').filter(Boolean).slice(1);
  return GET(new Request(url), { params: Promise.resolve({ path: segments }) });
}

describe('the lite route', () => {
  it('sends the pages that need their scripts to the full page, in every language', async () => {
    expect(scriptPages).toEqual(expect.arrayContaining(['admissions', 'contact']));
    for (const locale of locales) {
      for (const page of scriptPages) {
        const response = await liteGet(`/lite/${locale}/${page}`);
        expect(response.status, `${locale} ${page}`).toBe(308);
        expect(response.headers.get('location')).toBe(localizedPath(locale, `/${page}`));
      }
    }
    const withQuery = await liteGet('/lite/en/contact?subject=fees');
    expect(withQuery.headers.get('location')).toBe('/en/contact?subject=fees');
  });
});
