import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@/db/client';
import { admissionRequests, mailOutbox } from '@/db/schema';
import { insertAdmissionRequest } from '@/db/submissions';
import { CONFIRMATION_DELAY_MS, confirmationMail } from '@/lib/notify/outbox';
import { storedApplication } from './support/form-fixtures';
import { migratedDatabase } from './support/migrated-database';

/** References the next inserts draw before random ones: a collision on demand. */
const forced = vi.hoisted(() => [] as string[]);
vi.mock('@/db/references', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/db/references')>();
  return {
    ...actual,
    newReference: (...args: Parameters<typeof actual.newReference>) =>
      forced.shift() ?? actual.newReference(...args),
  };
});

const application = (idempotencyKey: string | null) => storedApplication({ idempotencyKey });

/** What both databases must do when an application is stored with its confirmation. */
function storeContract(db: () => Database) {
  const queued = (id: string) => db().select().from(mailOutbox).where(eq(mailOutbox.admissionRequestId, id));

  it('inserts the application and its confirmation together, and a replay queues nothing', async () => {
    const before = Date.now();
    const stored = await insertAdmissionRequest(db(), application('store-1'), confirmationMail);
    expect(stored.created).toBe(true);
    const [mail] = await queued(stored.id);
    expect(mail).toMatchObject({ kind: 'confirmation', dedupeKey: `confirmation:${stored.id}` });
    expect(mail!.sendAfter.getTime()).toBeGreaterThanOrEqual(before + CONFIRMATION_DELAY_MS);
    // Two sends racing under one key: the second inserts nothing and names the first row.
    const replay = await insertAdmissionRequest(db(), application('store-1'), confirmationMail);
    expect(replay).toEqual({ ...stored, created: false });
    expect(await queued(stored.id)).toHaveLength(1);
  });

  it('queues nothing without a message to queue', async () => {
    const stored = await insertAdmissionRequest(db(), application('store-2'));
    expect(stored.created).toBe(true);
    expect(await queued(stored.id)).toEqual([]);
  });

  it('retries a taken reference with both rows, leaving nothing of the failed try', async () => {
    const first = await insertAdmissionRequest(db(), application(null), confirmationMail);
    const outboxBefore = (await db().select().from(mailOutbox)).length;
    forced.push(first.reference);
    const second = await insertAdmissionRequest(db(), application('store-3'), confirmationMail);
    expect(forced).toEqual([]);
    expect(second.created).toBe(true);
    expect(second.reference).not.toBe(first.reference);
    const [row] = await db().select().from(admissionRequests).where(eq(admissionRequests.id, second.id));
    expect(row!.reference).toBe(second.reference);
    expect(await queued(second.id)).toHaveLength(1);
    expect((await db().select().from(mailOutbox)).length).toBe(outboxBefore + 1);
  });
}

describe('storing an application on PostgreSQL', () => {
  const database = migratedDatabase('store');
  storeContract(() => database.db);
});

describe('storing an application on embedded PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
    await handle.migrate();
  });

  afterAll(() => handle?.close());

  storeContract(() => handle.db);
});
