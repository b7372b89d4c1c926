import { describe, expect, it } from 'vitest';
import { insertContactSubmission } from '@/db/submissions';
import { exportCsv } from '@/lib/admin/csv-export';
import { parseFilters } from '@/lib/admin/filters';
import { listInbox } from '@/lib/admin/inbox-queries';
import { migratedDatabase } from './support/migrated-database';

const database = migratedDatabase('inbox');
/** The contact inbox's filters of a query string the filter form could send. */
function valid(params: Record<string, string>) {
  const parsed = parseFilters('contact', params);
  if (!parsed.ok) throw new Error(`Invalid filters: ${parsed.problems.join(', ')}`);
  return parsed.filters;
}

describe('posts that look sent by robots, in the staff inbox', () => {
  it('are left out of the inbox and its export, and listed under their own filter', async () => {
    const { db } = database;
    const message = (name: string, suspectedReason: 'honeypot' | 'no_token' | null) =>
      insertContactSubmission(db, {
        name,
        email: `${name.toLowerCase()}@example.org`,
        subject: 'Frais',
        message: 'Bonjour, une question sur les frais.',
        locale: 'fr',
        idempotencyKey: null,
        suspectedReason,
        bodyHash: null,
        formTokenId: null,
      });
    const person = await message('Ngarlem', null);
    const trapped = await message('Robot', 'honeypot');
    const tokenless = await message('Automate', 'no_token');

    const inbox = await listInbox(db, 'contact', valid({}));
    expect(inbox.entries.map((e) => e.reference)).toEqual([person.reference]);
    const suspected = await listInbox(db, 'contact', valid({ suspected: '1' }));
    expect(suspected.entries.map((e) => e.reference).sort()).toEqual(
      [trapped.reference, tokenless.reference].sort(),
    );

    const exported = await exportCsv(db, 'contact', valid({}));
    expect(exported.rows).toBe(1);
    expect(exported.csv).toContain(person.reference);
    expect(exported.csv).not.toContain(trapped.reference);
    expect((await exportCsv(db, 'contact', valid({ suspected: '1' }))).rows).toBe(2);
  });
});
