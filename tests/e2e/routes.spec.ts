import { expect, test } from '@playwright/test';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { site } from '@/content/site';
import { locales } from '@/i18n/locales';
import { newsPath, programmePath, staticRoutes } from '@/lib/routes';
import { catalogues as messages } from '@/messages';
import { localized } from './support/site';

function h1(html: string): string {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .trim();
}

for (const locale of locales) {
  test(`every page of the route table answers in ${locale}, with its own title`, async ({ request }) => {
    for (const route of staticRoutes) {
      const response = await request.get(localized(locale, route.path), { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      expect(html, route.path).toContain(`<html lang="${locale}"`);
      const expected = route.id === 'home' ? site.names[locale] : messages[locale].Nav[route.id];
      expect(h1(html), route.path).toBe(expected);
    }
  });

  test(`every programme and article from the registry has its page in ${locale}`, async ({ request }) => {
    const pages = [
      ...allProgrammes().map((p) => ({ path: programmePath(p), title: p.title[locale] })),
      ...allNewsArticles().map((a) => ({ path: newsPath(a.id), title: a.title[locale] })),
    ];
    for (const { path, title } of pages) {
      const response = await request.get(localized(locale, path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(h1(await response.text()), path).toBe(title);
    }
  });

  test(`every other programme URL shape redirects permanently to the canonical one in ${locale}`, async ({
    request,
  }) => {
    for (const programme of allProgrammes()) {
      const canonical = localized(locale, programmePath(programme));
      const aliases =
        programme.type === 'licence'
          ? [`/licence/${programme.slug}`]
          : [`/master/${programme.slug}`, `/programs/masters/${programme.slug}`];
      for (const alias of aliases) {
        const response = await request.get(localized(locale, alias), { maxRedirects: 0 });
        expect(response.status(), alias).toBe(308);
        expect(new URL(response.headers().location ?? '', 'http://x').pathname, alias).toBe(canonical);
      }
    }
  });
}

test('French has a single address: /fr/... redirects to the unprefixed page', async ({ request }) => {
  for (const [from, to] of [
    ['/fr', '/'],
    ['/fr/about', '/about'],
    ['/fr/licences/genie-logiciel', '/licences/genie-logiciel'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
  }
});

test('pages are served pre-rendered, cacheable and without cookies', async ({ request }) => {
  for (const path of ['/', '/en/about', '/licences/genie-logiciel']) {
    const response = await request.get(path);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    expect(response.headers()['x-nextjs-prerender'], path).toBeTruthy();
    expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d{6,}/);
    expect(response.headers()['x-powered-by'], path).toBeUndefined();
  }
});

test('unknown paths answer 404 with the "Page non trouvée" page, in English under /en', async ({
  request,
}) => {
  for (const path of ['/nexiste-pas', '/licences/genie-logiciel/x', '/about/x/y', '/news/x/y']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<html lang="fr"');
    expect(h1(html), path).toBe('Page non trouvée');
    // The English equivalent, for an English visitor who mistyped a French address.
    expect(html, path).toContain('Page not found');
  }
  for (const path of ['/en/does-not-exist', '/en/about/x', '/en/licences/genie-logiciel/x']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<html lang="en"');
    expect(h1(html), path).toBe('Page not found');
    expect(html, path).not.toContain('Page non trouvée');
  }
});

test("a page's HTML does not carry the 404 page as well (every visitor would download it)", async ({
  request,
}) => {
  for (const path of ['/', '/en', '/admissions', '/licences']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('Page non trouvée');
    expect(html, path).not.toContain('Page not found');
  }
});
