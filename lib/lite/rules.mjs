// When a page is served in lite mode (without scripts), as next.config.mjs rewrites express it.
// Plain JavaScript: next.config.mjs loads it before any TypeScript is compiled.
import { siteLocales, unlocalizedSegments } from '../../i18n/locale-routing.mjs';

/** The visitor's choice, set by `?lite=1`, the footer switch, and `?lite=0` on the way back. */
export const liteCookie = { name: 'lite', attributes: 'Path=/; Max-Age=31536000; SameSite=Lax' };

// Client-side navigations and prefetches fetch the page's data, not its HTML: never rewritten.
const dataRequests = [
  { type: 'header', key: 'rsc' },
  { type: 'header', key: 'next-router-prefetch' },
];
const backToFull = { type: 'query', key: liteCookie.name, value: '0' };

/** Lite mode applies on `?lite=1`, on the visitor's cookie, or on the browser's Save-Data header. */
const conditions = [
  { has: [{ type: 'query', key: liteCookie.name, value: '1' }], missing: dataRequests },
  {
    has: [{ type: 'cookie', key: liteCookie.name, value: 'on' }],
    missing: [...dataRequests, backToFull],
  },
  {
    has: [{ type: 'header', key: 'save-data', value: 'on' }],
    missing: [...dataRequests, backToFull, { type: 'cookie', key: liteCookie.name, value: 'off' }],
  },
];

/** Pages that need their scripts, never served lite: the two forms and the dynamic programme search. */
export const scriptPages = ['admissions', 'contact', 'programs/search'];

/** Whether a locale-free page path (`/contact`, `/programs/search`) is one of `scriptPages`. */
export function needsScripts(pagePath) {
  return scriptPages.some((page) => pagePath === `/${page}` || pagePath.startsWith(`/${page}/`));
}

// Not pages (files have a dot, the API and framework paths, the service worker, lite mode itself,
// the staff area), or pages that need their scripts.
const notLitePaths = ['api', '_next', ...unlocalizedSegments, ...scriptPages];
const notLitePage = `(?!(?:${notLitePaths.join('|')})(?:/|$))(?!.*\\.)`;

/**
 * beforeFiles rewrites to app/lite/[...path]: app/lite/{locale}/{path}, for the default locale's
 * unprefixed pages and every other locale's prefixed ones.
 */
export function liteRewrites({ defaultLocale, prefixedLocales, notLocalePrefixed } = siteLocales) {
  const sources = [
    { source: '/', destination: `/lite/${defaultLocale}` },
    { source: `/:path(${notLocalePrefixed}${notLitePage}.+)`, destination: `/lite/${defaultLocale}/:path` },
    ...prefixedLocales.flatMap((locale) => [
      { source: `/${locale}`, destination: `/lite/${locale}` },
      { source: `/${locale}/:path(${notLitePage}.+)`, destination: `/lite/${locale}/:path` },
    ]),
  ];
  return sources.flatMap((route) => conditions.map((condition) => ({ ...route, ...condition })));
}
