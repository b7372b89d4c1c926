import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs and scripts/lib/setup.mjs
import { buildStamp } from '@/scripts/lib/build-stamp.mjs';

describe('the build stamp (whether npm start and npm test must build again)', () => {
  let root: string;
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  const stamp = (): string | undefined => buildStamp(root);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    expect(spawnSync('git', ['init', '--quiet'], { cwd: root }).status).toBe(0);
    write('.gitignore', 'public/_img/\n');
    write('app/page.tsx', 'export default function Page() {}');
    write('tests/unit/page.test.ts', 'it()');
    write('README.md', '# Site');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes when a file of a new top-level folder, not yet committed, appears or changes', () => {
    const before = stamp();
    write('widgets/clock.tsx', 'export const Clock = 1;');
    const added = stamp();
    expect(added).not.toBe(before);
    write('widgets/clock.tsx', 'export const Clock = 2;');
    expect(stamp()).not.toBe(added);
  });

  it('changes with the content of a source, not with its date', () => {
    const before = stamp();
    write('app/page.tsx', 'export default function Page() {}');
    expect(stamp()).toBe(before);
    write('app/page.tsx', 'export default function Page() { return null; }');
    expect(stamp()).not.toBe(before);
  });

  it('stays the same when only tests, docs or git-ignored output change', () => {
    const before = stamp();
    write('tests/unit/page.test.ts', 'it.skip()');
    write('README.md', '# Site, with more words');
    write('docs/architecture.md', 'Layers');
    write('public/_img/hero.320.avif', 'bytes');
    expect(stamp()).toBe(before);
  });

  it('differs for another site identity (SITE_* settings) or other next build arguments', () => {
    const before = stamp();
    expect(buildStamp(root, ['--webpack'])).not.toBe(before);
    vi.stubEnv('SITE_NAME', 'Université du Test');
    expect(stamp()).not.toBe(before);
    vi.unstubAllEnvs();
    expect(stamp()).toBe(before);
  });

  it('is absent outside the top of a git checkout, so the build is always made again', () => {
    // The site unpacked inside some other repository: that repository's files are not its inputs.
    write('site/app/page.tsx', 'export default function Page() {}');
    expect(buildStamp(path.join(root, 'site'))).toBeUndefined();
    // An unpacked archive, in no repository at all.
    rmSync(path.join(root, '.git'), { recursive: true });
    expect(stamp()).toBeUndefined();
  });
});
