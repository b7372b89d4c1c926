import { env } from '@/lib/core/env';

/**
 * The key that signs form tokens, once known to this process: FORM_TOKEN_SECRET, or the one kept
 * in the database, which the server loads at start-up (instrumentation.ts) and the form endpoints
 * load again if start-up could not. Held on `globalThis` because proxy.ts is bundled apart from
 * the route handlers and would otherwise have its own, empty, copy of this module.
 */
const slot = Symbol.for('university.formTokenSecret');
const holder = globalThis as { [slot]?: string };

export function knownFormTokenSecret(): string | undefined {
  return env.FORM_TOKEN_SECRET ?? holder[slot];
}

export function rememberFormTokenSecret(secret: string): void {
  holder[slot] = secret;
}

/** Form token cookies are Secure when the site is published over HTTPS. */
export function formTokenCookieSecure(): boolean {
  return env.SITE_URL.startsWith('https:');
}
