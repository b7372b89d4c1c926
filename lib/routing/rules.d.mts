import type { LocaleRouting } from '../../i18n/locale-routing.mjs';

interface Rule {
  source: string;
  destination: string;
  has?: { type: string; key: string; value?: string }[];
  missing?: { type: string; key: string; value?: string }[];
}

/** Former staff addresses, redirected for good to their French ones. */
export declare const staffRedirects: { source: string; destination: string; permanent: true }[];
export declare function redirectRules(locales?: LocaleRouting): (Rule & { permanent: boolean })[];
export declare function rewriteRules(locales?: LocaleRouting): {
  beforeFiles: Rule[];
  afterFiles: Rule[];
  fallback: Rule[];
};
