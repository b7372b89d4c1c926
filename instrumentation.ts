/**
 * Runs once when a server process starts, before it serves requests: hardens the HTTP server
 * (timeouts, the security headers of every answer: lib/security/server-hook.ts) and applies the
 * migrations so that no form post can reach a database without its tables. Skipped while building
 * (pages are static and never touch the database; build workers must not open the PGlite folder).
 *
 * If the database cannot be reached now, the server still starts and serves the (static) pages;
 * form posts answer 503 and retry the connection and migrations until the database is back.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env } = await import('./lib/core/env');
  const { installServerHook } = await import('./lib/security/server-hook');
  installServerHook({
    headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  });
  if (env.TRUST_PROXY === 0) {
    const { trustSocketAddresses } = await import('./lib/security/socket-address');
    trustSocketAddresses();
  }
  const { getDatabase } = await import('./db');
  const { describeError } = await import('./db/errors');
  const { logEvent } = await import('./lib/core/log');
  const started = Date.now();
  try {
    const { kind } = await getDatabase();
    logEvent('database_ready', { kind, migrationMs: Date.now() - started });
  } catch (error) {
    logEvent('database_unavailable', { phase: 'startup', ...describeError(error) }, 'error');
  }
}
