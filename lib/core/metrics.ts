// What a Prometheus server reads at /metrics (prom-client): the requests, the forms, the mail
// outbox, the rate limits and the process itself (event-loop lag, memory, CPU). Counters live in
// this process; with several instances, Prometheus adds them up.
import client from 'prom-client';

/** What the outbox holds now, read from the database when Prometheus asks. */
export interface OutboxStatus {
  /** Messages not sent yet that will still be tried. */
  waiting: number;
  /** Messages given up on after every try (until someone sends them again). */
  abandoned: number;
}

interface Metrics {
  registry: client.Registry;
  requests: client.Counter<'method' | 'route' | 'status'>;
  duration: client.Histogram<'route'>;
  submissions: client.Counter<'form' | 'suspected'>;
  mailFailures: client.Counter<'kind'>;
  rateLimitRefusals: client.Counter<'limit'>;
  outbox: { read?: () => Promise<OutboxStatus> };
}

function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const outbox: Metrics['outbox'] = {};
  let reading: Promise<OutboxStatus | undefined> | undefined;
  // Both gauges come from one query per scrape.
  const readOutbox = () =>
    (reading ??= (outbox.read?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => setTimeout(() => (reading = undefined), 1_000).unref()));
  for (const [name, help, field] of [
    ['mail_outbox_waiting', 'E-mails to applicants not sent yet that will still be tried.', 'waiting'],
    ['mail_outbox_abandoned', 'E-mails to applicants given up on after every try.', 'abandoned'],
  ] as const) {
    new client.Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const status = await readOutbox();
        // The database unreachable: no sample rather than a false zero.
        if (status) this.set(status[field]);
        else this.reset();
      },
    });
  }
  publishGauges(registry);
  return {
    registry,
    outbox,
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route pattern.',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    submissions: new client.Counter({
      name: 'form_submissions_stored_total',
      help: 'Form posts stored, by form; suspected="true": flagged as likely robots or a flood.',
      labelNames: ['form', 'suspected'],
      registers: [registry],
    }),
    mailFailures: new client.Counter({
      name: 'mail_send_failures_total',
      help: 'E-mails the mail server did not take (each failed try), by kind.',
      labelNames: ['kind'],
      registers: [registry],
    }),
    rateLimitRefusals: new client.Counter({
      name: 'rate_limit_refusals_total',
      help: 'Attempts refused by a rate limit, by limit.',
      labelNames: ['limit'],
      registers: [registry],
    }),
  };
}

/** What `npm start`'s primary process tells its servers of the publishing (scripts/lib/publish.mjs). */
export interface PublishState {
  build: string;
  builds: { succeeded: number; failed: number };
  lastBuild?: { at: number; ok: boolean; durationMs: number };
  building: boolean;
}

declare global {
  var __metrics: Metrics | undefined;
  var __sitePublish: PublishState | undefined;
}

/**
 * The publishing of `npm start` (a server started another way has no samples): the builds made
 * while serving, by result; whether the last one failed (the site then still serves the build
 * before it); when it ended; whether one is under way.
 */
function publishGauges(registry: client.Registry) {
  const read = () => globalThis.__sitePublish;
  new client.Gauge({
    name: 'site_publish_builds',
    help: 'Builds made by `npm start` since it started, by result (succeeded, failed).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const state = read();
      this.reset();
      if (!state) return;
      this.set({ result: 'succeeded' }, state.builds.succeeded);
      this.set({ result: 'failed' }, state.builds.failed);
    },
  });
  for (const [name, help, value] of [
    [
      'site_publish_last_build_failed',
      'Whether the last build failed (1): the site still serves the build before it.',
      (state: PublishState) => (state.lastBuild ? Number(!state.lastBuild.ok) : undefined),
    ],
    [
      'site_publish_last_build_timestamp_seconds',
      'When the last build made by `npm start` ended (Unix time).',
      (state: PublishState) => (state.lastBuild ? state.lastBuild.at / 1000 : undefined),
    ],
    [
      'site_publish_building',
      'Whether a build of changed content is under way (1).',
      (state: PublishState) => Number(state.building),
    ],
  ] as const) {
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const state = read();
        const sample = state && value(state);
        if (sample === undefined) this.reset();
        else this.set(sample);
      },
    });
  }
}

/**
 * The process's one set of metrics. Kept on globalThis: Next.js bundles this module into several
 * server bundles (instrumentation, each route), and each copy must count into the same registry.
 */
export function metrics(): Metrics {
  return (globalThis.__metrics ??= createMetrics());
}

/** The text Prometheus reads, and its content type. */
export async function metricsText(): Promise<{ text: string; contentType: string }> {
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}
