// Types of locale-routing.mjs. The tuple below must name the same codes as `siteLocales` there
// (tests/unit/locale-routing.test.ts checks it).

export interface LocaleRouting<L extends string = string> {
  readonly locales: readonly L[];
  readonly defaultLocale: L;
  /** The locales whose addresses start with their code. */
  readonly prefixedLocales: readonly L[];
  isLocale(value: unknown): value is L;
  /** A language's name in that language. */
  ownName(locale: L): string;
  /** The direction a locale's text runs in. */
  directionOf(locale: L): 'ltr' | 'rtl';
  /** The URL of a locale-free path (`/about`, `/?q=x`, `/#top`) in a locale; other hrefs as they are. */
  localizedPath(locale: L, href: string): string;
  /** The locale-free path of a URL path (the inverse of `localizedPath`). */
  unlocalizedPath(pathname: string): string;
  /** The locale an address is in: the one its first segment names, else the default. */
  localeOfPath(pathname: string): L;
  /** A path-to-regexp lookahead for paths that name no locale (the default locale's pages). */
  readonly notLocalePrefixed: string;
  /** A path-to-regexp parameter matching any locale's segment: `:locale(fr|en)`. */
  readonly localeParam: string;
}

/** First path segments that name no locale and are no page of the default one. */
export declare const unlocalizedSegments: readonly string[];

export declare function defineLocales<const L extends string>(definition: {
  locales: readonly L[];
  defaultLocale: NoInfer<L>;
  rightToLeft?: readonly NoInfer<L>[];
  names?: Partial<Record<NoInfer<L>, string>>;
}): LocaleRouting<L>;

export declare const locales: readonly ['fr', 'en', 'ar'];
export type Locale = (typeof locales)[number];

export declare const siteLocales: LocaleRouting<Locale>;

export declare const defaultLocale: Locale;
export declare const prefixedLocales: readonly Locale[];
export declare const isLocale: LocaleRouting<Locale>['isLocale'];
export declare const localizedPath: LocaleRouting<Locale>['localizedPath'];
export declare const unlocalizedPath: LocaleRouting<Locale>['unlocalizedPath'];
export declare const localeOfPath: LocaleRouting<Locale>['localeOfPath'];
export declare const directionOf: LocaleRouting<Locale>['directionOf'];
export declare const ownName: LocaleRouting<Locale>['ownName'];
