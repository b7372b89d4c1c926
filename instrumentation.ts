import type { Instrumentation } from 'next';

/**
 * Runs once when a server process starts, before it serves requests: turns what Next.js prints on
 * console.error / console.warn into JSON log lines (lib/core/console-lines.ts), hooks the HTTP server
 * (timeouts, the security headers of every answer, the pre-rendered pages and the scripts answered
 * from memory:
 * lib/security/server-hook.ts) and applies the migrations so that no form post can reach a
 * database without its tables. Skipped while building
 * (pages are static and never touch the database; build workers must not open the PGlite folder).
 *
 * If the database cannot be reached now, the server still starts and serves the (static) pages;
 * form posts answer 503 and retry the connection and migrations until the database is back.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Already checked before Next.js started (the bundle's server.js, `npm start`); here too for a
  // server started another way (`next start`): a refused setting ends the process, exit code 1.
  const { checkSettings } = await import('./lib/core/settings-check');
  await checkSettings();
  const { writeConsoleAsJsonLines } = await import('./lib/core/console-lines');
  writeConsoleAsJsonLines();
  const { env } = await import('./lib/core/env');
  const { installServerHook } = await import('./lib/security/server-hook');
  const { createPrerenderedAnswers, prerenderedAddresses, staticAddresses } =
    await import('./lib/serving/prerendered-answers');
  const { routePatterns } = await import('./lib/serving/route-patterns');
  installServerHook({
    prerendered: createPrerenderedAnswers([...prerenderedAddresses(), ...staticAddresses()]),
    watch: { routeOf: routePatterns(), accessLog: env.ACCESS_LOG === 'on' },
    metrics: { token: env.METRICS_TOKEN },
    headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    socketAddress: env.TRUST_PROXY === 0,
    siteUrl: env.SITE_URL,
  });
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
  await learnFormTokenKey();
  // E-mails to applicants go from a queue in the database, retried until the mail server takes them.
  const { startOutbox } = await import('./lib/notify/outbox');
  startOutbox();
  // The outbox gauges of /metrics, read from the database when Prometheus asks.
  const { metrics } = await import('./lib/core/metrics');
  const { outboxStatus } = await import('./lib/notify/outbox-status');
  metrics().outbox.read = async () => outboxStatus((await getDatabase()).db);
  // Unfinished document uploads are deleted once expired, whichever instance they began on.
  const { startUploadSweep } = await import('./lib/documents/upload-sweep');
  startUploadSweep();
}

/**
 * The form tokens' key, loaded before the first request: the proxy signs the form pages' tokens
 * with it and cannot wait for the database. Derived from SERVER_SECRET when set; else from the
 * secret kept in the database, tried again every few seconds in the background while the database
 * is unreachable (the form posts need the database anyway).
 */
async function learnFormTokenKey(): Promise<void> {
  const { getDatabase } = await import('./db');
  const { FORM_TOKEN_PURPOSE, loadFormTokenKey } = await import('./lib/forms/form-token-check');
  const { configuredKey } = await import('./lib/security/signing-key');
  const { rememberFormTokenKey } = await import('./lib/security/form-token-key');
  const configured = configuredKey(FORM_TOKEN_PURPOSE);
  if (configured) return rememberFormTokenKey(configured);
  try {
    await loadFormTokenKey((await getDatabase()).db);
  } catch {
    setTimeout(() => void learnFormTokenKey(), 5_000).unref();
  }
}

/**
 * Every server error of a page or route handler, logged by the project's logger: the route and the
 * error's name, digest and code, never its message nor the query string (lib/core/request-errors.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { logRequestError } = await import('./lib/core/request-errors');
  logRequestError(error, request, context);
};
