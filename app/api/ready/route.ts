import { checkReadiness, type Readiness } from '@/db/readiness';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * Readiness: the database answers and holds every committed migration (db/readiness.ts). A load
 * balancer probes it every few seconds, so a probe is never logged nor rate-limited; only a change
 * between ready and not ready writes one line. The 503 names the reason and nothing else: no
 * error message, no host.
 */
export async function GET(): Promise<Response> {
  const readiness = await observe();
  const body = readiness.ready ? { status: 'ready' } : { status: 'unavailable', reason: readiness.reason };
  return Response.json(body, { status: statusOf(readiness), headers: { 'Cache-Control': 'no-store' } });
}

export async function HEAD(): Promise<Response> {
  const readiness = await observe();
  return new Response(null, {
    status: statusOf(readiness),
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' },
  });
}

const statusOf = (readiness: Readiness) => (readiness.ready ? 200 : 503);

/** The last answer, so that only a change is logged; a process starts out assumed ready. */
let wasReady = true;

async function observe(): Promise<Readiness> {
  const readiness = await checkReadiness();
  if (readiness.ready !== wasReady) {
    wasReady = readiness.ready;
    if (readiness.ready) logEvent('readiness_restored');
    else logEvent('readiness_lost', { reason: readiness.reason }, 'warn');
  }
  return readiness;
}
