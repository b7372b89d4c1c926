import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id, memory-hard: 19 MiB, 2 passes, 1 lane (OWASP's minimum for argon2id). About 30 ms
 * per hash here, which bounds what an attacker holding the table can try.
 */
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a refusal, never a crash of the login.
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown, so that an unknown
 * address takes as long to refuse as a wrong password (no way to probe for staff e-mails).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
