import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/**
 * The bundle's tests (`npm run bundle` first; `npm test` runs both): the bundle started from an
 * empty folder, two instances of it behind a round-robin proxy, and its readiness while PostgreSQL
 * stops. Each test starts its own servers; one worker, as they share the machine's two cores.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? '../../test-results/playwright-bundle.json' }],
  ],
  outputDir: '../../test-results/playwright-bundle',
  use: {
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
