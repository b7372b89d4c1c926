export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * Liveness: the process is up and answers. Never touches the database, so an orchestrator that
 * restarts on failure does not restart every instance while the database is down.
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers });
}

export function HEAD(): Response {
  return new Response(null, { headers: { ...headers, 'Content-Type': 'application/json' } });
}
