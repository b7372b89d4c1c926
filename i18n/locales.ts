// The site's languages and the shape of their addresses, for TypeScript code: defined in
// locale-routing.mjs, which next.config.mjs also loads. Kept free of next-intl imports so content/
// and scripts can use it without the framework.
export {
  defaultLocale,
  directionOf,
  isLocale,
  localeOfPath,
  locales,
  localizedPath,
  ownName,
  prefixedLocales,
  siteLocales,
  unlocalizedPath,
  type Locale,
  type LocaleRouting,
} from './locale-routing.mjs';
