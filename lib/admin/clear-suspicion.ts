import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { admissionRequests } from '@/db/schema';

/**
 * Staff judged a flagged application a person's: the flag goes, so the application joins the
 * default inbox and its applicant may add documents (a fresh upload token comes with the next
 * tracking lookup). True if there was a flag to clear.
 */
export async function clearSuspicion(db: Database, reference: string): Promise<boolean> {
  const rows = await db
    .update(admissionRequests)
    .set({ suspectedReason: null })
    .where(and(eq(admissionRequests.reference, reference), isNotNull(admissionRequests.suspectedReason)))
    .returning({ id: admissionRequests.id });
  return rows.length > 0;
}
