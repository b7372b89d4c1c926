import { defineConfig } from '@playwright/test';

/**
 * Publishing while serving (`npm start`, scripts/lib/publish.mjs): the server run from a copy of
 * the checkout, whose content is changed while a load of page requests runs. No browser: the
 * requests are plain HTTP, as many as a few visitors make. One worker: each test rebuilds the site,
 * which takes both cores for a minute or two.
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
});
