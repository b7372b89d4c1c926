// The site's languages and the shape of their addresses, in one place. The default locale is
// served unprefixed (/about), every other one under its code (/en/about). Every rule that depends
// on that (next.config.mjs's redirects and rewrites, lite mode, the proxy, the pre-rendered file
// of an address, the service worker, the error screens, links) derives from `siteLocales`.
// Plain JavaScript: next.config.mjs loads it before any TypeScript is compiled. Its types are in
// locale-routing.d.mts; TypeScript code imports it through '@/i18n/locales'.

/**
 * First path segments that name no locale and are no page of the default one: the service
 * worker's route handler (served at /sw.js), lite mode's route handler, the staff area (which has
 * no locale), the API (files, static /api routes and /_next are served before the locale
 * rewrites are consulted, but a dynamic /api route such as the resumable uploads' comes after
 * them, and would be rewritten to /fr/api/… without this).
 */
export const unlocalizedSegments = ['serwist', 'lite', 'admin', 'api'];

/** Codes go into path patterns, URLs and file names: plain lowercase codes only. */
const codePattern = /^[a-z]{2,3}$/;

/**
 * The locale rules of a list of locales. The site's own are `siteLocales`; a test can define
 * others (a third language) and check that every rule derived from them follows.
 */
export function defineLocales({ locales, defaultLocale, rightToLeft = [], names = {} }) {
  if (!locales.every((code) => codePattern.test(code))) throw new Error(`Bad locale code in ${locales}`);
  if (!locales.includes(defaultLocale)) throw new Error(`${defaultLocale} is not in ${locales}`);
  const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);
  const isLocale = (value) => typeof value === 'string' && locales.includes(value);
  const localePrefix = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`);

  return {
    locales,
    defaultLocale,
    /** The locales whose addresses start with their code. */
    prefixedLocales,
    isLocale,

    /** A language's name in that language (the language switch): « Français », "English", « العربية ». */
    ownName(locale) {
      return names[locale] ?? locale;
    },

    /** The direction a locale's text runs in: `rtl` for the ones written right to left. */
    directionOf(locale) {
      return rightToLeft.includes(locale) ? 'rtl' : 'ltr';
    },

    /** The URL of a locale-free path (`/about`, `/?q=x`, `/#top`) in a locale; other hrefs as they are. */
    localizedPath(locale, href) {
      if (locale === defaultLocale || !href.startsWith('/')) return href;
      if (href === '/') return `/${locale}`;
      return href.startsWith('/?') || href.startsWith('/#')
        ? `/${locale}${href.slice(1)}`
        : `/${locale}${href}`;
    },

    /** The locale-free path of a URL path (the inverse of `localizedPath`). */
    unlocalizedPath(pathname) {
      const stripped = pathname.replace(localePrefix, '');
      return stripped === '' ? '/' : stripped;
    },

    /** The locale an address is in: the one its first segment names, else the default. */
    localeOfPath(pathname) {
      const first = pathname.split('/')[1];
      return isLocale(first) ? first : defaultLocale;
    },

    /**
     * A path-to-regexp lookahead (next.config.mjs rules) for paths that name no locale, which are
     * the default locale's pages once rewritten to /{defaultLocale}/….
     */
    notLocalePrefixed: `(?!(?:${[...locales, ...unlocalizedSegments].join('|')})(?:/|$))`,

    /** A path-to-regexp parameter matching any locale's segment: `:locale(fr|en)`. */
    localeParam: `:locale(${locales.join('|')})`,
  };
}

/** French first (unprefixed), English under /en, Arabic under /ar. */
export const siteLocales = defineLocales({
  locales: ['fr', 'en', 'ar'],
  defaultLocale: 'fr',
  rightToLeft: ['ar'],
  names: { fr: 'Français', en: 'English', ar: 'العربية' },
});

export const {
  locales,
  defaultLocale,
  prefixedLocales,
  isLocale,
  localizedPath,
  unlocalizedPath,
  localeOfPath,
  directionOf,
  ownName,
} = siteLocales;
