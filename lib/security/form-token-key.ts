import { env } from '@/lib/core/env';
import { cookieSecure } from './cookie-secure';

/**
 * The key that signs form tokens, once this process knows it (derived from the server secret:
 * lib/security/signing-key.ts). The server loads it at start-up (instrumentation.ts), and the form
 * endpoints again if start-up could not. Held on `globalThis` because proxy.ts is bundled apart
 * from the route handlers and would otherwise have its own, empty, copy of this module.
 */
const slot = Symbol.for('university.formTokenKey');
const holder = globalThis as { [slot]?: Buffer };

export function knownFormTokenKey(): Buffer | undefined {
  return holder[slot];
}

export function rememberFormTokenKey(key: Buffer): void {
  holder[slot] = key;
}

/** Form token cookies are Secure by the one rule of every cookie (lib/security/cookie-secure.ts). */
export function formTokenCookieSecure(): boolean {
  return cookieSecure(env);
}
