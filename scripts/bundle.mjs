// `npm run bundle`: the site as one folder, `bundle/`, that runs with `node` alone: no npm, no
// development dependencies, no network. Build once, then copy the same folder (or its tarball,
// `npm run bundle -- --tar`) to every instance, so that every instance serves the same build.
//
//   bundle/server.js         `node server.js`: checks the settings (cli/check-settings.mjs), then
//                            starts the server (next-server.js, Next.js's standalone output)
//   bundle/.next/            the server's build and the static files (/_next/static)
//   bundle/public/           public files, the image pipeline's derivatives included
//   bundle/db/migrations/    applied by the server at start and by cli/db-migrate.mjs
//   bundle/cli/*.mjs         the operator commands, compiled to plain JavaScript, each run through
//                            scripts/cli/run.ts (settings checked first, errors in one line)
//   bundle/node_modules/     only what the server and the commands load
//
// Next.js traces the files the server needs; packages with native or WebAssembly parts are copied
// whole, since a trace can miss a file loaded by a computed path (and the commands need them too).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ensureBuild, log, root } from './lib/setup.mjs';

export const bundleDir = path.join(root, 'bundle');

/** The operator commands: bundle name → source. Each runs as `node cli/<name>.mjs`. */
export const commands = {
  'db-migrate': 'scripts/db-migrate.ts',
  'admin-create-user': 'scripts/admin-create-user.ts',
  'admin-users': 'scripts/admin-users.ts',
  purge: 'scripts/purge.ts',
  export: 'scripts/export.ts',
  'db-backup': 'scripts/db-backup.ts',
  'db-restore': 'scripts/db-restore.ts',
  'mail-outbox': 'scripts/mail-outbox.ts',
};

/**
 * The bundle's server.js: the settings are checked before Next.js starts, by the same schema the
 * server reads them with (lib/core/env.ts), so that a bad one stops the process with one line and
 * exit code 1 instead of a server that answers 500 to every request.
 */
const serverEntry = `// \`node server.js\` (written by scripts/bundle.mjs): the settings first, then Next.js's server.
await import('./cli/check-settings.mjs');
await import('./next-server.js');
`;

/** Loaded from node_modules at run time (native binaries, WebAssembly), never inlined by esbuild. */
const nativePackages = ['@electric-sql/pglite', '@node-rs/argon2'];

/** Packages copied whole, with whichever platform packages this machine installed for them. */
function wholePackages() {
  const scoped = (scope, prefix) =>
    existsSync(path.join(root, 'node_modules', scope))
      ? readdirSync(path.join(root, 'node_modules', scope))
          .filter((name) => name.startsWith(prefix))
          .map((name) => `${scope}/${name}`)
      : [];
  return [
    '@electric-sql/pglite',
    ...scoped('@node-rs', 'argon2'),
    // sharp only when the server's trace wanted it (image optimisation); then its binaries too.
    ...(existsSync(path.join(root, '.next', 'standalone', 'node_modules', 'sharp'))
      ? ['sharp', ...scoped('@img', '')]
      : []),
  ];
}

function folderSize(folder) {
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Each command's entry: scripts/cli/run.ts, then the command, loaded once the settings are checked. */
const commandEntries = {
  name: 'command-entries',
  setup(build) {
    build.onResolve({ filter: /^command:/ }, (args) => ({ path: args.path.slice(8), namespace: 'command' }));
    build.onLoad({ filter: /.*/, namespace: 'command' }, (args) => ({
      contents: [
        `import { runCommand } from ${JSON.stringify(path.join(root, 'scripts', 'cli', 'run.ts'))};`,
        `await runCommand(() => import(${JSON.stringify(path.join(root, commands[args.path]))}));`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

export async function compileCommands(target) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: {
      ...Object.fromEntries(Object.keys(commands).map((name) => [name, `command:${name}`])),
      'check-settings': path.join(root, 'scripts', 'check-settings.ts'),
    },
    plugins: [commandEntries],
    // The commands know they run from the bundle (scripts/cli/invocation.ts).
    define: { __OPERATOR_BUNDLE__: 'true' },
    outdir: path.join(target, 'cli'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.9',
    tsconfig: path.join(root, 'tsconfig.json'),
    external: [...nativePackages, 'pg-native'],
    // `server-only` marks modules the commands never import; were one imported, fail loudly there.
    alias: { 'server-only': path.join(root, 'tests', 'support', 'empty-module.ts') },
    // The CommonJS packages inlined (pg) call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    legalComments: 'none',
  });
}

/**
 * The server's start banner and Next.js's other console text as JSON lines (lib/core/json-console.mjs):
 * imported by the first line of Next.js's server (next-server.js once the settings' entry is written),
 * before Next.js prints anything; the settings check before it prints its one plain line.
 */
async function jsonConsoleFirst(target) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'lib', 'core', 'json-console.mjs')],
    outfile: path.join(target, 'json-console.cjs'),
    platform: 'node',
    format: 'cjs',
    target: 'node20.9',
    logLevel: 'warning',
  });
  const server = path.join(target, 'server.js');
  // server.js is an ES module: its first import is evaluated before the others, Next.js's included.
  writeFileSync(server, `import './json-console.cjs';\n${readFileSync(server, 'utf8')}`);
}

export async function makeBundle({ tarball = false } = {}) {
  // The bundle's server reads its build in .next: never another build folder (NEXT_DIST_DIR).
  delete process.env.NEXT_DIST_DIR;
  ensureBuild();
  const built = path.join(root, '.next');
  const standalone = path.join(built, 'standalone');
  if (!existsSync(path.join(standalone, 'server.js')))
    throw new Error('.next/standalone/server.js is missing: next.config.mjs must keep output: standalone');

  log('Bundle: the standalone server, static and public files, migrations');
  rmSync(bundleDir, { recursive: true, force: true });
  cpSync(standalone, bundleDir, { recursive: true, verbatimSymlinks: true });
  // Taken from .next itself, after the compile hints were written into the chunks.
  cpSync(path.join(built, 'static'), path.join(bundleDir, '.next', 'static'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(bundleDir, 'public'), { recursive: true });
  cpSync(path.join(root, 'db', 'migrations'), path.join(bundleDir, 'db', 'migrations'), {
    recursive: true,
  });
  const manifest = path.join(root, '.cache', 'images', 'manifest.json');
  mkdirSync(path.join(bundleDir, '.cache', 'images'), { recursive: true });
  cpSync(manifest, path.join(bundleDir, '.cache', 'images', 'manifest.json'));
  // Build-time state that means nothing to a running server.
  rmSync(path.join(bundleDir, '.next', 'build-stamp'), { force: true });
  rmSync(path.join(bundleDir, '.next', 'cache'), { recursive: true, force: true });

  await jsonConsoleFirst(bundleDir);

  for (const name of wholePackages()) {
    const target = path.join(bundleDir, 'node_modules', name);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(root, 'node_modules', name), target, { recursive: true, dereference: true });
  }

  log('Bundle: the operator commands (esbuild)');
  await compileCommands(bundleDir);
  renameSync(path.join(bundleDir, 'server.js'), path.join(bundleDir, 'next-server.js'));
  writeFileSync(path.join(bundleDir, 'server.js'), serverEntry);

  const size = folderSize(bundleDir);
  const buildId = readFileSync(path.join(bundleDir, '.next', 'BUILD_ID'), 'utf8').trim();
  const lines = [
    `Bundle of build ${buildId} written to ${path.relative(process.cwd(), bundleDir) || '.'}/: ${megabytes(size)}.`,
  ];
  if (tarball) {
    const file = path.join(root, 'bundle.tar.gz');
    const result = spawnSync('tar', ['-czf', file, '-C', bundleDir, '.'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('tar failed');
    lines.push(`Tarball: ${path.relative(process.cwd(), file)} (${megabytes(statSync(file).size)}).`);
  }
  console.log(lines.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await makeBundle({ tarball: process.argv.includes('--tar') });
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  }
}
