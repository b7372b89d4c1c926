import { galleryCategories } from '@/content/gallery';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { galleryPath, newsPath, programmePath, staticRoutes } from '@/lib/routes';
import { localized } from './site';

/** The kinds of page the registries hold; the gates split their work along them. */
export type PageGroup = 'routes' | 'programmes' | 'articles';

export interface SitePage {
  locale: Locale;
  group: PageGroup;
  /** The URL the visitor types (i18n/locale-routing.mjs). */
  url: string;
}

/** Locale-free paths of every indexable page, from the route and content registries. */
export function publicPaths(): Record<PageGroup, string[]> {
  return {
    routes: staticRoutes.map((route) => route.path),
    programmes: allProgrammes().map(programmePath),
    articles: [
      ...allNewsArticles().map((article) => newsPath(article.id)),
      ...galleryCategories.map(galleryPath),
    ],
  };
}

/** Every public page in every locale. */
export function sitePages(): SitePage[] {
  const paths = publicPaths();
  return locales.flatMap((locale) =>
    (Object.keys(paths) as PageGroup[]).flatMap((group) =>
      paths[group].map((path) => ({ locale, group, url: localized(locale, path) })),
    ),
  );
}

/**
 * Pages outside the registries that a visitor can still land on: the service worker's offline
 * page, the finder's server-rendered results (noindex) and the 404 pages (any unknown path, and
 * an unknown news id). Checked by the accessibility and HTML gates, never listed in the sitemap.
 */
export function pagesOutsideRegistry(locale: Locale): string[] {
  return [
    localized(locale, '/offline'),
    localized(locale, '/programs/search?q=gestion&level=licence'),
    localized(locale, '/news/article-inconnu'),
    // One site-wide 404 page, whatever the language: checked once.
    ...(locale === defaultLocale ? ['/page-inconnue'] : []),
  ];
}
