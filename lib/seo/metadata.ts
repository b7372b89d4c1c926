import type { Metadata } from 'next';
import { site } from '@/content/site';
import { locales, type Locale } from '@/i18n/locales';
import { absoluteUrl, alternatesFor } from './urls';

/** Open Graph's recommended card size; the generated images (app/[locale]/og) and the default match it. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The share image of pages without one of their own (public/images/og/default.png). */
export const defaultOgImage = '/images/og/default.png';

/** Open Graph's `og:locale` of each language. */
export const ogLocales: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', ar: 'ar_TD' };

export interface PageSeo {
  locale: Locale;
  /** Locale-free path of the page. */
  path: string;
  /** The page's own title; the layout's template adds the site name, except on home. */
  title: string;
  description: string;
  /** Absolute path of a 1200×630 PNG; the default share image otherwise. */
  image?: { url: string; alt: string };
  /** Article pages (news) are typed as such for Open Graph, with their date. */
  article?: { publishedTime: string; section: string; author: string };
  /** The home page's title is the site name alone. */
  isHome?: boolean;
}

/** Search results show about 60–70 characters of a title: longer ones lose the site's name. */
export const maxTitleLength = 70;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Length of a text as React writes it in the HTML (escaped), which is what validators count. */
export function htmlLength(text: string): number {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c).length;
}

/**
 * The <title>: the page's title and the site's name (the layout's template), the short name when
 * the full one would make it too long, the page's title alone (shortened) when even that is.
 */
function documentTitle(seo: PageSeo): Metadata['title'] {
  if (seo.isHome) return { absolute: site.names[seo.locale] };
  for (const name of [site.names[seo.locale], site.shortNames[seo.locale]]) {
    const full = `${seo.title} | ${name}`;
    if (htmlLength(full) <= maxTitleLength) return { absolute: full };
  }
  if (htmlLength(seo.title) <= maxTitleLength) return { absolute: seo.title };
  // Too long even alone: cut at a word, as search results would, with a clean ellipsis.
  const words = seo.title.split(' ');
  let cut = '';
  for (const word of words) {
    const next = cut ? `${cut} ${word}` : word;
    if (htmlLength(`${next}…`) > maxTitleLength) break;
    cut = next;
  }
  return { absolute: `${cut.replace(/[\s,:;–-]+$/, '')}…` };
}

/**
 * Everything a page puts in its head for search engines and link previews: title, description,
 * canonical and hreflang alternates, Open Graph and Twitter cards. All URLs absolute (SITE_URL).
 * One helper so that no page can forget a part: Next.js replaces a parent's `openGraph` as a
 * whole, it does not merge it.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const { locale, path, description } = seo;
  const title = seo.isHome ? site.names[locale] : seo.title;
  const image = {
    url: `${site.url}${seo.image?.url ?? defaultOgImage}`,
    ...ogImageSize,
    alt: seo.image?.alt ?? site.names[locale],
    type: 'image/png',
  };
  const shared = {
    url: absoluteUrl(locale, path),
    title,
    description,
    siteName: site.names[locale],
    locale: ogLocales[locale],
    alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocales[l]),
    images: [image],
  };
  return {
    title: documentTitle(seo),
    description,
    alternates: alternatesFor(locale, path),
    openGraph: seo.article
      ? {
          ...shared,
          type: 'article',
          publishedTime: seo.article.publishedTime,
          section: seo.article.section,
          authors: [seo.article.author],
        }
      : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
