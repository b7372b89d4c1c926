import 'server-only';
import { isLocale, type Locale } from '@/i18n/locales';
import { prerenderedFile, readPrerendered } from '@/lib/prerendered';

/** The build's pre-rendered HTML of a page, as `next start` itself serves it (lib/prerendered.ts). */
export interface PrerenderedPage {
  html: string;
  status: 200 | 404;
  locale: Locale;
}

/**
 * `segments` is the locale then the page's path (`['fr', 'licences', 'droit']`). A path the build
 * has no page for gets the page a visitor would see there: the article 404 under /news, else the
 * site's 404 in its language (app/[locale]/page-not-found), with status 404.
 */
export function prerenderedPage(segments: string[]): PrerenderedPage | undefined {
  const [locale, ...rest] = segments;
  if (!isLocale(locale)) return undefined;
  const file = prerenderedFile(segments);
  const html = file === undefined ? undefined : readPrerendered(file);
  const notFoundPages = ['news/unknown', 'page-not-found'];
  if (html !== undefined && !notFoundPages.includes(rest.join('/'))) return { html, status: 200, locale };
  const missing =
    rest[0] === 'news' && rest.length === 2 ? `${locale}/news/unknown.html` : `${locale}/page-not-found.html`;
  const notFound = readPrerendered(missing);
  return notFound === undefined ? undefined : { html: notFound, status: 404, locale };
}
