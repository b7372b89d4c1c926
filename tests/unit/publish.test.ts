import { describe, expect, it } from 'vitest';
import { failureReason } from '../../scripts/lib/publish.mjs';

describe('the line a failed build is logged with', () => {
  it('is the content file, field and language the compile step names', () => {
    const output = [
      '▶ Content',
      'content/news/rentree.yaml: title (en): Required',
      '✖ content/news/rentree.yaml: title (en): Required',
    ].join('\n');
    expect(failureReason(output)).toBe('content/news/rentree.yaml: title (en): Required');
  });

  it('is the type checker’s first error, file and position included', () => {
    const output = [
      '  Running TypeScript ...',
      "content/news.ts(512,14): error TS2322: Type 'string' is not assignable to type 'number'.",
      'Failed to type check.',
      '',
      '✖ node_modules/.bin/next build exited with 1',
    ].join('\n');
    expect(failureReason(output)).toBe(
      "content/news.ts(512,14): error TS2322: Type 'string' is not assignable to type 'number'.",
    );
  });

  it('is the build script’s own last line otherwise, without colours, on one line', () => {
    const reason = failureReason('\u001b[31mboom\u001b[0m\n\n✖ next build exited with 1\n');
    expect(reason).toBe('✖ next build exited with 1');
    expect(failureReason('')).toBe('no output');
  });
});
