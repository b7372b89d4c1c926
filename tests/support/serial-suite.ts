import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/**
 * The configuration of a suite whose tests each start their own servers (the bundle's, the
 * publishing tests): one worker, as they share the machine's two cores; its reports under
 * test-results/playwright-<name>; Debian's Chromium at a desktop's size.
 */
export function serialSuiteConfig(name: string, timeout: number) {
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    timeout,
    expect: { timeout: 15_000 },
    workers: 1,
    retries: 0,
    forbidOnly: !!process.env.CI,
    reporter: [
      ['list'],
      ['json', { outputFile: process.env.E2E_REPORT_FILE ?? `../../test-results/playwright-${name}.json` }],
    ],
    outputDir: `../../test-results/playwright-${name}`,
    use: {
      locale: 'fr-FR',
      trace: 'retain-on-failure',
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  });
}
