// `npm run bench:fuzz`: fast-check generates 10,000 arbitrary and malformed posts to both form
// endpoints (wrong types, huge strings, nested junk, invalid UTF-8, oversize bodies, chunked
// bodies, wrong content types) and sends them to `next start` on real PostgreSQL. Prints the answers
// by status: no 5xx may appear and no row may be stored.
//
//   BENCH_PORT (3415)   BENCH_REQUESTS (10000)   BENCH_SEED (20261122)
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import {
  createDatabase,
  deadline,
  ensureProductionBuild,
  liftedLimits,
  startNext,
  table,
  type Database,
  type Server,
} from './lib/harness';

const amount = Number(process.env.BENCH_REQUESTS ?? 10_000);
const seed = Number(process.env.BENCH_SEED ?? 20261122);
const concurrency = 16;

interface Case {
  kind: string;
  path: string;
  contentType: string | undefined;
  body: Buffer;
  /** Sent in pieces with Transfer-Encoding: chunked (no Content-Length). */
  chunked: boolean;
}

const paths = fc.constantFrom('/api/admissions', '/api/contact');
const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8');
const anyType = fc.constantFrom(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
);
const fieldNames = [
  'fullName',
  'email',
  'phone',
  'diploma',
  'programType',
  'program',
  'message',
  'name',
  'subject',
  'locale',
  'idempotencyKey',
  'website',
  'fillMs',
  '__proto__',
  'constructor',
];
const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const text = (body: string) => Buffer.from(body, 'utf8');

/** Objects with the forms' field names and wrong or random values. */
const formShaped = fc
  .record(
    Object.fromEntries(
      fieldNames.map((f) => [f, fc.oneof(junk, fc.string({ maxLength: 300 }), fc.integer())]),
    ),
    { requiredKeys: [] },
  )
  .map((o) => text(JSON.stringify(o)));

const cases: fc.Arbitrary<Case>[] = [
  fc.record({
    kind: fc.constant('arbitrary JSON'),
    path: paths,
    contentType: jsonType,
    body: fc.jsonValue().map((v) => text(JSON.stringify(v))),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('form fields, wrong types'),
    path: paths,
    contentType: jsonType,
    body: formShaped,
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('huge strings'),
    path: paths,
    contentType: jsonType,
    body: fc
      .tuple(
        fc.constantFrom(...fieldNames),
        fc.integer({ min: 200, max: 40_000 }),
        fc.string({ minLength: 1, maxLength: 4 }),
      )
      .map(([field, n, unit]) => text(JSON.stringify({ [field]: unit.repeat(Math.ceil(n / unit.length)) }))),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('deep nesting'),
    path: paths,
    contentType: jsonType,
    body: fc.integer({ min: 50, max: 8000 }).map((depth) => text(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('invalid UTF-8'),
    path: paths,
    contentType: jsonType,
    body: fc
      .tuple(
        formShaped,
        fc.uint8Array({ minLength: 1, maxLength: 8 }).map((b) => Buffer.from([0xc3, 0x28, ...b, 0xff])),
      )
      .map(([json, bad]) =>
        Buffer.concat([json.subarray(0, Math.max(1, json.length - 2)), bad, json.subarray(-2)]),
      ),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('random bytes'),
    path: paths,
    contentType: jsonType,
    body: fc.uint8Array({ maxLength: 4000 }).map((b) => Buffer.from(b)),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('oversize'),
    path: paths,
    contentType: jsonType,
    body: fc.integer({ min: 16 * 1024 + 1, max: 300_000 }).map((n) => text(`{"message":"${'x'.repeat(n)}"}`)),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('wrong content type'),
    path: paths,
    contentType: anyType,
    body: formShaped,
    chunked: fc.boolean(),
  }),
];

function send(base: URL, c: Case): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    if (!c.chunked) headers['content-length'] = String(c.body.length);
    const req = httpRequest(new URL(c.path, base), { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // The server may answer 413 and close before the whole body is written.
    req.on('error', () => resolve(-1));
    req.setTimeout(30_000, () => req.destroy());
    if (c.chunked) {
      for (let i = 0; i < c.body.length; i += 4096) req.write(c.body.subarray(i, i + 4096));
      req.end();
    } else req.end(c.body);
  });
}

let server: Server | undefined;
let database: Database | undefined;
const cleanup = async () => {
  await server?.stop();
  await database?.drop().catch(() => undefined);
};
deadline(10, cleanup);

try {
  ensureProductionBuild();
  database = await createDatabase('fuzz');
  server = await startNext({ DATABASE_URL: database.url, ...liftedLimits });
  // The endpoints create the tables on first use: one invalid post does it.
  await send(new URL(server.url), {
    kind: '',
    path: '/api/contact',
    contentType: 'application/json',
    body: text('{}'),
    chunked: false,
  });

  const generated = fc.sample(fc.oneof(...cases), { numRuns: amount, seed });
  const byKind = new Map<string, Map<number, number>>();
  const started = Date.now();
  let next = 0;
  const base = new URL(server.url);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < generated.length) {
        const c = generated[next++]!;
        const status = await send(base, c);
        const counts = byKind.get(c.kind) ?? new Map<number, number>();
        counts.set(status, (counts.get(status) ?? 0) + 1);
        byKind.set(c.kind, counts);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const rows = (await database.count('admission_requests')) + (await database.count('contact_submissions'));
  const statuses = [...new Set([...byKind.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  const label = (s: number) => (s === -1 ? 'closed early' : `HTTP ${s}`);
  const summary = [...byKind.entries()].map(([kind, counts]) => ({
    kind,
    sent: [...counts.values()].reduce((a, b) => a + b, 0),
    ...Object.fromEntries(statuses.map((s) => [label(s), counts.get(s) ?? 0])),
  }));
  const total = Object.fromEntries(
    statuses.map((s) => [
      label(s),
      summary.reduce((sum, r) => sum + Number(r[label(s) as keyof typeof r] ?? 0), 0),
    ]),
  );
  console.log(
    `\n${amount} generated posts (seed ${seed}), ${concurrency} at a time, in ${seconds.toFixed(1)} s\n`,
  );
  table([...summary, { kind: 'total', sent: amount, ...total }]);
  const fiveHundreds = statuses.filter((s) => s >= 500).reduce((sum, s) => sum + Number(total[label(s)]), 0);
  console.log(`\n5xx answers: ${fiveHundreds}; rows stored: ${rows}`);
  const ok = fiveHundreds === 0 && rows === 0;
  console.log(ok ? 'OK: no 5xx, nothing stored.' : 'FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await cleanup();
}
