import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { slowHeaders, statusLine, trickle } from '../support/slow-client';
import { ContactFormPage, takeAPersonsTime } from './support/forms';
import { startupScripts } from './support/html';
import { openPage, SiteHeader } from './support/site';

/**
 * The production build with its Content-Security-Policy enforced (Playwright does not bypass it):
 * pages load without a single violation or console error, and their scripts run (hydration), so the
 * hashes of the inline scripts are right and nothing the site needs is blocked.
 */

const port = Number(process.env.E2E_PORT ?? 3100);

/** Records CSP violations and console errors from the moment the page starts. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Init scripts are injected by the browser's debugging protocol: the page's CSP does not apply.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

const pages = [
  '/',
  '/en',
  '/university',
  '/licences',
  '/licences/genie-logiciel',
  '/en/masters/management-ong',
  '/programs',
  '/news',
  '/news/lancement-formation-continue',
  '/gallery',
  '/admissions',
  '/contact',
  '/en/contact',
  '/faq',
];

test('every page is served with a strict CSP and the security headers', async ({ request }) => {
  for (const path of [...pages, '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'sha256-/);
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=31536000/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
    if (/^(\/en)?\/(admissions|contact)$/.test(path)) {
      // A form page hands each visitor a form token of their own (tests/e2e/forms-default-server.spec.ts,
      // where the database is always up): never cached for another.
      expect(headers['cache-control'], path).toBe('private, no-cache');
    } else if (path !== '/no-such-page') {
      // Still pre-rendered and cacheable by a CDN: the policy comes with the static file.
      expect(headers['cache-control'], path).toMatch(/s-maxage=31536000/);
      expect(headers['set-cookie'], path).toBeUndefined();
    }
  }
  const api = await request.post('/api/contact', { data: {} });
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toMatch(/no-cache/);
  // The worker obeys the policy it is served with: it may fetch this site, nothing else.
  expect(worker.headers()['content-security-policy']).toBe(
    "default-src 'none'; script-src 'self'; connect-src 'self'",
  );
});

test('every other answer carries the security headers too: files, redirects, errors, odd addresses', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  const chunk = startupScripts(home)[0];
  expect(chunk).toBeDefined();
  const answers = {
    // The proxy's matcher skips addresses with a dot, but not in the staff area: its gate still
    // applies, and with a session cookie the page's own policy with its nonce (whatever the page
    // then answers: this server may have no database yet, see support/database.ts).
    'GET /admin/admissions/x.png': await request.get('/admin/admissions/x.png', { maxRedirects: 0 }),
    'GET /admin/admissions/x.png (cookie)': await request.get('/admin/admissions/x.png', {
      maxRedirects: 0,
      headers: { Cookie: 'staff_session=not-a-session' },
    }),
    'TRACE /': await request.fetch('/', { method: 'TRACE' }),
    'GET /fr/about': await request.get('/fr/about', { maxRedirects: 0 }),
    'GET /no-such-page': await request.get('/no-such-page'),
    'GET /no-such-file.png': await request.get('/no-such-file.png'),
    [`GET ${chunk}`]: await request.get(chunk!),
    'GET /connection-test.gif': await request.get('/connection-test.gif'),
    'PUT /api/contact': await request.put('/api/contact', { data: {} }),
  };
  const statuses = Object.fromEntries(
    Object.entries(answers)
      .filter(([name]) => !name.endsWith('(cookie)'))
      .map(([name, answer]) => [name, answer.status()]),
  );
  expect(statuses).toEqual({
    'GET /admin/admissions/x.png': 307,
    'TRACE /': 405,
    'GET /fr/about': 308,
    'GET /no-such-page': 404,
    'GET /no-such-file.png': 404,
    [`GET ${chunk}`]: 200,
    'GET /connection-test.gif': 200,
    'PUT /api/contact': 405,
  });
  for (const [name, answer] of Object.entries(answers)) {
    const headers = answer.headers();
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], name).toBe('DENY');
    expect(headers['strict-transport-security'], name).toMatch(/max-age=31536000/);
    expect(headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], name).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  }
  expect(answers['GET /admin/admissions/x.png'].headers().location).toBe('/admin/connexion');
  expect(answers['GET /admin/admissions/x.png (cookie)'].headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-/,
  );
  // A brochure has the headers but no policy: browsers draw a PDF in a viewer a policy breaks.
  const brochure = await request.get('/brochures/genie-logiciel.pdf');
  expect(brochure.headers()['content-type']).toBe('application/pdf');
  expect(brochure.headers()['x-content-type-options']).toBe('nosniff');
  expect(brochure.headers()['content-security-policy']).toBeUndefined();
  // A 404 no page policy reached keeps the site's look, and runs no script.
  expect(answers['GET /no-such-file.png'].headers()['content-security-policy']).toContain(
    "script-src 'none'",
  );
});

test("the service worker's source map is not published", async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker.includes('sourceMappingURL'), '/sw.js names a source map').toBe(false);
  for (const path of ['/sw.js.map', '/serwist/sw.js.map']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a server action posted from another site is refused 403, not failed 500', async ({ request }) => {
  for (const path of ['/admissions', '/admin/modeles/missing_documents']) {
    for (const origin of ['https://evil.example', `ws://localhost:${port}`]) {
      const answer = await request.post(path, {
        headers: { 'Next-Action': '7f6e5d4c3b2a1900', Origin: origin, 'Content-Type': 'text/plain' },
        data: '[]',
        maxRedirects: 0,
      });
      expect(answer.status(), `${path} from ${origin}`).toBe(403);
    }
  }
});

/** Sends a post's head and `chunks` on a socket; what the server wrote back before it closed. */
function rawPost(path: string, head: string, chunks: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n${head}\r\n`);
      for (const chunk of chunks) socket.write(chunk);
    });
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.setTimeout(20_000, () => reject(new Error('no answer')));
  });
}

test('a staff-area post past its limit is refused 413 before it is read, declared or not', async () => {
  const piece = 'a'.repeat(64 * 1024);
  // A declared 200 MB: answered 413 after the first 64 KB, the rest never asked for.
  for (const path of [
    '/admin/deconnexion',
    '/admin/admissions/ADM-2026-7K3Q9X/notes',
    '/admin/admissions/lot',
  ]) {
    const answer = await rawPost(
      path,
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 209715200\r\n',
      [piece],
    );
    expect(statusLine(answer), path).toBe('HTTP/1.1 413 Payload Too Large');
  }
  // Chunked, without a length: counted while it arrives.
  const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
  const chunked = await rawPost(
    '/admin/deconnexion',
    'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n',
    Array<string>(8).fill(chunk),
  );
  expect(statusLine(chunked)).toBe('HTTP/1.1 413 Payload Too Large');
});

test('a client that sends its headers slowly is cut off with 408 before it is done', async () => {
  // The server waits HTTP_HEADERS_TIMEOUT_MS (3 s here, playwright.config.ts) for a request's
  // headers; this client would take 15 s to send them.
  const { answer, finished } = await trickle(port, slowHeaders('/', 60), 250);
  expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
  expect(finished).toBe(false);
});

test('pages load under the CSP without a violation or console error, and hydrate', async ({ page }) => {
  // Fifteen pages one after another, each until it has hydrated, beside the other worker.
  test.setTimeout(20_000 + pages.length * 4_000);
  const problems = await watch(page);
  // The console reports a failed load without its address; the responses say which it was.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(new URL(response.url()).pathname);
  });
  for (const path of pages) await openPage(page, path);
  await openPage(page, '/no-such-page');
  expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.filter((path) => path !== '/no-such-page')).toEqual([]);
});

test('under the CSP, the header menus open and a form is sent through JavaScript', async ({ page }) => {
  const problems = await watch(page);
  await openPage(page, '/contact');
  const header = new SiteHeader(page);
  await header.trigger('Formations').click();
  await expect(header.trigger('Formations')).toHaveAttribute('aria-expanded', 'true');
  await expect(header.panel('formations')).toBeVisible();
  await page.keyboard.press('Escape');

  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();
  await form.fill({
    name: 'Ngarlem Dionadji',
    email: `csp.${randomUUID().slice(0, 8)}@example.org`,
    subject: 'Frais de scolarité',
    message: 'Bonjour, pouvez-vous me communiquer les frais de la licence ?',
  });
  // The database behind this server belongs to the forms spec, which cuts it to test outages; so
  // the answer is given here, and what is sent is checked. (forms.spec.ts stores real rows, under
  // this same enforced policy.)
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, json: { reference: 'MSG-2026-CSP0K1' } }),
  );
  await takeAPersonsTime();
  const request = page.waitForRequest('**/api/contact');
  await form.submit.click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ name: 'Ngarlem Dionadji', locale: 'fr', website: '' });
  expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  // How long the visitor took is judged by the server from the page's form token, not declared.
  expect(sent).not.toHaveProperty('fillMs');
  await expect(form.reference).toContainText('MSG-2026-CSP0K1');
  await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('under the CSP, the mobile menu opens and navigates', async ({ page }) => {
    const problems = await watch(page);
    await openPage(page, '/en');
    const header = new SiteHeader(page);
    await header.menuButton.click();
    await expect(header.mobileNav).toBeVisible();
    await header.mobileNav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/en/contact');
    expect(problems).toEqual([]);
  });
});
