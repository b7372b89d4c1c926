import type { Env } from '@/lib/core/env';

export type CookieSettings = Pick<Env, 'NODE_ENV' | 'SITE_URL' | 'ADMIN_COOKIE_SECURE'>;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocalHost(hostname: string): boolean {
  return localHosts.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The one rule for every cookie the server sets (the staff session and device cookies, the form
 * token, the lite-mode choice): whether it carries `Secure`. Decided from the configuration, never
 * from the request: behind a proxy that terminates TLS the server receives plain http, and a proxy
 * that sends no X-Forwarded-Proto leaves no trace of the HTTPS the browser used. So: an https
 * SITE_URL, Secure always; an http SITE_URL naming this machine (localhost, where a local
 * `npm start` and the end-to-end tests run without a certificate), never; any other http SITE_URL,
 * in production only. ADMIN_COOKIE_SECURE=always|never overrides (docs/security.md).
 */
export function cookieSecure(settings: CookieSettings): boolean {
  if (settings.ADMIN_COOKIE_SECURE !== 'auto') return settings.ADMIN_COOKIE_SECURE === 'always';
  const url = new URL(settings.SITE_URL);
  return url.protocol === 'https:' || (settings.NODE_ENV === 'production' && !isLocalHost(url.hostname));
}
