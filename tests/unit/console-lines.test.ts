import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFields, writeConsoleAsJsonLines } from '@/lib/core/console-lines';

const saved = { error: console.error, warn: console.warn };
afterEach(() => {
  console.error = saved.error;
  console.warn = saved.warn;
  vi.restoreAllMocks();
});

describe("the framework's console output", () => {
  it('becomes one JSON line per call, with the first line of the message and no stack', () => {
    const written: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void written.push(line));
    console.error = (line: string) => void written.push(line);
    console.warn = (line: string) => void written.push(line);
    writeConsoleAsJsonLines();
    const error = new Error(
      'Failed to find Server Action "abc".\nThis request might be from an older deployment.',
    );
    console.error(error);
    console.warn(' ⚠ "next start" does not work with "output: standalone"\n  use node .next/standalone');
    console.error(JSON.stringify({ event: 'form_stored' }));
    expect(written).toHaveLength(3);
    const [first, second, third] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      level: 'error',
      event: 'framework_error',
      error: 'Error',
      message: 'Error: Failed to find Server Action "abc".',
    });
    expect(JSON.stringify(first)).not.toContain('at ');
    expect(second).toMatchObject({ level: 'warn', event: 'framework_warning' });
    expect(second!.message).toContain('does not work with');
    expect(third).toEqual({ event: 'form_stored' });
  });

  it("keeps a database error's message out: it quotes what a visitor typed", () => {
    const error = Object.assign(new Error('invalid byte sequence: "Amina Mahamat"'), { code: '22021' });
    const fields = consoleFields(['Error storing', error]);
    expect(fields).toMatchObject({ error: 'Error', code: '22021' });
    expect(JSON.stringify(fields)).not.toContain('Amina');
  });
});
