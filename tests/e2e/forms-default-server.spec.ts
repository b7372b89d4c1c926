import { spawn, type ChildProcess } from 'node:child_process';
import { intakeDays } from '../support/intake-days';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The rate limits as an operator gets them by default: TRUST_PROXY=0 (no reverse proxy in front)
 * and 5 applications per address. The other specs raise the limits, so this one starts its own
 * `next start` of the same build, on an embedded database of its own.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 20;
let server: ChildProcess | undefined;
/** The server's log lines (one JSON object each): they say how each post was judged. */
const logLines: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The server migrates its embedded database before it answers: slow on a busy machine.
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-address-')),
    NEXT_TELEMETRY_DISABLED: '1',
    // Applications are taken on a day the first round is open (a test-only setting: lib/core/env.ts).
    INTAKE_TODAY: intakeDays.inside,
  };
  for (const name of [
    'DATABASE_URL',
    'TRUST_PROXY',
    'FORM_RATE_LIMIT_ADMISSIONS',
    'FORM_RATE_LIMIT_CONTACT',
  ]) {
    delete env[name];
  }
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  server.stdout!.setEncoding('utf8');
  server.stdout!.on('data', (chunk: string) => logLines.push(...chunk.split('\n')));
  await expect
    .poll(
      () =>
        send('GET', '/contact').then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 110_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request on its own connection, from `localAddress` (any 127.0.0.0/8 address is this machine). */
function send(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body = '',
  localAddress = '127.0.0.1',
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers, localAddress, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const application = JSON.stringify({
  fullName: 'Achta Mahamat Saleh',
  email: 'achta@example.org',
  phone: '+235 66 00 00 01',
  diploma: 'Baccalauréat série D (2025)',
  programType: 'licence',
  program: 'droit-public-prive',
  message: '',
});

const json = { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` };

test('without a trusted proxy, a client cannot choose its address: a new X-Forwarded-For per post still meets the limit', async () => {
  const statuses: number[] = [];
  for (let i = 1; i <= 7; i++) {
    // Claiming to be 127.0.0.2, the address the next test sends from.
    const claimed = i === 1 ? '127.0.0.2' : `198.51.100.${i}`;
    const answer = await send(
      'POST',
      '/api/admissions',
      { ...json, 'X-Forwarded-For': claimed, 'X-Real-IP': claimed },
      application,
    );
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

test("naming another client's address locks nobody else out", async () => {
  const other = await send('POST', '/api/admissions', json, application, '127.0.0.2');
  expect(other.status).toBe(201);
});

test('a forged X-Forwarded-Host does not make a cross-site post look same-site', async () => {
  const forged = await send(
    'POST',
    '/api/contact',
    {
      'Content-Type': 'application/json',
      Origin: 'https://evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    },
    JSON.stringify({
      name: 'Ngarlem',
      email: 'n@example.org',
      subject: 'Frais',
      message: 'Bonjour, une question.',
    }),
    '127.0.0.3',
  );
  expect(forged.status).toBe(403);
});

test('the form pages hand out a form token, keep a current one, and time a post from the page', async () => {
  for (const page of ['/admissions', '/contact', '/en/admissions', '/en/contact']) {
    const served = await send('GET', page, {}, '', '127.0.0.4');
    expect(served.headers['cache-control'], page).toBe('private, no-cache');
    expect(served.headers['set-cookie']?.[0], page).toMatch(
      /^form_token=v1\.[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
  }
  const home = await send('GET', '/', {}, '', '127.0.0.4');
  expect(home.headers['set-cookie']).toBeUndefined();

  const token = (await send('GET', '/contact', {}, '', '127.0.0.5')).headers['set-cookie']![0]!.split(
    ';',
  )[0]!;
  // Back on the page with it: the token is kept, so a visitor finishing a draft keeps their time.
  const again = await send('GET', '/contact', { Cookie: token }, '', '127.0.0.5');
  expect(again.headers['set-cookie']).toBeUndefined();

  const message = (name: string) =>
    JSON.stringify({ name, email: 'n@example.org', subject: 'Frais', message: 'Bonjour, une question.' });
  // Sent at once: a robot's speed. Stored all the same, and answered a fresh token.
  const fast = await send(
    'POST',
    '/api/contact',
    { ...json, Cookie: token },
    message('Ngarlem Rapide'),
    '127.0.0.5',
  );
  expect(fast.status).toBe(201);
  expect(fast.headers['set-cookie']?.[0]).toMatch(/^form_token=v1\./);
  await new Promise((resolve) => setTimeout(resolve, 1_600));
  const fresh = (await send('GET', '/contact', {}, '', '127.0.0.6')).headers['set-cookie']![0]!.split(
    ';',
  )[0]!;
  await new Promise((resolve) => setTimeout(resolve, 1_600));
  const person = await send(
    'POST',
    '/api/contact',
    { ...json, Cookie: fresh },
    message('Ngarlem Posé'),
    '127.0.0.6',
  );
  expect(person.status).toBe(201);
  // The same token for another message: it served its submission already.
  const reused = await send(
    'POST',
    '/api/contact',
    { ...json, Cookie: fresh },
    message('Ngarlem Bis'),
    '127.0.0.6',
  );
  expect(reused.status).toBe(201);
  const [fastRef, personRef, reusedRef] = [fast, person, reused].map(
    (answer) => (JSON.parse(answer.body) as { reference: string }).reference,
  );
  const judged = (reference: string | undefined) =>
    logLines
      .filter((line) => line.includes(`"${reference}"`))
      .map((line) => JSON.parse(line) as { event: string; reason?: string })
      .map(({ event, reason }) => reason ?? event);
  await expect.poll(() => judged(reusedRef)).toEqual(['token_reused']);
  expect(judged(fastRef)).toEqual(['too_fast']);
  expect(judged(personRef)).toEqual(['form_stored']);
});
