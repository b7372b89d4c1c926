import 'server-only';
import { hkdfSync } from 'node:crypto';
import type { Database } from '@/db/client';
import { serverSecret } from '@/db/secrets';
import { env } from '@/lib/core/env';

/**
 * The key for one purpose (say 'staff-device-cookie'), derived from SERVER_SECRET when the operator
 * set one, else from the secret the server generated and keeps in the database (`server_secrets`).
 * Each purpose gets its own key, so a value signed for one never passes for another.
 */
export async function signingKey(db: Database, purpose: string): Promise<Buffer> {
  return configuredKey(purpose) ?? deriveKey(await serverSecret(db, 'server'), purpose);
}

/** The key for `purpose` when SERVER_SECRET is set: known without the database. */
export function configuredKey(purpose: string): Buffer | undefined {
  return env.SERVER_SECRET ? deriveKey(Buffer.from(env.SERVER_SECRET), purpose) : undefined;
}

/** The key for `purpose` derived from the server secret (HKDF-SHA256, 32 bytes). */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), purpose, 32));
}
