import { galleryCategories } from '@/content/gallery';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { galleryPath, newsPath, programmePath, staticRoutes } from '@/lib/routes';

export interface PublicPage {
  /** Locale-free path; the page exists at the same path in every locale. */
  path: string;
  /** ISO date of the content's last change, where the content has one (articles). */
  lastModified?: string;
}

/**
 * Every page search engines should find, from the route and content registries: never the
 * noindex pages (finder results, offline, unknown article) and never anything outside the
 * registries (an admin area has no place here).
 */
export function publicPages(): PublicPage[] {
  return [
    ...staticRoutes.map((route) => ({ path: route.path })),
    ...allProgrammes().map((programme) => ({ path: programmePath(programme) })),
    ...allNewsArticles().map((article) => ({ path: newsPath(article.id), lastModified: article.date })),
    ...galleryCategories.map((category) => ({ path: galleryPath(category) })),
  ];
}
