import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { copyCheckout, copyDatabase, startPrimary, type Primary } from '../support/site-copy';
import { logIn } from '../e2e/support/admin';

// The communication officer's journey on the editing screen (/keystatic), on a copy of the
// repository served as operators serve a clone, by `npm start` (tests/support/site-copy.ts): the
// screen's saves never touch the checkout under test. An « éditeur » creates a news article in
// French and English with a photo and edits it; `npm start` publishes it by itself (it builds the
// changed site beside the served one and switches); then the article is deleted, published again,
// and gone. An admissions account reaches nothing.
//
// About 5 minutes on a quiet two-core machine: two production builds of the copy.

const port = Number(process.env.E2E_EDITOR_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 40);
const password = 'un-mot-de-passe-solide';
const editor = 'redaction@universite.example';
const office = 'bureau@universite.example';
const slug = 'journee-portes-ouvertes-essai';
const titles = {
  fr: 'Journée portes ouvertes : le campus accueille les futurs bacheliers',
  edited: 'Journée portes ouvertes : le campus reçoit les futurs bacheliers',
  en: 'Open day: the campus welcomes future school leavers',
  ar: 'يوم الأبواب المفتوحة: الحرم الجامعي يستقبل حملة البكالوريا المقبلين',
};
const serverSecret = 'e2e-editor-secret-0123456789abcdefghijkl';
// A build of the copy (queued behind another when saves come during one) and its switch.
const publishing = 6 * 60_000;

test.describe.configure({ mode: 'serial' });
// The copy's server, for every relative address (the staff login helper's too).
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.setTimeout(20 * 60_000);

let copy: { dir: string; remove(): void };
let site: Primary;

/** A command-line tool of the copy, on its embedded database (before its server opens it). */
function cli(script: string, args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: copyDatabase(copy.dir) };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args], {
    cwd: copy.dir,
    input,
    encoding: 'utf8',
    env,
  });
}

/** Signs in on the copy's staff sign-in page, as the staff specs do (tests/e2e/support/admin.ts). */
async function signIn(page: Page, email: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
}

const url = `http://127.0.0.1:${port}`;
const text = async (pathname: string) => {
  const response = await fetch(`${url}${pathname}`);
  return { status: response.status, body: await response.text() };
};

/** Waits until `npm start` serves what the saves changed: `pathname` answers `check`. */
async function published(pathname: string, check: (page: { status: number; body: string }) => boolean) {
  await expect
    .poll(async () => check(await text(pathname)), { timeout: publishing, intervals: [2000] })
    .toBe(true);
  // Switched, and no other build in flight behind it.
  const count = (event: string) => site.events.filter((line) => line.event === event).length;
  await expect
    .poll(
      () => count('publish_build_started') - count('publish_build_finished') - count('publish_build_failed'),
      {
        timeout: publishing,
      },
    )
    .toBe(0);
}

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  copy = copyCheckout('editor');
  for (const email of [editor, office])
    cli('admin-create-user', ['--email', email], `${password}\n${password}\n`);
  expect(cli('admin-users', ['grant-editor', '--email', editor])).toContain('is now an editor');
  site = await startPrimary(copy.dir, port, { SERVER_SECRET: serverSecret });
});

test.afterAll(async () => {
  await site?.stop();
  copy?.remove();
});

test('an admissions account without the « éditeur » role reaches neither the screen nor its API', async ({
  page,
}) => {
  const tree = () =>
    page.request.get(`${url}/api/keystatic/tree`, { headers: { 'no-cors': '1' }, maxRedirects: 0 });
  expect((await tree()).status()).toBe(401);
  await page.goto(`${url}/keystatic`);
  await expect(page).toHaveURL(/\/admin\/(login|connexion)$/);

  await signIn(page, office);
  await expect(page.getByRole('link', { name: 'Modifier le site' })).toHaveCount(0);
  await page.goto(`${url}/keystatic/collection/news`);
  await expect(page).toHaveURL(/\/admin\/admissions/);
  expect((await tree()).status()).toBe(403);
  const save = await page.request.post(`${url}/api/keystatic/update`, {
    headers: { 'no-cors': '1', 'content-type': 'application/json', origin: url },
    data: { additions: [], deletions: [{ path: 'content/news/lancement-formation-continue/index.yaml' }] },
  });
  expect(save.status()).toBe(403);
});

test('an « éditeur » creates, edits and deletes an article; each is on the site once published', async ({
  page,
}) => {
  await signIn(page, editor);
  await page.getByRole('link', { name: 'Modifier le site' }).click();
  await expect(page).toHaveURL(/\/keystatic$/);

  // Create: the three languages, a photo.
  await page.goto(`${url}/keystatic/collection/news/create`);
  await page.getByLabel("Nom de l'article").fill('Journée portes ouvertes essai');
  await expect(page.getByLabel('Adresse de la page')).toHaveValue(slug);
  await page.getByLabel('Date de publication').fill('2026-12-20');
  await page.getByLabel('Titre (français)').fill(titles.fr);
  await page.getByLabel('Titre (anglais)').fill(titles.en);
  await page.getByLabel('Titre (arabe)').fill(titles.ar);
  await page
    .getByLabel('Chapeau (français)')
    .fill('Le campus ouvre ses portes aux lycéens et à leurs familles.');
  await page.getByLabel('Chapeau (anglais)').fill('The campus opens its doors to pupils and their families.');
  await page.getByLabel('Chapeau (arabe)').fill('يفتح الحرم الجامعي أبوابه لتلاميذ الثانويات وعائلاتهم.');
  await page.getByLabel('Nom du service (français)').fill('Service communication');
  await page.getByLabel('Nom du service (anglais)').fill('Communications Office');
  await page.getByLabel('Nom du service (arabe)').fill('مصلحة الاتصال');
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: "Image de l'article" }).getByRole('button').first().click();
  await (await chooser).setFiles({ name: 'portes-ouvertes.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page
    .getByLabel("Description de l'image (français)")
    .fill('Des lycéens visitent la bibliothèque du campus');
  await page.getByLabel("Description de l'image (anglais)").fill('Pupils visiting the campus library');
  await page.getByLabel("Description de l'image (arabe)").fill('تلاميذ يزورون مكتبة الحرم الجامعي');
  await page.getByRole('textbox', { name: 'Texte (français)' }).click();
  await page.keyboard.type('Les portes du campus sont ouvertes le samedi 20 décembre, de 9 h à 16 h.');
  await page.getByRole('textbox', { name: 'Texte (anglais)' }).click();
  await page.keyboard.type('The campus is open on Saturday 20 December, from 9 am to 4 pm.');
  await page.getByRole('textbox', { name: 'Texte (arabe)' }).click();
  await page.keyboard.type('يفتح الحرم الجامعي أبوابه يوم السبت 20 ديسمبر، من الساعة 9 إلى الساعة 16.');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/news/item/${slug}$`), { timeout: 30_000 });

  // Edit the French title.
  await page.getByLabel('Titre (français)').fill(titles.edited);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();

  // Each save is a commit of the copy, authored by the editor.
  const commits = () =>
    execFileSync('git', ['log', '-3', '--format=%ae %s'], { cwd: copy.dir, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.startsWith(`${editor} Contenu modifié par ${editor} : content/news/${slug}`));
  await expect.poll(() => commits().length, { timeout: 30_000 }).toBe(2);

  await published(`/news/${slug}`, ({ body }) => body.includes(titles.edited));
  const article = await text(`/news/${slug}`);
  expect(article.status).toBe(200);
  expect(article.body).toContain(titles.edited);
  expect(article.body).toContain('de 9 h à 16 h');
  expect(article.body).toMatch(new RegExp(`/_img/news/${slug}\\.[0-9a-f]+\\.1600\\.(avif|webp)`));
  const english = await text(`/en/news/${slug}`);
  expect(english.body).toContain(titles.en);
  const arabic = await text(`/ar/news/${slug}`);
  expect(arabic.body).toContain(titles.ar);
  for (const [pathname, title] of [
    ['/news', titles.edited],
    ['/', titles.edited],
    ['/news/rss.xml', titles.edited],
    ['/en/news/rss.xml', titles.en],
    ['/en/news', titles.en],
    ['/ar/news/rss.xml', titles.ar],
    ['/ar/news', titles.ar],
  ] as const) {
    expect((await text(pathname)).body, pathname).toContain(title.replace(/'/g, '&#x27;'));
  }
  expect((await text('/sitemap.xml')).body).toContain(`/news/${slug}`);

  // Delete it.
  await page.goto(`${url}/keystatic/collection/news/item/${slug}`);
  // Keystatic names its toolbar's and its dialogs' buttons in English whatever the locale.
  await page.getByRole('button', { name: 'Delete entry…' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/news$/, { timeout: 30_000 });

  await published(`/news/${slug}`, ({ status }) => status === 404);
  for (const pathname of [
    '/news',
    '/',
    '/news/rss.xml',
    '/en/news/rss.xml',
    '/ar/news/rss.xml',
    '/sitemap.xml',
  ]) {
    expect((await text(pathname)).body, pathname).not.toContain(slug);
  }
  expect((await text('/news')).body).not.toContain(titles.edited);
});
