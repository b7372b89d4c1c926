import 'server-only';
import { getDatabase } from '@/db';
import { deleteExpiredUploads } from '@/db/document-uploads';
import { describeError } from '@/db/errors';
import { logEvent } from '@/lib/core/log';

/** How often each server instance deletes the uploads past their expiry (UPLOAD_EXPIRY_MS). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes every upload past its expiry, with its bytes; how many. */
export async function sweepExpiredUploads(): Promise<number> {
  const { db } = await getDatabase();
  const deleted = await deleteExpiredUploads(db);
  if (deleted > 0) logEvent('uploads_expired', { deleted });
  return deleted;
}

let started = false;

/** Started with the server (instrumentation.ts): once now, then every hour. */
export function startUploadSweep(): void {
  if (started) return;
  started = true;
  const sweep = () =>
    void sweepExpiredUploads().catch((error: unknown) =>
      logEvent('uploads_sweep_failed', describeError(error), 'warn'),
    );
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  sweep();
}
