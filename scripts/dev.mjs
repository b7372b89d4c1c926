// `npm run dev`: `next dev` (arguments after `--` go to it), with the content files compiled again
// whenever one changes (scripts/content.ts --watch), so a page shows an edited file on reload.
// `predev` has compiled them once and drawn the images.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/setup.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const watcher = spawn(bin('tsx'), [path.join(root, 'scripts', 'content.ts'), '--watch'], {
  cwd: root,
  stdio: 'inherit',
});
const next = spawn(bin('next'), ['dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code, signal) => {
  watcher.kill();
  process.exit(code ?? (signal ? 1 : 0));
});
