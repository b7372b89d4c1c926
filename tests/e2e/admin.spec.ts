import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { isoOfficeDateTime } from '@/i18n/format';
import { statusLabels } from '@/lib/admin/labels';
import { contactNotifyTo, createStaff, logIn, notifyTo, query, runCli, smtpPort } from './support/admin';
import { uniqueEmail } from './support/applications';
import { expectAllListed, heldInBrowser, missingFrom } from './support/browser-storage';
import { parseCsv } from './support/csv';
import { AdmissionFormPage, takeAPersonsTime } from './support/forms';
import { openPage } from './support/site';

// The project 'admin' exists only with E2E_DATABASE_URL (playwright.config.ts); its server talks
// to that database directly, and so do the command-line tools and these checks.

/** The text of a quoted-printable mail as a reader sees it (soft line breaks joined, =XX decoded). */
function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

test('every /admin address without a valid session leads to the login page, which is never indexed nor cached', async ({
  request,
}) => {
  const paths = [
    '/admin',
    '/admin/admissions',
    '/admin/contact',
    '/admin/admissions?status=new&page=2',
    '/admin/admissions/ADM-2026-AAAAAA',
    '/admin/contact/MSG-2026-AAAAAA',
    '/admin/admissions/exporter',
    '/admin/contact/exporter?from=2026-09-01',
    '/admin/no/such/page',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([303, 307], path).toContain(response.status());
    expect(response.headers()['location'], path).toMatch(/^(http:\/\/localhost:\d+)?\/admin\/connexion$/);
  }
  // A cookie that names no session (forged, expired, logged out) is no better than none.
  for (const path of ['/admin/admissions', '/admin/contact/MSG-2026-AAAAAA', '/admin/admissions/exporter']) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { Cookie: `staff_session=${'A'.repeat(43)}` },
    });
    expect([303, 307], path).toContain(response.status());
    expect(response.headers()['location'], path).toMatch(/\/admin\/connexion$/);
  }
  const post = await request.post('/admin/admissions/ADM-2026-AAAAAA/statut', {
    form: { status: 'accepted' },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(303);
  expect(post.headers()['location']).toMatch(/\/admin\/connexion$/);

  const login = await request.get('/admin/connexion');
  expect(login.status()).toBe(200);
  expect(login.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(login.headers()['cache-control']).toContain('no-store');
  expect(await login.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);

  // The sign-in page's former, English, address: bookmarks still lead there, for good.
  const former = await request.get('/admin/login?done=logout', { maxRedirects: 0 });
  expect(former.status()).toBe(308);
  expect(former.headers()['location']).toBe('/admin/connexion?done=logout');
});

test('a staff user made by the CLI sees a request sent through the public form, inert as typed, changes its status and exports it as CSV matching the database', async ({
  page,
}) => {
  // Two runs of the command-line tools (a few seconds each on a busy machine) and many pages.
  test.setTimeout(120_000);
  const password = `Mot-de-passe-${randomUUID().slice(0, 8)}`;
  const staffEmail = createStaff(password);

  // A visitor applies, typing markup and a spreadsheet formula (a name holds letters only).
  const applicant = {
    fullName: 'Achta N’Garé-Saleh',
    email: uniqueEmail('achta'),
    phone: '+235 66 12 34 56',
    diploma: '=HYPERLINK("http://evil.example","Bac D")',
    programType: 'master',
    program: 'management-ong',
    message:
      '<script>window.__xss = 1</script>Bonjour <img src="x" onerror="window.__xss = 2">; je postule "vraiment".\nDeuxième ligne.',
  };
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  await form.fill(applicant);
  await takeAPersonsTime();
  await form.submit.click();
  await expect(form.reference).toContainText(/ADM-\d{4}-/);
  const [stored] = await query<{ reference: string }>(
    'SELECT reference FROM admission_requests WHERE email = $1',
    [applicant.email],
  );
  const reference = stored!.reference;

  await logIn(page, staffEmail, password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  await expect(page.getByTestId('staff-email')).toHaveText(staffEmail);
  // Newest first: the request just sent heads the inbox (unless another test sent one since).
  await page.getByLabel('Nom, e-mail, référence ou téléphone').fill(applicant.email);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByTestId('inbox-total')).toHaveText('1 demande');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(applicant.fullName);
  await expect(row).toContainText('Management des ONG');
  await expect(row).toContainText(statusLabels.new);

  await row.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/admissions/${reference}$`));
  // Every field, shown as the visitor typed it: the markup is text, nothing ran.
  for (const value of [applicant.fullName, applicant.email, applicant.phone, applicant.diploma]) {
    await expect(page.getByRole('main').getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('submission-text')).toHaveText(applicant.message);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img, main script')).toHaveCount(0);

  for (const status of ['in_review', 'accepted'] as const) {
    await page.getByLabel('Statut').selectOption(status);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Statut enregistré.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(statusLabels[status]);
  }
  const history = page.getByTestId('status-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(
    `${statusLabels.in_review} → ${statusLabels.accepted}, par ${staffEmail}`,
  );
  await expect(history.nth(1)).toContainText(
    `${statusLabels.new} → ${statusLabels.in_review}, par ${staffEmail}`,
  );
  const changes = await query(
    `SELECT c.from_status, c.to_status, u.email FROM status_changes c
     JOIN admission_requests a ON a.id = c.admission_request_id JOIN staff_users u ON u.id = c.changed_by
     WHERE a.reference = $1 ORDER BY c.changed_at`,
    [reference],
  );
  expect(changes).toEqual([
    { from_status: 'new', to_status: 'in_review', email: staffEmail },
    { from_status: 'in_review', to_status: 'accepted', email: staffEmail },
  ]);

  // The export of the filtered list: the rows of the database, cell for cell.
  await page.goto(`/admin/admissions?q=${encodeURIComponent(applicant.email)}&status=accepted`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const file = readFileSync((await (await download).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = file.toString('utf8');
  const [header, ...rows] = parseCsv(csv);
  expect(header).toEqual([
    'Référence',
    'Date',
    'Statut',
    'Nom complet',
    'E-mail',
    'Téléphone',
    'Diplôme',
    'Type de programme',
    'Programme',
    'Lettre de motivation',
    'Langue',
  ]);
  const dbRows = await query<Record<string, string> & { created_at: Date }>(
    'SELECT * FROM admission_requests WHERE email = $1 ORDER BY created_at DESC',
    [applicant.email],
  );
  expect(rows).toEqual(
    dbRows.map((r) => [
      r.reference,
      isoOfficeDateTime(r.created_at),
      statusLabels.accepted,
      r.full_name,
      r.email,
      // Cells a spreadsheet would run as formulas start with a quote.
      `'${r.phone}`,
      `'${r.diploma}`,
      'Master',
      r.program_name,
      r.motivation_letter,
      r.locale,
    ]),
  );
  expect(rows[0]![3]).toBe(applicant.fullName);
  expect(rows[0]![9]).toBe(applicant.message);

  // The same line from the command line.
  const today = isoOfficeDateTime(new Date()).slice(0, 10);
  const cli = runCli(['export', '--', 'admissions', '--since', today]);
  expect(cli.status).toBe(0);
  const cliRows = parseCsv(cli.stdout);
  expect(cliRows[0]).toEqual(header);
  expect(cliRows.find((cells) => cells[0] === reference)).toEqual(rows[0]);
  const webLine = csv.split('\r\n').find((line) => line.startsWith(reference));
  expect(cli.stdout).toContain(webLine);

  const unknown = await page.goto('/admin/admissions/ADM-2026-AAAAAA');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Introuvable' })).toBeVisible();

  // Signed in or not, the public pages are the same pre-rendered, cacheable files (the form pages
  // are revalidated: they hand out form tokens, never a staff cookie), and the staff pages are not
  // in the site map.
  for (const path of ['/', '/news', '/en/university', '/admissions', '/en/contact']) {
    const response = await page.request.get(path);
    expect(response.headers()['x-nextjs-prerender'], path).toBeTruthy();
    const formPage = path.endsWith('/admissions') || path.endsWith('/contact');
    expect(response.headers()['cache-control'], path).toMatch(
      formPage ? /^private, no-cache$/ : /s-maxage=\d{6,}/,
    );
    expect(response.headers()['set-cookie'] ?? 'form_token=', path).toMatch(/^form_token=/);
  }
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const listed = [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed).toContain('/licences/administration-generale-entreprises');
  // Not a page under /admin (a programme slug may begin with "admin…").
  expect(listed.filter((p) => /^(?:\/en)?\/admin(?:\/|$)/.test(p))).toEqual([]);

  // Logging out ends the session for good, not only in this browser.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session');
  // Path=/: the editing screen (/keystatic) and its API read the same session.
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  await page.goto('/admin/admissions');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();
  const replay = await page.request.get('/admin/admissions', {
    maxRedirects: 0,
    headers: { Cookie: `staff_session=${cookie!.value}` },
  });
  expect(replay.headers()['location']).toMatch(/\/admin\/connexion$/);
});

test('filters that cannot be applied list nothing and say why, the export refuses them, and a malformed reference is not found', async ({
  page,
}) => {
  const password = `Filtres-${randomUUID().slice(0, 8)}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);

  const response = await page.goto('/admin/admissions?q=%00&from=0000-01-01&to=0001-01-01&status=lost');
  expect(response?.status()).toBe(200);
  const problems = page.getByTestId('filter-problems');
  await expect(problems).toContainText('Filtres non valides');
  for (const named of ['Nom, e-mail, référence ou téléphone :', 'Statut :', 'Du :', 'Au :'])
    await expect(problems).toContainText(named);
  await expect(page.getByTestId('inbox-total')).toHaveText('0 demande');
  // Exporting from here would not be the list shown.
  await expect(page.getByRole('link', { name: 'Exporter en CSV' })).toHaveCount(0);

  for (const query of ['?to=0001-01-01', '?status=lost', '?q=%00']) {
    const refused = await page.request.get(`/admin/admissions/exporter${query}`);
    expect(refused.status(), query).toBe(400);
    expect(await refused.text(), query).toMatch(/^Export refusé/);
  }
  // Malformed escapes, which Next.js alone would answer with a bare 500, and another inbox's prefix.
  for (const path of [
    '/admin/admissions/%E0%A4%A',
    '/admin/%ZZ',
    '/admin/contact/%C3%28.pdf',
    '/admin/contact/ADM-2026-AAAAAA',
    '/admin/admissions/%00',
  ]) {
    const unknown = await page.goto(path);
    expect(unknown?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Introuvable' })).toBeVisible();
  }
  const post = await page.request.post('/admin/admissions/%E0%A4%A/statut', { form: { status: 'accepted' } });
  expect(post.status()).toBe(404);
});

test('the staff session cookie is the one the privacy policy names for staff, and nothing unlisted is added', async ({
  page,
}) => {
  const password = `Privacy-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  const held = await heldInBrowser(page);
  expect(missingFrom(held, 'staff')).toEqual([]);
  expectAllListed(held);
});

test('wrong passwords hold the account back, but not a browser that signed in to it before', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const password = `Mot-de-passe-${randomUUID().slice(0, 8)}`;
  const email = createStaff(password);
  // The staff member signs in once in this browser, then out: the browser keeps a device cookie.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  const device = (await page.context().cookies()).find((c) => c.name === 'staff_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  // Someone else, in another browser, guesses the password.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guesser = await stranger.newPage();
  try {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await logIn(guesser, email, `wrong-${attempt}-${password}`);
      await expect(guesser.getByRole('main').getByRole('alert')).toHaveText(
        'E-mail ou mot de passe incorrect.',
      );
      await expect(guesser).toHaveURL(/\/admin\/connexion\?error=credentials$/);
    }
    // The account now waits a few seconds after each failure: the next attempt is refused before
    // the password is checked, the right one too.
    await logIn(guesser, email, password);
    await expect(guesser.getByRole('main').getByRole('alert')).toHaveText(
      /^Trop de tentatives de connexion\. Réessayez dans [1-5] secondes?\.$/,
    );
    expect((await stranger.cookies()).map((c) => c.name)).toEqual([]);

    // The staff member's browser is not held back by them.
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/admin\/admissions$/);
    await expect(page.getByTestId('staff-email')).toHaveText(email);
  } finally {
    await stranger.close();
  }

  // A login post from another site is refused whatever the password (CSRF).
  const forged = await page.request.post('/admin/session', {
    form: { email, password },
    headers: { Origin: 'http://evil.example' },
    maxRedirects: 0,
  });
  expect(forged.headers()['location']).toBe('/admin/connexion?error=origin');
  expect(forged.headers()['set-cookie']).toBeUndefined();
});

test('a login body that is not the login form, or too large, is refused unread', async ({ request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const json = await request.post('/admin/session', {
    headers: { Origin: origin },
    data: { email: 'a@universite.example', password: 'x' },
    maxRedirects: 0,
  });
  expect(json.status()).toBe(415);
  const large = await request.post('/admin/session', {
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: Buffer.alloc(20 * 1024 * 1024, 'a=1&'),
    maxRedirects: 0,
  });
  expect(large.status()).toBe(413);
});

test('a new request notifies the office by e-mail; a failing or absent mail server never fails the visitor', async ({
  request,
  playwright,
}) => {
  // Up to a minute waiting for the mail port (the Arabic applicant's spec), then the test.
  test.setTimeout(150_000);
  type Mail = { to: string[]; raw: string };
  const received: Mail[] = [];
  /** What the server refused once told to: read first, so that each refusal names its reference. */
  const refused: Mail[] = [];
  let refuse = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: decodeMail(raw) };
        // Only the office's notifications: applicants' e-mails (lib/notify/outbox.ts) from other
        // specs running meanwhile go to this server too, and so do those specs' notifications.
        if (refuse && mail.to.some((to) => [notifyTo, contactNotifyTo].includes(to))) {
          refused.push(mail);
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        received.push(mail);
        callback();
      });
    },
  });
  // The Arabic applicant's spec listens on the same port for its own e-mail: wait while it does.
  for (let tries = 0; ; tries++) {
    try {
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(smtpPort, '127.0.0.1', resolve);
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || tries > 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  // As a visitor does: the form page hands out a form token, and sending takes a person's time.
  const openForm = async (path: string) => {
    expect((await request.get(path)).status()).toBe(200);
    await takeAPersonsTime();
  };
  const apply = async (fullName: string) => {
    const email = uniqueEmail('notified');
    await openForm('/admissions');
    const response = await request.post('/api/admissions', {
      data: {
        fullName,
        email,
        phone: '+235 66 00 00 00',
        diploma: 'Baccalauréat A4',
        programType: 'licence',
        program: 'droit-public-prive',
        message: '',
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    // Stored whatever happened to the e-mail.
    expect(await query('SELECT 1 FROM admission_requests WHERE reference = $1', [reference])).toHaveLength(1);
    return reference;
  };

  try {
    await test.step('sent to the office', async () => {
      const reference = await apply('Mahamat Notifié');
      await expect
        .poll(() => received.find((mail) => mail.raw.includes(reference)), { timeout: 15_000 })
        .toBeTruthy();
      const mail = received.find((m) => m.raw.includes(reference))!;
      expect(mail.to).toEqual([notifyTo]);
      expect(mail.raw).toContain(`/admin/admissions/${reference}`);
      // No personal data in the e-mail: the staff area holds it, behind the login.
      expect(mail.raw).not.toContain('Mahamat');
    });

    await test.step('contact messages go to their own address', async () => {
      await openForm('/contact');
      const response = await request.post('/api/contact', {
        data: {
          name: 'Ngarlem',
          email: uniqueEmail('contact'),
          subject: 'Frais',
          message: 'Bonjour, une question.',
        },
      });
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await expect
        .poll(() => received.find((mail) => mail.raw.includes(reference))?.to)
        .toEqual([contactNotifyTo]);
    });

    await test.step('a post that never opened the form page is stored flagged, and not announced', async () => {
      const robot = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const response = await robot.post('/api/admissions', {
        data: {
          fullName: 'Robot Sans Page',
          email: uniqueEmail('robot'),
          phone: '+235 66 00 00 00',
          diploma: 'Baccalauréat A4',
          programType: 'licence',
          program: 'droit-public-prive',
          message: '',
          fillMs: 60_000,
        },
      });
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await robot.dispose();
      expect(
        await query<{ suspected_reason: string }>(
          'SELECT suspected_reason FROM admission_requests WHERE reference = $1',
          [reference],
        ),
      ).toEqual([{ suspected_reason: 'no_token' }]);
      // The next person's application is announced; the robot's never was.
      const next = await apply('Mahamat Après');
      await expect
        .poll(() => received.some((mail) => mail.raw.includes(next)), { timeout: 15_000 })
        .toBe(true);
      expect(received.some((mail) => mail.raw.includes(reference))).toBe(false);
    });

    await test.step('a mail server refusing the message', async () => {
      refuse = true;
      const reference = await apply('Refusé Parle-serveur');
      // The visitor had the 201 already; the server then tried once, and was refused.
      await expect.poll(() => refused.filter((mail) => mail.raw.includes(reference)).length).toBe(1);
      expect(received.some((mail) => mail.raw.includes(reference))).toBe(false);
    });
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }

  await test.step('no mail server at all', async () => {
    await apply('Sans Serveur');
  });
});
