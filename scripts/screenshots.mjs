// `npm run screenshots`: pictures of the pages whose look matters most (home hero, gallery, news,
// about, organization, team; in Arabic, right to left: home, a programme, the admission form showing
// its errors, the tracking page) at 1280 and 375 px, taken with Debian's Chromium from the production
// build and written to docs/screenshots/ as small palette PNGs. Builds first when the build is
// stale (`--no-build`: use the build as it is). SCREENSHOTS_PORT picks the port of the
// `next start` it runs (3050 by default).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { ensureBuild, log, root } from './lib/setup.mjs';
import { directionOf, localizedPath, locales } from '../i18n/locale-routing.mjs';

/** The language written right to left (Arabic): its pages are pictured too, mirrored. */
const rtl = locales.find((locale) => directionOf(locale) === 'rtl');
const inRtl = (href) => localizedPath(rtl, href);

const port = Number(process.env.SCREENSHOTS_PORT ?? 3050);
const base = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'docs', 'screenshots');

const widths = [
  { name: '1280', viewport: { width: 1280, height: 800 }, maxHeight: 1600 },
  { name: '375', viewport: { width: 375, height: 812 }, maxHeight: 2400, mobile: true },
];

/**
 * What each picture shows: the first screen of the page (`viewport`), the page from its top down
 * to the width's `maxHeight`, or one section of it (`section`, a CSS selector).
 */
const shots = [
  { name: 'home', path: '/', viewport: true },
  { name: 'gallery', path: '/gallery' },
  { name: 'news', path: '/news' },
  { name: 'about', path: '/about' },
  { name: 'about-leadership', path: '/about', section: '#leadership' },
  { name: 'organization', path: '/organization' },
  { name: 'team', path: '/team' },
  { name: `${rtl}-home`, path: inRtl('/'), viewport: true },
  { name: `${rtl}-programme`, path: inRtl('/licences/genie-logiciel') },
  // Sent empty: the form shows each field's error in Arabic.
  {
    name: `${rtl}-admission-errors`,
    path: inRtl('/admissions'),
    section: 'form[data-ready="true"]',
    submit: true,
  },
  { name: `${rtl}-tracking`, path: inRtl('/admissions/status'), section: 'main' },
];

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer on ${base}`);
}

/** Scrolls through the page so every lazy image is requested, then waits for them. */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
    .catch(() => log('Some images had not loaded when the screenshot was taken'));
  await page.waitForTimeout(300);
}

if (!process.argv.includes('--no-build')) ensureBuild();
mkdirSync(outDir, { recursive: true });
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  },
);

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: width.viewport,
      isMobile: width.mobile ?? false,
      hasTouch: width.mobile ?? false,
      reducedMotion: 'reduce',
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(`${base}${shot.path}`, { waitUntil: 'load' });
      await loadLazyImages(page);
      if (shot.submit) {
        const form = page.locator(shot.section);
        await form.locator('button[type="submit"]').click();
        await form.locator('[aria-invalid="true"]').first().waitFor();
        await page.waitForTimeout(300);
      }
      let png;
      if (shot.section) {
        // Clipped out of the full page, where the fixed header stays at the top, not over the section.
        const box = await page
          .locator(shot.section)
          .first()
          .evaluate((element, maxHeight) => {
            const rect = element.getBoundingClientRect();
            const height = Math.min(rect.height, maxHeight);
            return { x: 0, y: rect.top + window.scrollY, width: window.innerWidth, height };
          }, width.maxHeight);
        png = await page.screenshot({ animations: 'disabled', fullPage: true, clip: box });
      } else if (shot.viewport) {
        png = await page.screenshot({ animations: 'disabled' });
      } else {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        png = await page.screenshot({
          animations: 'disabled',
          fullPage: true,
          clip: { x: 0, y: 0, width: width.viewport.width, height: Math.min(height, width.maxHeight) },
        });
      }
      const file = path.join(outDir, `${shot.name}-${width.name}.png`);
      // A 256-colour palette keeps flat illustrations and text sharp at a fraction of the size.
      await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
      log(`Wrote ${path.relative(root, file)}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
