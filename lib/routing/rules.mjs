// next.config.mjs's redirects and rewrites, built from the site's locales (i18n/locale-routing.mjs).
// Plain JavaScript: next.config.mjs loads it before any TypeScript is compiled. Pure functions of
// a locale definition, so a test can build them for another list of locales.
import { siteLocales } from '../../i18n/locale-routing.mjs';
import { liteRewrites } from '../lite/rules.mjs';

/**
 * Old and alternative shapes of programme detail URLs. The canonical shape is /licences/{slug}
 * and /masters/{slug}; each alias answers a permanent redirect to it. /programs/masters/{slug or
 * title} is resolved by proxy.ts (a title needs the registry), as are unknown ids (redirected to
 * the listing with the 'Programme introuvable' notice).
 */
const programmeAliases = [
  { from: '/licence/:programId', to: '/licences/:programId' },
  { from: '/master/:programId', to: '/masters/:programId' },
];

/** The `redirects()` entries. */
/**
 * Former staff addresses a staff member may have bookmarked, moved for good when the staff area's
 * addresses became French (lib/admin/paths.ts): the sign-in page.
 */
export const staffRedirects = [{ source: '/admin/login', destination: '/admin/connexion', permanent: true }];

export function redirectRules(locales = siteLocales) {
  const { defaultLocale, prefixedLocales, localizedPath } = locales;
  return [
    // The default locale is served unprefixed: /fr/... is never a second address for the same page.
    { source: `/${defaultLocale}`, destination: '/', permanent: true },
    { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
    ...programmeAliases.flatMap(({ from, to }) => [
      { source: from, destination: to, permanent: true },
      ...prefixedLocales.map((locale) => ({
        source: localizedPath(locale, from),
        destination: localizedPath(locale, to),
        permanent: true,
      })),
    ]),
    ...staffRedirects,
  ];
}

/** The `rewrites()` entries. */
export function rewriteRules(locales = siteLocales) {
  const { defaultLocale, notLocalePrefixed, localeParam } = locales;
  return {
    // The service worker's address, built by @serwist/turbopack's route handler at /serwist/sw.js.
    // Lite mode (Save-Data, or the visitor's choice): the same page without scripts.
    // The editing screen: Keystatic's interface lives at /keystatic (its router's fixed base); the
    // page that loads it is app/admin/editeur, so the site has no top-level segment more, which
    // every public page's React payload would list.
    beforeFiles: [
      { source: '/keystatic', destination: '/admin/editeur' },
      { source: '/keystatic/:path*', destination: '/admin/editeur' },
      { source: '/sw.js', destination: '/serwist/sw.js' },
      ...liteRewrites(locales),
    ],
    // After files (public/, /api, /_next) and before the [locale] dynamic segment: the default
    // locale's unprefixed pages are app/[locale] pages like the others.
    afterFiles: [
      { source: '/', destination: `/${defaultLocale}` },
      { source: `/:path(${notLocalePrefixed}.*)`, destination: `/${defaultLocale}/:path` },
    ],
    // Checked after every page: a news id no article has gets the article-specific 404.
    fallback: [{ source: `/${localeParam}/news/:id`, destination: '/:locale/news/unknown' }],
  };
}
