import { locales } from '@/i18n/locales';
import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { phoneText, site } from '@/content/site';
import { newsPath, programmePath, staticRoutes } from '@/lib/routes';
import { newsArticleJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { htmlLength, maxTitleLength, pageMetadata } from '@/lib/seo/metadata';
import { publicPages } from '@/lib/seo/public-pages';

describe('structured data', () => {
  it('escapes < so that no text can close the script element', () => {
    const article = { ...allNewsArticles()[0]!, title: { fr: 'A </script><b>', en: 'x', ar: 'x' } };
    const json = serializeJsonLd(newsArticleJsonLd('fr', article));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).headline).toBe('A </script><b>');
  });
});

describe('page metadata', () => {
  it('keeps every title within what search results show, with the site name when it fits', () => {
    const titles = [...allProgrammes().map((p) => p.title), ...allNewsArticles().map((a) => a.title)].flatMap(
      (t) => [t.fr, t.en],
    );
    for (const title of titles) {
      const { title: documentTitle } = pageMetadata({ locale: 'fr', path: '/x', title, description: 'd' });
      const text = (documentTitle as { absolute: string }).absolute;
      expect(htmlLength(text), title).toBeLessThanOrEqual(maxTitleLength);
      expect(title.startsWith(text.replace(/( \|.*|…)$/, '')), text).toBe(true);
    }
    const short = pageMetadata({ locale: 'en', path: '/faq', title: 'FAQ', description: 'd' });
    expect(short.title).toEqual({ absolute: `FAQ | ${site.name}` });
  });

  it('gives the French unprefixed address as x-default, and absolute share images', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/about', title: 'About', description: 'd' });
    expect(metadata.alternates).toEqual({
      canonical: `${site.url}/en/about`,
      languages: {
        fr: `${site.url}/about`,
        en: `${site.url}/en/about`,
        ar: `${site.url}/ar/about`,
        'x-default': `${site.url}/about`,
      },
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(JSON.stringify(metadata.openGraph)).toContain(`${site.url}/images/og/default.png`);
  });
});

describe('sitemap and robots', () => {
  it('lists every registry page once per language, and no page outside the registries', () => {
    const entries = sitemap();
    const paths = publicPages().map((p) => p.path);
    expect(entries).toHaveLength(paths.length * locales.length);
    for (const entry of entries)
      expect(Object.keys(entry.alternates?.languages ?? {})).toEqual(['fr', 'en', 'ar', 'x-default']);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...staticRoutes.map((r) => r.path),
        ...allProgrammes().map(programmePath),
        ...allNewsArticles().map((a) => newsPath(a.id)),
      ]),
    );
    for (const entry of entries)
      expect(entry.url).not.toMatch(/\/(admin|offline|programs\/search|news\/unknown)(\/|$)/);
  });

  it('points robots.txt to the sitemap', () => {
    expect(robots().sitemap).toBe(`${site.url}/sitemap.xml`);
  });
});

describe('title length', () => {
  it('counts characters as the HTML writes them', () => {
    expect(htmlLength("N'Djamena & co")).toBe('N&#x27;Djamena &amp; co'.length);
  });
});

describe('phone numbers', () => {
  it('are shown with non-breaking spaces', () => {
    expect(phoneText('+235 66 00')).toBe('+235\u00a066\u00a000');
  });
});
