import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { locales, localizedPath } from '@/i18n/locales';
import { decodeEntities, jsonLdOf, tagsOf, type Tag } from './support/html';
import { publicPaths, sitePages } from './support/pages';

/** Absolute public address of a locale-free path (what canonical and hreflang must say). */
const publicUrl = (locale: (typeof locales)[number], path: string) =>
  `${site.url}${localizedPath(locale, path)}`;

const paths = Object.values(publicPaths()).flat();

/** Open Graph's locale of each language, as the pages must say it. */
const ogLocales: Record<(typeof locales)[number], string> = { fr: 'fr_FR', en: 'en_GB', ar: 'ar_TD' };

function head(html: string): Tag[] {
  return tagsOf(html.slice(0, html.indexOf('</head>')), ['link', 'meta', 'title']);
}

/** Next.js writes the home page's URL without its final slash: the same address. */
const same = (value: unknown) =>
  typeof value === 'string' && /^https?:/.test(value) ? new URL(value).href : value;

const meta = (tags: Tag[], key: string) =>
  tags.find((t) => t.name === 'meta' && (t.attrs.property === key || t.attrs.name === key))?.attrs.content;

test('every page has a title, description, canonical, hreflang alternates and share cards', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const images = new Set<string>();
  for (const locale of locales) {
    for (const path of paths) {
      const url = localizedPath(locale, path);
      const html = await (await request.get(url)).text();
      const tags = head(html);
      const links = tags.filter((t) => t.name === 'link');
      const check = (what: string, actual: unknown, expected: unknown) => {
        if (same(actual) !== same(expected))
          problems.push(`${url}: ${what} is ${String(actual)}, expected ${String(expected)}`);
      };
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      check('title has text, at most 70 characters', title.length > 0 && title.length <= 70, true);
      check('description has text', (meta(tags, 'description') ?? '').length > 20, true);
      check('canonical', links.find((l) => l.attrs.rel === 'canonical')?.attrs.href, publicUrl(locale, path));
      for (const [hreflang, target] of [
        ...locales.map((other) => [other, publicUrl(other, path)] as const),
        ['x-default', publicUrl('fr', path)] as const,
      ]) {
        const alternate = links.find((l) => l.attrs.rel === 'alternate' && l.attrs.hreflang === hreflang);
        check(`hreflang ${hreflang}`, alternate?.attrs.href, target);
      }
      check('og:url', meta(tags, 'og:url'), publicUrl(locale, path));
      check('og:locale', meta(tags, 'og:locale'), ogLocales[locale]);
      check('og:title has text', !!meta(tags, 'og:title'), true);
      check('og:description has text', !!meta(tags, 'og:description'), true);
      check('twitter:card', meta(tags, 'twitter:card'), 'summary_large_image');
      const image = meta(tags, 'og:image');
      check('og:image is absolute', image?.startsWith(`${site.url}/`), true);
      check('twitter:image is og:image', meta(tags, 'twitter:image'), image);
      check('og:image:width', meta(tags, 'og:image:width'), '1200');
      if (image) images.add(image);
    }
  }
  expect(problems).toEqual([]);

  // Every share image exists, as a PNG; programmes and articles have their own.
  for (const image of images) {
    const response = await request.get(image.replace(site.url, ''));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
  }
  expect(images.size).toBeGreaterThan(publicPaths().programmes.length * 2);
});

test('JSON-LD parses and has the schema.org types of each kind of page', async ({ request }) => {
  const types = async (url: string) => {
    const blocks = jsonLdOf(await (await request.get(url)).text());
    for (const block of blocks) expect(block['@context'], url).toBe('https://schema.org');
    return blocks;
  };
  const typesOf = (blocks: Record<string, unknown>[]) => blocks.map((b) => b['@type']);
  for (const locale of locales) {
    for (const path of ['/', '/about']) {
      const blocks = await types(localizedPath(locale, path));
      const university = blocks.find((b) => b['@type'] === 'CollegeOrUniversity');
      expect(university, path).toMatchObject({
        name: site.names[locale],
        foundingDate: String(site.foundedYear),
        telephone: site.phone,
        email: site.email,
        logo: `${site.url}/logo.png`,
        address: { '@type': 'PostalAddress', addressLocality: site.address.city },
        sameAs: [site.social.facebook, site.social.tiktok],
      });
    }
    for (const page of sitePages().filter((p) => p.locale === locale)) {
      const blocks = await types(page.url);
      const expected =
        page.group === 'programmes'
          ? 'EducationalOccupationalProgram'
          : page.url.includes('/news/')
            ? 'NewsArticle'
            : undefined;
      if (expected) expect(typesOf(blocks), page.url).toContain(expected);
      // Breadcrumbs show on every page but home: each has its BreadcrumbList, ending on the page.
      const isHome = page.url === localizedPath(locale, '/');
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
        { itemListElement: { position: number; item: string }[] } | undefined;
      if (isHome) {
        expect(crumbs, page.url).toBeUndefined();
        continue;
      }
      expect(crumbs, page.url).toBeDefined();
      // The trail ends on the page (a gallery category's, on the gallery it filters).
      const last = crumbs!.itemListElement.at(-1)?.item ?? '';
      const expectedLast = page.url.includes('/gallery/')
        ? page.url.replace(/\/gallery\/.*/, '/gallery')
        : page.url;
      expect(last, page.url).toBe(`${site.url}${expectedLast}`);
      expect(crumbs!.itemListElement.map((i) => i.position)).toEqual(
        crumbs!.itemListElement.map((_, index) => index + 1),
      );
    }
  }
});

test('sitemap.xml lists every public page in every language with its alternates, and nothing else', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decodeEntities(body!.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, decodeEntities(href!)],
      ),
    ),
  }));
  const expected = locales.flatMap((locale) => paths.map((path) => publicUrl(locale, path)));
  expect(entries.map((e) => e.loc).sort()).toEqual([...expected].sort());
  for (const entry of entries) {
    const path = paths.find((p) => locales.some((locale) => entry.loc === publicUrl(locale, p)))!;
    expect(entry.alternates, entry.loc).toEqual({
      ...Object.fromEntries(locales.map((locale) => [locale, publicUrl(locale, path)])),
      'x-default': publicUrl('fr', path),
    });
  }
  for (const entry of entries) {
    expect(entry.loc).not.toMatch(/\/(admin|api|offline|programs\/search|news\/unknown)(\/|$)/);
  }
});

test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*\nAllow: \/\nDisallow: \/api\//);
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('the noindex pages say so and stay out of the index', async ({ request }) => {
  for (const locale of locales) {
    for (const path of ['/offline', '/programs/search?q=droit']) {
      const html = await (await request.get(localizedPath(locale, path))).text();
      expect(meta(head(html), 'robots'), path).toMatch(/noindex/);
    }
  }
});
