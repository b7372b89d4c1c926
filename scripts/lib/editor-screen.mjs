// The editing screen's script: Keystatic's interface (lib/editor/screen.tsx) bundled by esbuild
// into public/_editor/keystatic.js, apart from the Next.js build. Its thousand-odd modules would
// otherwise join the build's module graph, where their number alone lengthens every module id in
// every public page's scripts (about 400 bytes gzipped a page); this way the public pages' first-load
// JavaScript is exactly what it was. Run by scripts/build.mjs and before `npm run dev`.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const editorScreenFile = (root) => path.join(root, 'public', '_editor', 'keystatic.js');

export async function buildEditorScreen(root) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['lib/editor/screen.tsx'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    legalComments: 'none',
    logLevel: 'error',
    // The storage is chosen by the server at each request (the page's data attributes), not here.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
  });
  const code = result.outputFiles[0].contents;
  const target = editorScreenFile(root);
  mkdirSync(path.dirname(target), { recursive: true });
  if (!existsSync(target) || !Buffer.from(readFileSync(target)).equals(Buffer.from(code)))
    writeFileSync(target, code);
}
