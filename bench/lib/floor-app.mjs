// The framework's floor, for `bench:web`, `bench:serve` and `bench:load`: an empty Next.js App
// Router app with one pre-rendered page and one POST route handler that reads a JSON body and
// answers 201, storing nothing. No proxy, no config. Written here, built once with the project's
// own next and react (found in the project's node_modules above it) and kept until these files or
// Next.js change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/setup.mjs';

export const floorDir = path.join(root, 'node_modules', '.cache', 'bench-floor');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The floor's route handler: the least a Next.js form endpoint can do. */
export const floorPostPath = '/api/post';

// No JSX: under node_modules, Turbopack compiles no JSX.
/** @type {Record<string, string>} */
const floorFiles = {
  'next.config.mjs': 'export default {};\n',
  'app/layout.js': `import { createElement as h } from 'react';
export default function RootLayout({ children }) {
  return h('html', { lang: 'fr' }, h('body', null, children));
}
`,
  'app/page.js': `import { createElement as h } from 'react';
export default function Page() {
  return h('main', null, h('h1', null, 'Floor'), h('p', null, 'An empty Next.js app: a pre-rendered page at the least cost.'));
}
`,
  'app/api/post/route.js': `export async function POST(request) {
  const body = await request.json();
  return Response.json({ received: Object.keys(body).length }, { status: 201 });
}
`,
};

/** Builds the floor app unless the build there is of these files and this Next.js. */
export function buildFloor() {
  const nextVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  const stamp = createHash('sha256')
    .update(JSON.stringify([nextVersion, floorFiles]))
    .digest('hex');
  const stampFile = path.join(floorDir, '.bench-stamp');
  if (existsSync(path.join(floorDir, '.next', 'BUILD_ID')) && existsSync(stampFile)) {
    if (readFileSync(stampFile, 'utf8') === stamp) return;
  }
  console.log('\n▶ Building the floor app (once) in node_modules/.cache/bench-floor');
  rmSync(floorDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(floorFiles)) {
    mkdirSync(path.dirname(path.join(floorDir, file)), { recursive: true });
    writeFileSync(path.join(floorDir, file), text);
  }
  const built = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: floorDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error(`the floor app's build failed (${built.status})`);
  writeFileSync(stampFile, stamp);
}
