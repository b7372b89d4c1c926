// `npm run bench:fuzz`: fast-check generates arbitrary and malformed requests and sends them to
// `next start` on real PostgreSQL, at 127.0.0.1 only.
//   1. The form endpoints: 10,000 posts (bench/lib/fuzz-public.ts). No 5xx, no row stored.
//   2. The staff area, signed in as a staff user made as operators make one: 3,000 requests to the
//      inboxes' and the export's filters, detail and status addresses, and the login form
//      (bench/lib/fuzz-staff.ts). No 5xx, and no server log line holding a seeded applicant's
//      e-mail or a searched value.
//   3. The resumable uploads (the tus protocol at /api/admissions/uploads): 3,000 requests of every
//      method with malformed and hostile headers and bodies, on a real upload, on unknown ones and
//      with other applications' tokens (bench/lib/fuzz-uploads.ts). No 5xx, and every document
//      stored is whole (its size and SHA-256 match its bytes).
// Each part prints its answers by kind and status.
//
//   BENCH_PORT (3415)   BENCH_REQUESTS (10000)   BENCH_STAFF_REQUESTS (3000)
//   BENCH_UPLOAD_REQUESTS (3000)   BENCH_SEED (20261122)
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '@/db/client';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import { publicCases, sendPublic, warmUpCase } from './lib/fuzz-public';
import { sendStaff, staffCases, type StaffSeed } from './lib/fuzz-staff';
import { printTally, sendAll } from './lib/fuzz-tally';
import { createUpload, sendUpload, uploadCases } from './lib/fuzz-uploads';
import { benchUploadToken } from './lib/upload-key';
import { applicationRow, contactRow } from '../tests/support/inbox-rows';
import {
  benchPort,
  createDatabase,
  deadline,
  ensureProductionBuild,
  liftedLimits,
  projectRoot,
  startNext,
  type Database,
  type Server,
} from './lib/harness';

const amount = Number(process.env.BENCH_REQUESTS ?? 10_000);
const staffAmount = Number(process.env.BENCH_STAFF_REQUESTS ?? 3_000);
const uploadAmount = Number(process.env.BENCH_UPLOAD_REQUESTS ?? 3_000);
/** The server's secret, so that the bench can sign upload tokens as the server does. */
const serverSecret = 'fuzz-bench-server-secret-0123456789abcdef';
const seed = Number(process.env.BENCH_SEED ?? 20261122);
const concurrency = 16;
// Every request goes to the loopback address, never to a name that could resolve elsewhere.
const base = new URL(`http://127.0.0.1:${benchPort}`);

const staffEmail = 'fuzz.office@universite.example';
const staffPassword = 'fuzz-bench-password-0';
/** Seeded applicants: their e-mails must never reach the server's log. */
const applicantEmail = (i: number) => `fuzz.applicant.${i}@example.org`;

/** A staff account made the way an operator makes one: `npm run admin:create-user`. */
function createStaffUser(databaseUrl: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  delete env.PGLITE_DATA_DIR;
  const result = spawnSync('npm', ['run', '--silent', 'admin:create-user', '--', '--email', staffEmail], {
    cwd: projectRoot,
    input: `${staffPassword}\n${staffPassword}\n`,
    encoding: 'utf8',
    env,
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`admin:create-user failed: ${result.stderr}`);
}

/** Signs in through the login form; resolves with the session cookie. */
async function logIn(): Promise<string> {
  const response = await fetch(new URL('/admin/session', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base.origin },
    body: new URLSearchParams({ email: staffEmail, password: staffPassword }),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
  if (response.status !== 303 || !cookie) throw new Error(`Login failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** Applications and messages for the inboxes to list, a name stored decomposed among them. */
async function seedSubmissions(databaseUrl: string): Promise<StaffSeed> {
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: 'unused' });
  try {
    const names = ['Achta Mahamat', 'Ze\u0301naba Ali', '=HYPERLINK("x")', '\u200B+235 Zara', 'Ngarlem'];
    const admissions = names.map((fullName, i) =>
      applicationRow({
        reference: `ADM-2026-FZ000${i}`,
        fullName,
        email: applicantEmail(i),
        programType: i % 2 ? 'licence' : 'master',
        createdAt: new Date(Date.UTC(2026, 8, 1 + i)),
      }),
    );
    const contact = names.map((name, i) =>
      contactRow({
        reference: `MSG-2026-FZ000${i}`,
        name,
        email: applicantEmail(10 + i),
        createdAt: new Date(Date.UTC(2026, 8, 1 + i)),
      }),
    );
    await handle.db.insert(admissionRequests).values(admissions);
    await handle.db.insert(contactSubmissions).values(contact);
    return {
      admissions: admissions.map((r) => r.reference),
      contact: contact.map((r) => r.reference),
      searches: [applicantEmail(1), applicantEmail(12), 'fuzz.applicant'],
    };
  } finally {
    await handle.close();
  }
}

let server: Server | undefined;
let database: Database | undefined;
const cleanup = async () => {
  await server?.stop();
  await database?.drop().catch(() => undefined);
};
deadline(15, cleanup);

try {
  ensureProductionBuild();
  database = await createDatabase('fuzz');
  server = await startNext({
    DATABASE_URL: database.url,
    SERVER_SECRET: serverSecret,
    DOCUMENT_RATE_LIMIT: '100000000',
    ...liftedLimits,
  });
  await sendPublic(base, warmUpCase);

  const { tally, seconds, failed } = await sendAll(
    publicCases(amount, seed),
    (c) => sendPublic(base, c),
    concurrency,
  );
  const rows = (await database.count('admission_requests')) + (await database.count('contact_submissions'));
  console.log(
    `\nForm endpoints: ${amount} generated posts (seed ${seed}), ${concurrency} at a time, in ${seconds.toFixed(1)} s\n`,
  );
  const publicFiveHundreds = printTally(tally);
  // A few of the requests answered 5xx, to reproduce by hand.
  for (const c of failed.slice(0, 5)) console.log(`5xx: POST ${c.path} (${c.kind})`);
  console.log(`\n5xx answers: ${publicFiveHundreds}; rows stored: ${rows}`);

  createStaffUser(database.url);
  const data = await seedSubmissions(database.url);
  const cookie = await logIn();
  const staff = await sendAll(
    staffCases(staffAmount, seed, data),
    (c) => sendStaff(base, cookie, c),
    concurrency,
  );
  console.log(
    `\nStaff area: ${staffAmount} generated requests (seed ${seed}), ${concurrency} at a time, in ${staff.seconds.toFixed(1)} s\n`,
  );
  const staffFiveHundreds = printTally(staff.tally);
  for (const c of staff.failed.slice(0, 5)) console.log(`5xx: ${c.method} ${c.path.slice(0, 200)}`);
  // What the server wrote, its lines and Next.js's: no applicant's e-mail, whatever failed.
  const leaks = server.lines.filter((line) => /fuzz\.applicant\.\d+@example\.org/.test(line)).length;
  const failures = server.events.filter((event) => event.event === 'request_failed').length;
  console.log(
    `\n5xx answers: ${staffFiveHundreds}; request_failed log lines: ${failures}; log lines holding an applicant's e-mail: ${leaks}`,
  );

  // The resumable uploads, with the upload tokens of two seeded applications.
  const [mine, theirs] = [data.admissions[0]!, data.admissions[1]!].map((r) =>
    benchUploadToken(serverSecret, r),
  );
  const upload = await createUpload(base, mine!, 150_000);
  const uploads = await sendAll(
    uploadCases(uploadAmount, seed, mine!, theirs!),
    (c) => sendUpload(base, c, upload),
    concurrency,
  );
  console.log(
    `\nResumable uploads: ${uploadAmount} generated requests (seed ${seed}), ${concurrency} at a time, in ${uploads.seconds.toFixed(1)} s\n`,
  );
  const uploadFiveHundreds = printTally(uploads.tally);
  for (const c of uploads.failed.slice(0, 5)) console.log(`5xx: ${c.method} ${c.path.slice(0, 100)}`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const [documents, broken] = await Promise.all([
    client.query<{ n: string }>('SELECT count(*) AS n FROM application_documents'),
    client.query<{ n: string }>(
      `SELECT count(*) AS n FROM application_documents
        WHERE size <> length(content) OR sha256 <> encode(sha256(content), 'hex')`,
    ),
  ]);
  await client.end();
  const partial = Number(broken.rows[0]?.n ?? 0);
  console.log(
    `\n5xx answers: ${uploadFiveHundreds}; documents stored: ${documents.rows[0]?.n}; not whole: ${partial}`,
  );

  const ok =
    publicFiveHundreds === 0 &&
    rows === 0 &&
    staffFiveHundreds === 0 &&
    leaks === 0 &&
    uploadFiveHundreds === 0 &&
    partial === 0;
  console.log(
    ok ? 'OK: no 5xx, nothing stored by the forms, no partial document, no personal data logged.' : 'FAILED',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await cleanup();
}
