// The stamp of a production build: a hash of everything the build reads, so `npm start` and
// `npm test` build again exactly when something changed. Plain Node.js only (it runs before the
// dependencies are installed).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDirName } from '../../lib/core/dist-dir.mjs';

// The inputs are the files git knows of (tracked, or new and not ignored), so a new folder is an
// input from its first file. Left out: what only the tests, benchmarks, docs, CI, the screenshots
// script, the lint/format/test/migration tools and the container recipe read. (Generated files
// such as public/_img are git-ignored.)
const notBuildInputs = [
  /^(tests|bench|docs|\.ci|\.github)\//,
  /\.md$/,
  /^(playwright|vitest|drizzle)\.config\.ts$/,
  /^(eslint\.config\.mjs|\.prettierrc\.json|\.prettierignore|\.htmlvalidate\.mjs)$/,
  // The container recipe packs a build; the build never reads it.
  /^(Dockerfile|compose\.yaml|\.dockerignore)$/,
  /^scripts\/screenshots\.mjs$/,
];

/** The stamp of the build in `distDir` (relative to `root`): `.next` unless NEXT_DIST_DIR names another. */
export const stampFile = (root, distDir = distDirName()) => path.join(root, distDir, 'build-stamp');

function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** The files of the project the build may read, or undefined when `root` is not a git checkout's top. */
export function buildInputs(root) {
  // An empty prefix: `root` is the top of its own checkout, not a folder inside some other repository.
  if (git(root, ['rev-parse', '--show-prefix'])?.trim() !== '') return undefined;
  const listed = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  if (listed === undefined) return undefined;
  const files = new Set(listed.split('\0').filter(Boolean));
  return [...files].filter((file) => !notBuildInputs.some((rule) => rule.test(file))).sort();
}

function contentHash(file) {
  // A tracked file deleted from the working tree is still listed: its absence is an input too.
  if (!existsSync(file) || !statSync(file).isFile()) return 'absent';
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * The stamp of a build of `root` made with `next build ...nextArgs` and the current SITE_*
 * settings; undefined without git (e.g. an unpacked tarball): such a build is always made again.
 */
export function buildStamp(root, nextArgs = []) {
  const inputs = buildInputs(root);
  if (!inputs) return undefined;
  const hash = createHash('sha256');
  hash.update(`next build ${nextArgs.join(' ')}\n`);
  for (const file of inputs) {
    hash.update(`${file}\0${contentHash(path.join(root, file))}\n`);
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('SITE_')) hash.update(`${key}=${value}\n`);
  }
  return hash.digest('hex');
}
