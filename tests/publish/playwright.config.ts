import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/**
 * Publishing while serving (`npm start`, scripts/lib/publish.mjs): the server run from a copy of
 * the checkout, whose content is changed while a load of page requests runs (plain HTTP, as many
 * as a few visitors make), or by an editor on the editing screen (Debian's Chromium). One worker:
 * each test rebuilds the site, which takes both cores for a minute or two; after the other
 * end-to-end tests, whose timings a rebuild beside them would upset.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 420_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? '../../test-results/playwright-publish.json' }],
  ],
  outputDir: '../../test-results/playwright-publish',
  use: {
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
