import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';

/**
 * How long the privacy policy (content/legal.ts, « Durées de conservation ») keeps a submission:
 * - an application, 24 months after the committee's decision: its status is accepted or refused,
 *   and the clock starts at the last change to that status (a decision changed later starts it
 *   again);
 * - a contact message, 12 months after the office closed it: its status is `answered` (Répondu)
 *   or `archived` (Archivé), from the last change to that status.
 * An item moved back to another status is no longer expired, whatever its age. Its documents,
 * status history, internal notes and queued e-mails go with it (ON DELETE CASCADE).
 */
export const retentionMonths = { admissions: 24, contact: 12 } as const;

export interface PurgeCounts {
  applications: number;
  documents: number;
  contactMessages: number;
  statusChanges: number;
}

function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

function expiredApplications(cutoff: string): SQL {
  return sql`select a.id from admission_requests a
    where a.status in ('accepted', 'refused')
      and (select max(c.changed_at) from status_changes c
           where c.admission_request_id = a.id and c.to_status = a.status) < ${cutoff}::timestamptz`;
}

function expiredContacts(cutoff: string): SQL {
  return sql`select m.id from contact_submissions m
    where m.status in ('answered', 'archived')
      and (select max(c.changed_at) from status_changes c
           where c.contact_submission_id = m.id and c.to_status = m.status) < ${cutoff}::timestamptz`;
}

async function countOf(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${query}) q`)) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** Counts, and unless `dryRun` deletes, what has outlived its retention period at `now`. */
export function purgeExpired(db: Database, { dryRun, now = new Date() }: { dryRun: boolean; now?: Date }) {
  const applications = expiredApplications(monthsBefore(now, retentionMonths.admissions));
  const contacts = expiredContacts(monthsBefore(now, retentionMonths.contact));
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const counts: PurgeCounts = {
      applications: await countOf(t, applications),
      documents: await countOf(
        t,
        sql`select id from application_documents where admission_request_id in (${applications})`,
      ),
      contactMessages: await countOf(t, contacts),
      statusChanges: await countOf(
        t,
        sql`select id from status_changes
            where admission_request_id in (${applications}) or contact_submission_id in (${contacts})`,
      ),
    };
    if (!dryRun) {
      await t.execute(sql`delete from admission_requests where id in (${applications})`);
      await t.execute(sql`delete from contact_submissions where id in (${contacts})`);
    }
    return counts;
  });
}
