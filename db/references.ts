import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

export type ReferencePrefix = 'ADM' | 'MSG';

/**
 * A public reference such as ADM-2026-7K3Q9X: the form, the year, six random characters (about a
 * billion per form and year). The column is unique; a collision is retried by the caller.
 */
export function newReference(prefix: ReferencePrefix, now: Date = new Date()): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${now.getUTCFullYear()}-${code}`;
}

export const referencePattern = /^(ADM|MSG)-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;
