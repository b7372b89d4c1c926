import type { LocaleRouting } from '../../i18n/locale-routing.mjs';

export declare const liteCookie: { name: string; attributes: string };
export declare const scriptPages: string[];
export declare function needsScripts(pagePath: string): boolean;
export declare function liteRewrites(locales?: LocaleRouting): {
  source: string;
  destination: string;
  has: { type: string; key: string; value?: string }[];
  missing: { type: string; key: string; value?: string }[];
}[];
