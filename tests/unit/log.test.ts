import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The lines logEvent writes under a LOG_LEVEL, read back as JSON. */
async function written(level: string | undefined) {
  if (level) vi.stubEnv('LOG_LEVEL', level);
  vi.resetModules();
  const { logEvent } = await import('@/lib/core/log');
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  logEvent('form_stored', { reference: 'MSG-2026-AAAAAA' });
  logEvent('form_rate_limited', {}, 'warn');
  logEvent('form_store_failed', {}, 'error');
  return lines.map((line) => (JSON.parse(line) as { event: string }).event);
}

describe('the log', () => {
  it('writes every line by default, and only those as severe as LOG_LEVEL otherwise', async () => {
    expect(await written(undefined)).toEqual(['form_stored', 'form_rate_limited', 'form_store_failed']);
    expect(await written('warn')).toEqual(['form_rate_limited', 'form_store_failed']);
    expect(await written('error')).toEqual(['form_store_failed']);
  });
});
