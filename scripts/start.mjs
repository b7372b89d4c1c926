// `npm start`: on a fresh clone, installs, builds and serves the production site. The settings are
// checked first (scripts/check-settings.ts, the schema of lib/core/env.ts, as the bundle's server.js
// does): a bad one stops here with one line and exit code 1, before a build and before Next.js.
// Migrations run inside the server before it accepts requests (instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureDependencies, log, root } from './lib/setup.mjs';

ensureDependencies();
const checked = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'scripts', 'check-settings.ts')],
  { cwd: root, stdio: 'inherit' },
);
if (checked.status !== 0) process.exit(1);
ensureBuild();

const port = process.env.PORT ?? '3000';
const args = ['start', '-p', port];
if (process.env.HOST) args.push('-H', process.env.HOST);
log(
  `Serving on http://localhost:${port} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite database'})`,
);

const server = spawn(path.join(root, 'node_modules', '.bin', 'next'), args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    // Next.js's start banner and console text as JSON lines, like the site's log.
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      `--import=${pathToFileURL(path.join(root, 'lib', 'core', 'json-console.mjs')).href}`,
    ]
      .filter(Boolean)
      .join(' '),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
