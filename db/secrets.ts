// No `server-only` marker, as in lib/admin/staff.ts: a command-line tool may need the same secrets.
// Components cannot import db/ (the lint's layer zones).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './schema';

/** 256 bits: all an HMAC-SHA256 key can use. */
const SECRET_BYTES = 32;

const known = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * The server's secret called `name`, generated and stored the first time any instance asks for it.
 * Instances asking together may each generate one: the first insert wins and every instance reads
 * back the stored one. A secret never changes, so each process keeps it once read; a failed read
 * (database down) is not kept.
 */
export function serverSecret(db: Database, name: string): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  const cached = secrets.get(name);
  if (cached) return cached;
  const secret = readOrCreate(db, name).catch((error: unknown) => {
    secrets.delete(name);
    throw error;
  });
  secrets.set(name, secret);
  return secret;
}

async function readOrCreate(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Server secret ${name} was neither stored nor found`);
  return Buffer.from(row.value, 'base64url');
}
