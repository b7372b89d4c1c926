// Steps shared by `npm start` and `npm test`, so that each works alone on a fresh clone.
// Plain Node.js only: this runs before the dependencies are installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** Runs a command in the project folder, output shown; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

export function runBin(name, args, options) {
  run(bin(name), args, options);
}

/** Installs the locked dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // Not `npm ci`: it rejects a lock file that lacks other platforms' optional binaries (SWC,
  // Tailwind's oxide), which npm leaves out here. `npm install` follows the lock all the same.
  log('Installing dependencies (npm install)');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

// What a production build depends on: sources, assets, configuration and the identity settings.
const buildInputs = [
  'app',
  'components',
  'content',
  'db',
  'i18n',
  'lib',
  'messages',
  'public',
  'global.d.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'proxy.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'scripts/lib/compile-hints.mjs',
  'scripts/lib/images.mjs',
  'tsconfig.json',
];
// Made by the image pipeline during the build from public/images (already an input).
const generatedInputs = new Set([path.join('public', '_img')]);

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full) || generatedInputs.has(entry)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield { entry, stat };
    return;
  }
  for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
}

function buildStamp() {
  const hash = createHash('sha256');
  for (const input of buildInputs) {
    for (const { entry, stat } of files(input)) hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('SITE_')) hash.update(`${key}=${value}\n`);
  }
  return hash.digest('hex');
}

/** Builds the production site unless the last build came from exactly these inputs. */
export function ensureBuild() {
  const stampFile = path.join(root, '.next', 'build-stamp');
  const stamp = buildStamp();
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === stamp) {
    log('Production build is up to date');
    return;
  }
  log('Building the production site (next build)');
  runBin('next', ['build'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync(stampFile, stamp);
}
