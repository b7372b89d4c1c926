import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { throwawayDatabase } from '../integration/support/postgres';
import { application, basePort, copyBundle, runCommand, startInstance, type Instance } from './support/bundle';
import { postJson, startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';

// One build shipped to two instances on one PostgreSQL, behind a round-robin load balancer: what
// one instance knows (rate limits, idempotency keys, sessions, the build) the other knows too, and
// losing an instance loses no submission a visitor was told was stored.

test.describe.configure({ mode: 'serial' });

const ports = [basePort + 1, basePort + 2];
const proxyPort = basePort + 3;
const rateLimit = 3;

const database = throwawayDatabase('bundle_two');
let copy: ReturnType<typeof copyBundle>;
let instances: Instance[] = [];
let proxy: RoundRobinProxy;
let env: Record<string, string>;

test.beforeAll(async () => {
  copy = copyBundle('two');
  await database.create();
  env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: '1',
    FORM_RATE_LIMIT_ADMISSIONS: String(rateLimit),
    // The load below comes from many addresses at once: not a flood of robots.
    FORM_GLOBAL_LIMIT: '10000',
  };
  // Both start together: one applies the migrations, the other waits for its lock.
  instances = await Promise.all(ports.map((port) => startInstance(copy.dir, port, env)));
  proxy = await startRoundRobinProxy(ports, proxyPort);
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.drop().catch(() => undefined);
  copy?.remove();
});

const admissions = () => `${proxy.url}/api/admissions`;

/** The stored applications: reference → e-mail. */
async function storedApplications(): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ reference: string; email: string }>(
      'SELECT reference, email FROM admission_requests',
    );
    return new Map(rows.map((row) => [row.reference, row.email]));
  } finally {
    await client.end();
  }
}

test('the rate limit counts the posts of one address on both instances together', async () => {
  const answers = [];
  for (let post = 0; post <= rateLimit; post++) {
    answers.push(await postJson(admissions(), application({ email: `limit${post}@example.org` }), '127.0.0.2'));
  }
  expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(['0', '1']));
  expect(answers.map((answer) => answer.status)).toEqual([...Array(rateLimit).fill(201), 429]);
  // Another address is not held back by the first one's posts.
  expect((await postJson(admissions(), application(), '127.0.0.3')).status).toBe(201);
});

test('a retried post landing on the other instance gets the same reference', async () => {
  const body = application({ idempotencyKey: `retry-${randomUUID()}`, email: 'retry@example.org' });
  const first = await postJson(admissions(), body, '127.0.0.4');
  const retry = await postJson(admissions(), body, '127.0.0.4');
  expect(first.status).toBe(201);
  expect(retry.status).toBe(201);
  expect(retry.upstream).not.toBe(first.upstream);
  expect(retry.json.reference).toBe(first.json.reference);
  const stored = [...(await storedApplications()).values()];
  expect(stored.filter((email) => email === 'retry@example.org')).toHaveLength(1);
});

test('a staff session opened on one instance works on both', async ({ page }) => {
  const email = `office.${randomUUID().slice(0, 8)}@universite.example`;
  const password = 'two-instances-password';
  const created = runCommand(copy.dir, 'admin-create-user', ['--email', email], env, `${password}\n${password}\n`);
  expect(created.status, created.stderr).toBe(0);

  await page.goto(`${proxy.url}/admin/connexion`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/admin\/connexion/);

  // A page load is several requests: one more in between moves the page to the other instance
  // whatever their count.
  const servedBy = new Set<string>();
  for (let visit = 0; visit < 8 && servedBy.size < 2; visit++) {
    await page.request.get(`${proxy.url}/api/health`);
    const response = await page.goto(`${proxy.url}/admin`);
    expect(response?.status()).toBe(200);
    expect(page.url()).not.toContain('/admin/connexion');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    servedBy.add(response!.headers()['x-upstream']!);
  }
  expect(servedBy).toEqual(new Set(['0', '1']));
});

test('client navigation works across instances', async ({ page }) => {
  await page.goto(`${proxy.url}/`);
  // Links navigate on the client once the page has hydrated (its scripts start after the first paint).
  await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
  // Set on the page's window: a full page load (what a build mismatch forces) would erase it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const from = proxy.served.length;
  const navigations = () => proxy.served.slice(from).filter((request) => request.rsc);
  const pages = ['/admissions', '/news', '/contact', '/'];
  for (let step = 0; step < 12 && new Set(navigations().map((r) => r.upstream)).size < 2; step++) {
    const target = pages[step % pages.length]!;
    // One request outside the page, so that its next one goes to the other instance.
    if (step % 2) await page.request.get(`${proxy.url}/api/health`);
    await page.locator(`a[href="${target}"]:visible`).first().click();
    await expect(page).toHaveURL(`${proxy.url}${target}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(new Set(navigations().map((request) => request.upstream))).toEqual(new Set([0, 1]));
});

test('stopping one instance during a load loses no submission the visitor was told was stored', async () => {
  const submissions = 40;
  const confirmed = new Map<string, string>();
  let answered = 0;
  let stopping: Promise<void> | undefined;
  const send = async (index: number) => {
    const body = application({ idempotencyKey: `load-${index}-${randomUUID()}`, email: `load${index}@example.org` });
    // As the form does: the same submission (same key) is sent again after a failed answer.
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await postJson(admissions(), body, `127.0.1.${index + 1}`).catch(() => undefined);
      if (++answered === submissions / 4) stopping = instances[1]!.stop('SIGKILL');
      if (answer?.status === 201) {
        confirmed.set(String(body.idempotencyKey), String(answer.json.reference));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // Four visitors at a time.
  const queue = [...Array(submissions).keys()];
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) await send(index);
    }),
  );
  await stopping;
  expect(instances[1]!.child.signalCode).toBe('SIGKILL');

  // Every submission was confirmed in the end, by one instance or the other.
  expect(confirmed.size).toBe(submissions);
  const stored = await storedApplications();
  for (const [key, reference] of confirmed) expect(stored.has(reference), key).toBe(true);
  // Retries stored nothing twice: exactly one row per submission.
  const loadRows = [...stored.values()].filter((email) => /^load\d+@example\.org$/.test(email));
  expect(loadRows).toHaveLength(submissions);
});
