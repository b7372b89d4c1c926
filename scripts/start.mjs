// `npm start`: on a fresh clone, installs, builds and serves the production site. Migrations run
// inside the server before it accepts requests (instrumentation.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureDependencies, log, root } from './lib/setup.mjs';

ensureDependencies();
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
