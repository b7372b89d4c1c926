// `npm start`: on a fresh clone, installs, builds and serves the production site. The settings are
// checked first (scripts/check-settings.ts, the schema of lib/core/env.ts, as the bundle's server.js
// does): a bad one stops here with one line and exit code 1, before a build and before Next.js.
// Migrations run inside the server before it accepts requests (instrumentation.ts).
//
// Then a primary process holds the port and serves through `next start` processes, and publishes
// every change of the files an editor saves (content/, public/, messages/) by itself: the new
// version is built beside the served one and switched to without a refused or failed request
// (scripts/lib/publish.mjs). SERVER_WORKERS sets how many server processes serve (1 by default;
// more need PostgreSQL: the embedded database may be opened by one process only); PUBLISH=off
// stops the watching (a change is then served after the next restart); PUBLISH_DEBOUNCE_MS is how
// long the files must stay unchanged before a build starts (2000).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStamp, stampFile } from './lib/build-stamp.mjs';
import { currentBuildBeside, runPrimary } from './lib/publish.mjs';
import { ensureBuild, ensureDependencies, log, root } from './lib/setup.mjs';

/** The start's own settings: a bad one stops here, like the others, with one line and exit code 1. */
function startSettings() {
  const embedded = !process.env.DATABASE_URL && !process.env.DATABASE_URL_FILE;
  const refuse = (name, expected) => {
    console.error(
      `Invalid setting ${name}: expected ${expected}, not "${process.env[name]}". Nothing was started.`,
    );
    process.exit(1);
  };
  const workers = Number(process.env.SERVER_WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    refuse('SERVER_WORKERS', 'a whole number from 1 to 64');
  if (workers > 1 && embedded)
    refuse('SERVER_WORKERS', '1 without DATABASE_URL (one process only may open the embedded database)');
  const publish = process.env.PUBLISH || 'on';
  if (publish !== 'on' && publish !== 'off') refuse('PUBLISH', 'on or off');
  const debounceMs = Number(process.env.PUBLISH_DEBOUNCE_MS || 2000);
  if (!Number.isInteger(debounceMs) || debounceMs < 0 || debounceMs > 600_000)
    refuse('PUBLISH_DEBOUNCE_MS', 'a whole number of milliseconds up to 600000');
  const port = Number(process.env.PORT || 3000);
  return { embedded, workers, watching: publish === 'on', debounceMs, port };
}

ensureDependencies();
const checked = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'scripts', 'check-settings.ts')],
  { cwd: root, stdio: 'inherit' },
);
if (checked.status !== 0) process.exit(1);
const settings = startSettings();

// A build made while serving (.next-builds/) from exactly these files is served as it is;
// else the usual build in .next, made unless it is current.
const stamp = buildStamp(root);
delete process.env.NEXT_DIST_DIR;
let distDir = currentBuildBeside(root, stamp);
if (distDir) log(`Production build is up to date (${distDir})`);
else {
  ensureBuild();
  distDir = '.next';
}

log(
  `Serving on http://localhost:${settings.port} (${settings.embedded ? 'embedded PGlite database' : 'PostgreSQL'})`,
);
await runPrimary({
  root,
  port: settings.port,
  host: process.env.HOST,
  distDir,
  stamp: existsSync(stampFile(root, distDir)) ? readFileSync(stampFile(root, distDir), 'utf8') : '',
  workers: settings.workers,
  embedded: settings.embedded,
  watching: settings.watching,
  debounceMs: settings.debounceMs,
});
