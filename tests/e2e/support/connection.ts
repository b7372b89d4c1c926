import type { Page } from '@playwright/test';

/** What a page's scripts read from navigator.connection. */
export interface Connection {
  effectiveType?: string;
  downlink?: number;
  saveData?: boolean;
}

/**
 * Replaces navigator.connection before any script runs (`null`: the browser exposes none), and
 * sets the visitor's own lite-mode choice when one is given.
 */
export async function emulateConnection(page: Page, connection: Connection | null, liteMode?: 'on' | 'off') {
  await page.addInitScript(
    ([info, choice]) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => (info ? { downlink: 10, effectiveType: '4g', saveData: false, ...info } : undefined),
      });
      if (choice) window.localStorage.setItem('lite-mode', choice);
    },
    [connection, liteMode] as const,
  );
}

/** Installs a paused clock: timers only run when the test moves time forward. */
export async function pausedClock(page: Page) {
  const start = new Date('2026-03-02T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
