import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { serverSecrets } from '@/db/schema';
import { serverSecret } from '@/db/secrets';
import { throwawayDatabase } from './support/postgres';

const database = throwawayDatabase('login');
const open = () => openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  await database.create();
  first = await open();
  await first.migrate();
  second = await open();
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database.drop();
});

describe('server secrets', () => {
  it('are generated on first use, once, and shared by every instance and restart', async () => {
    const [a, b] = await Promise.all([serverSecret(first.db, 'shared'), serverSecret(second.db, 'shared')]);
    expect(a.byteLength).toBe(32);
    expect(b.equals(a)).toBe(true);
    expect(await first.db.select().from(serverSecrets)).toHaveLength(1);
    const restarted = await open();
    try {
      expect((await serverSecret(restarted.db, 'shared')).equals(a)).toBe(true);
    } finally {
      await restarted.close();
    }
    expect((await serverSecret(first.db, 'another')).equals(a)).toBe(false);
  });

  it('give each purpose its own key, from SERVER_SECRET when it is set', async () => {
    vi.resetModules();
    delete process.env.SERVER_SECRET;
    const generated = await import('@/lib/security/signing-key');
    const device = await generated.signingKey(first.db, 'device');
    expect((await generated.signingKey(second.db, 'device')).equals(device)).toBe(true);
    expect((await generated.signingKey(first.db, 'other')).equals(device)).toBe(false);

    vi.resetModules();
    process.env.SERVER_SECRET = 'x'.repeat(40);
    try {
      const configured = await import('@/lib/security/signing-key');
      const fromEnv = await configured.signingKey(first.db, 'device');
      expect(fromEnv.equals(device)).toBe(false);
      expect((await configured.signingKey(second.db, 'device')).equals(fromEnv)).toBe(true);
    } finally {
      delete process.env.SERVER_SECRET;
    }
  });
});
