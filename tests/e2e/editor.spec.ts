import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './support/admin';
import { childEnv, makeSiteCopy, type SiteCopy } from './support/site-copy';

// The communication officer's journey on the editing screen (/keystatic), on a server of its own
// over a copy of the repository (tests/e2e/support/site-copy.ts), so the screen's saves never touch
// the checkout under test: an « éditeur » creates a news article in French and English with a
// photo, edits it, and it is published (the copy rebuilt and its server started again, as
// `npm start` does); then deletes it, and it is gone. An admissions account reaches nothing.
//
// About 8 minutes on a two-core machine: two production builds of the copy.

const port = Number(process.env.E2E_EDITOR_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 40);
const password = 'un-mot-de-passe-solide';
const editor = 'redaction@universite.example';
const office = 'bureau@universite.example';
const slug = 'journee-portes-ouvertes-essai';
const titles = {
  fr: 'Journée portes ouvertes : le campus accueille les futurs bacheliers',
  edited: 'Journée portes ouvertes : le campus reçoit les futurs bacheliers',
  en: 'Open day: the campus welcomes future school leavers',
};

test.describe.configure({ mode: 'serial' });
// The copy's server, for every relative address (the staff login helper's too).
test.use({ baseURL: `http://localhost:${port}` });
test.setTimeout(15 * 60_000);

let site: SiteCopy;
let database: string;

/** A command-line tool of the copy, on its embedded database (before its server opens it). */
function cli(script: string, args: string[], input?: string) {
  return execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args], {
    cwd: site.dir,
    input,
    encoding: 'utf8',
    env: childEnv({ DATABASE_URL: '', PGLITE_DATA_DIR: database }),
  });
}

/** Signs in on the copy's staff login page, as the staff specs do (tests/e2e/support/admin.ts). */
async function signIn(page: Page, email: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
}

/** What flow (a) does after a save: the site built again beside the files, and served. */
async function publish() {
  await site.stop();
  site.rebuild();
  await site.start();
}

const text = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`);
  return { status: response.status, body: await response.text() };
};

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  database = mkdtempSync(path.join(tmpdir(), 'editor-e2e-db-'));
  site = makeSiteCopy(port, {
    DATABASE_URL: '',
    PGLITE_DATA_DIR: database,
    SERVER_SECRET: 'e2e-editor-secret-0123456789abcdefghijkl',
    ACCESS_LOG: 'off',
  });
  for (const email of [editor, office])
    cli('admin-create-user', ['--email', email], `${password}\n${password}\n`);
  expect(cli('admin-users', ['grant-editor', '--email', editor])).toContain('is now an editor');
  // A checkout without a build (a fresh clone under `npm test` has one by then) gets one here.
  if (!existsSync(path.join(site.dir, '.next', 'BUILD_ID'))) site.rebuild();
  await site.start();
});

test.afterAll(async () => {
  await site?.stop();
  site?.remove();
  if (database) rmSync(database, { recursive: true, force: true });
});

test('an admissions account without the « éditeur » role reaches neither the screen nor its API', async ({
  page,
}) => {
  const tree = () =>
    page.request.get(`${site.url}/api/keystatic/tree`, { headers: { 'no-cors': '1' }, maxRedirects: 0 });
  expect((await tree()).status()).toBe(401);
  await page.goto(`${site.url}/keystatic`);
  await expect(page).toHaveURL(/\/admin\/(login|connexion)$/);

  await signIn(page, office);
  await expect(page.getByRole('link', { name: 'Modifier le site' })).toHaveCount(0);
  await page.goto(`${site.url}/keystatic/collection/news`);
  await expect(page).toHaveURL(/\/admin\/admissions/);
  expect((await tree()).status()).toBe(403);
  const save = await page.request.post(`${site.url}/api/keystatic/update`, {
    headers: { 'no-cors': '1', 'content-type': 'application/json', origin: site.url },
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

  // Create: both languages, a photo.
  await page.goto(`${site.url}/keystatic/collection/news/create`);
  await page.getByLabel("Nom de l'article").fill('Journée portes ouvertes essai');
  await expect(page.getByLabel('Adresse de la page')).toHaveValue(slug);
  await page.getByLabel('Date de publication').fill('2026-12-20');
  await page.getByLabel('Titre (français)').fill(titles.fr);
  await page.getByLabel('Titre (anglais)').fill(titles.en);
  await page
    .getByLabel('Chapeau (français)')
    .fill('Le campus ouvre ses portes aux lycéens et à leurs familles.');
  await page.getByLabel('Chapeau (anglais)').fill('The campus opens its doors to pupils and their families.');
  await page.getByLabel('Nom du service (français)').fill('Service communication');
  await page.getByLabel('Nom du service (anglais)').fill('Communications Office');
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
  await page.getByRole('textbox', { name: 'Texte (français)' }).click();
  await page.keyboard.type('Les portes du campus sont ouvertes le samedi 20 décembre, de 9 h à 16 h.');
  await page.getByRole('textbox', { name: 'Texte (anglais)' }).click();
  await page.keyboard.type('The campus is open on Saturday 20 December, from 9 am to 4 pm.');
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/news/item/${slug}$`), { timeout: 30_000 });

  // Edit the French title.
  await page.getByLabel('Titre (français)').fill(titles.edited);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();

  // Each save is a commit of the copy, authored by the editor.
  const commits = () =>
    execFileSync('git', ['log', '-3', '--format=%ae %s'], { cwd: site.dir, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.startsWith(`${editor} Contenu modifié par ${editor} : content/news/${slug}`));
  await expect.poll(() => commits().length, { timeout: 30_000 }).toBe(2);

  await publish();
  const article = await text(`/news/${slug}`);
  expect(article.status).toBe(200);
  expect(article.body).toContain(titles.edited);
  expect(article.body).toContain('de 9 h à 16 h');
  expect(article.body).toMatch(new RegExp(`/_img/news/${slug}\\.[0-9a-f]+\\.1600\\.(avif|webp)`));
  const english = await text(`/en/news/${slug}`);
  expect(english.body).toContain(titles.en);
  for (const [pathname, title] of [
    ['/news', titles.edited],
    ['/', titles.edited],
    ['/news/rss.xml', titles.edited],
    ['/en/news/rss.xml', titles.en],
    ['/en/news', titles.en],
  ] as const) {
    expect((await text(pathname)).body, pathname).toContain(title.replace(/'/g, '&#x27;'));
  }
  expect((await text('/sitemap.xml')).body).toContain(`/news/${slug}`);

  // Delete it.
  await page.goto(`${site.url}/keystatic/collection/news/item/${slug}`);
  // Keystatic names its toolbar's buttons in English whatever the locale; its dialog in French.
  await page.getByRole('button', { name: 'Delete entry…' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: /^(Supprimer|Delete)$/ })
    .click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/news$/, { timeout: 30_000 });

  await publish();
  expect((await text(`/news/${slug}`)).status).toBe(404);
  for (const pathname of ['/news', '/', '/news/rss.xml', '/en/news/rss.xml', '/sitemap.xml']) {
    expect((await text(pathname)).body, pathname).not.toContain(slug);
  }
  expect((await text('/news')).body).not.toContain(titles.edited);
});
