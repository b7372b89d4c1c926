import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { throwawayDatabase } from '../integration/support/postgres';
import {
  basePort,
  breakContent,
  copyCheckout,
  editContent,
  fetchPage,
  runLoad,
  startPrimary,
  type Primary,
} from '../support/site-copy';

// An editor's save on a server run from a clone (`npm start`): the primary builds the new version
// beside the served one and moves the visitors to it. Visitors asking for pages meanwhile see no
// refused connection and no failed answer; the page then shows the change. A save that breaks the
// build leaves the site as it was, and the log says why in one line.
//
// On the embedded database (no DATABASE_URL), as `npm start` runs on a fresh clone, one server
// process at a time: the visitors of the switch wait in the primary until the new one is ready. On
// PostgreSQL, the new build's servers start beside the old ones.

test.describe.configure({ mode: 'serial' });

/** A title shown on the English news page, found in whichever content file holds it. */
const title = 'A new continuing education cycle for working professionals';
const newsPage = '/en/news';
const pages = [newsPage, '/', '/news', '/en', '/api/health'];

/**
 * Changes the title in the copy's content while visitors ask for pages: a few (a request every
 * 400 ms each) during the build, then as fast as they can around the switch. Returns the edited
 * file once the page shows the change.
 */
async function publishUnderLoad(primary: Primary, dir: string, marker: string, label: string) {
  expect((await fetchPage(primary.url + newsPage)).body).toContain(title);
  const since = primary.events.length;
  const started = Date.now();
  const editedFile = editContent(dir, title, marker);

  let fast = false;
  const load = runLoad(primary.url, pages, { loops: 4, pauseMs: () => (fast ? 0 : 400), maxRequests: 6000 });
  const built = await primary.waitFor('publish_build_finished', 300_000, since);
  fast = true;
  const duringBuild = load.figures.requests;
  const switchStarted = await primary.waitFor('publish_switch_started', 60_000, since);
  const switched = await primary.waitFor('publish_switched', 120_000, since);
  // A moment on the new build, the old one's connections closed by then.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const figures = await load.stop();

  console.log(
    `${label}: build ${Math.round(Number(built.durationMs) / 1000)} s, switch ${switched.switchMs} ms ` +
      `(${switchStarted.mode}), ${figures.requests} requests (${duringBuild} during the build), ` +
      `${figures.retried} sent again on a closed kept-alive connection, slowest ${figures.slowestMs} ms, ` +
      `save to served ${Math.round((Date.now() - started) / 1000)} s`,
  );
  expect(figures.failures).toEqual([]);
  expect(figures.requests).toBeGreaterThan(100);
  const page = await fetchPage(primary.url + newsPage);
  expect(page.status).toBe(200);
  expect(page.body).toContain(marker);
  expect(page.body).not.toContain(title);
  // The new build is kept, and the one before it (.next) to go back to.
  expect(existsSync(path.join(dir, String(switched.build), 'BUILD_ID'))).toBe(true);
  expect(existsSync(path.join(dir, '.next', 'BUILD_ID'))).toBe(true);
  return { editedFile, mode: switchStarted.mode };
}

test.describe('on the embedded database (one server process, handed over)', () => {
  let copy: ReturnType<typeof copyCheckout>;
  let primary: Primary;
  let editedFile: string;
  const marker = `Published while serving ${Date.now()}`;

  test.beforeAll(async () => {
    copy = copyCheckout('pglite');
    primary = await startPrimary(copy.dir, basePort, {});
  });

  test.afterAll(async () => {
    const code = await primary?.stop();
    // SIGTERM: the servers finish what they serve and exit as `next start` does.
    expect(code).toBe(143);
    copy?.remove();
  });

  test('a saved change is built beside the served site and switched to without a failed request', async () => {
    const published = await publishUnderLoad(primary, copy.dir, marker, 'PGlite');
    expect(published.mode).toBe('one at a time');
    editedFile = published.editedFile;
  });

  test('a save that breaks the build leaves the site serving, and the log names why', async () => {
    const since = primary.events.length;
    breakContent(editedFile);
    const load = runLoad(primary.url, pages, { loops: 2, pauseMs: () => 300, maxRequests: 3000 });
    const failed = await primary.waitFor('publish_build_failed', 300_000, since);
    const figures = await load.stop();
    console.log(`Failed build: ${failed.reason} (${figures.requests} requests meanwhile)`);

    expect(failed.level).toBe('error');
    expect(String(failed.reason)).not.toContain('\n');
    // It names the file the editor saved.
    expect(String(failed.reason)).toContain(path.basename(editedFile));
    // The whole output is kept beside the builds; the failed build's folder is not.
    expect(existsSync(path.join(copy.dir, String(failed.log)))).toBe(true);
    expect(existsSync(path.join(copy.dir, String(failed.build)))).toBe(false);
    expect(figures.failures).toEqual([]);
    const page = await fetchPage(primary.url + newsPage);
    expect(page.status).toBe(200);
    expect(page.body).toContain(marker);
    expect(primary.events.slice(since).some((line) => line.event === 'publish_switched')).toBe(false);
  });
});

test.describe('on PostgreSQL (two server processes, the new beside the old)', () => {
  const database = throwawayDatabase('publish');
  let copy: ReturnType<typeof copyCheckout>;
  let primary: Primary;

  test.beforeAll(async () => {
    await database.create();
    copy = copyCheckout('postgres');
    primary = await startPrimary(copy.dir, basePort + 1, {
      DATABASE_URL: database.url,
      SERVER_WORKERS: '2',
    });
  });

  test.afterAll(async () => {
    expect(await primary?.stop()).toBe(143);
    copy?.remove();
    await database.drop().catch(() => undefined);
  });

  test('the new build’s servers take over before the old ones retire, without a failed request', async () => {
    const published = await publishUnderLoad(
      primary,
      copy.dir,
      `Published beside ${Date.now()}`,
      'PostgreSQL',
    );
    expect(published.mode).toBe('side by side');
  });
});
