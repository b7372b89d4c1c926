// Steps shared by `npm start` and `npm test`, so that each works alone on a fresh clone.
// Plain Node.js only: this runs before the dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDirName } from '../../lib/core/dist-dir.mjs';
import { buildStamp, stampFile } from './build-stamp.mjs';

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

/**
 * Runs several of the project's commands at once (each single-threaded, so two cores run two of
 * them in the time of one), output shown as it comes; throws naming each that failed.
 */
export async function runBinsTogether(commands) {
  const failed = await Promise.all(
    commands.map(
      ([name, args]) =>
        new Promise((resolve) => {
          const child = spawn(bin(name), args, { cwd: root, stdio: 'inherit' });
          child.on('error', (error) => resolve(`${name}: ${error.message}`));
          child.on('exit', (code, signal) =>
            resolve(code === 0 ? undefined : `${name} ${args.join(' ')} exited with ${code ?? signal}`),
          );
        }),
    ),
  );
  const failures = failed.filter(Boolean);
  if (failures.length > 0) throw new Error(failures.join('; '));
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

/**
 * Compiles the content files of `projectRoot`/content (scripts/content.ts, run with tsx) to the
 * JSON the site imports. Returns spawnSync's result: on a bad file, status 1 and one line per
 * problem on stderr (shown, unless `stdio` says otherwise).
 */
export function compileContent(projectRoot = root, { stdio = 'inherit' } = {}) {
  const result = spawnSync(bin('tsx'), [path.join(root, 'scripts', 'content.ts'), projectRoot], {
    cwd: root,
    stdio,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return result;
}

/** Builds the production site (scripts/build.mjs) unless the last build came from exactly these inputs. */
export function ensureBuild() {
  const stamp = buildStamp(root);
  const built = existsSync(path.join(root, distDirName(), 'BUILD_ID')) && existsSync(stampFile(root));
  if (stamp && built && readFileSync(stampFile(root), 'utf8') === stamp) {
    log('Production build is up to date');
    return;
  }
  if (!stamp) log('Not a git checkout: the last build cannot be matched with its inputs, so building');
  run(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
}
