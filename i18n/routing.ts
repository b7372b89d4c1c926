import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // French lives at unprefixed URLs. The prefix is resolved by rewrites in next.config.mjs,
  // not by a proxy: the proxy loops on `next start -H 127.0.0.1` (decision 0001).
  localePrefix: 'as-needed',
  // A French-first site: never send a visitor to /en because of their browser, and never set a
  // cookie (it would make static pages uncacheable).
  localeDetection: false,
  localeCookie: false,
});
