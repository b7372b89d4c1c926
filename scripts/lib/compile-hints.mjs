// V8's compile hint on the scripts every page runs at start-up. Without it, V8 compiles each
// function lazily, on the main thread, the first time it is called: when the page starts, that is
// most of React's and Next.js's runtime, compiled inside the one task that instantiates the
// modules (150 to 250 ms of one task at Lighthouse's 4× CPU slowdown on /admissions).
// With `//# allFunctionsCalledOnLoad` as a script's first line, Chromium compiles its functions
// eagerly on the background thread that streams the script in, before the page needs them
// (https://github.com/WICG/explicit-javascript-compile-hints-file-based). Browsers without the
// feature read a comment.
//
// Only the chunks that pre-rendered pages load with a <script> tag get the hint: chunks imported
// later (the forms' validation and notices) stay lazy, as most of their code may never run.
// scripts/build.mjs runs this after `next build`; it is idempotent. It changes built files, so it
// refuses builds whose pages or maps describe those files byte for byte (see `refusals`).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startupSources } from './deferred-start.mjs';
import { contracts, expectShape, htmlFiles, readResolvedConfig } from './next-contracts.mjs';

const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The chunk file names that pre-rendered pages load at start-up (not the `nomodule` polyfills). */
export function startupChunks(distDir) {
  const pages = path.join(distDir, 'server', 'app');
  const chunks = new Set();
  if (!existsSync(pages)) return chunks;
  for (const file of htmlFiles(pages)) {
    for (const src of startupSources(readFileSync(path.join(pages, file), 'utf8')))
      chunks.add(path.basename(src));
  }
  return chunks;
}

/**
 * The Next.js settings of this build that a line added to its chunks would break: subresource
 * integrity (pages carry each script's hash, the browser would refuse the changed file) and browser
 * source maps (every mapping would point one line off). Read from the resolved configuration the
 * build wrote, so whatever set them (next.config.mjs, a plugin) is seen.
 */
function refusals(distDir) {
  if (!existsSync(path.join(distDir, 'required-server-files.json')))
    throw new Error(`Compile hints: no Next.js build in ${distDir} (run next build first).`);
  const config = readResolvedConfig(distDir);
  return [
    config.experimental?.sri && 'experimental.sri (the pages carry a hash of each script)',
    config.productionBrowserSourceMaps && 'productionBrowserSourceMaps (the maps count lines)',
  ].filter(Boolean);
}

/** Puts the hint on the start-up chunks that lack it; returns the names of those it changed. */
export function addCompileHints(distDir) {
  const conflicts = refusals(distDir);
  if (conflicts.length > 0)
    throw new Error(
      `Compile hints refused: adding a line to the built scripts would break ${conflicts.join(' and ')}. ` +
        'Turn that setting off in next.config.mjs, or take the compile-hint step out of scripts/build.mjs.',
    );
  const chunks = [...startupChunks(distDir)].sort();
  expectShape(chunks.length > 0, contracts.startupTags, 'no pre-rendered page names a start-up chunk');
  const changed = [];
  for (const name of chunks) {
    const file = path.join(distDir, 'static', 'chunks', name);
    expectShape(
      existsSync(file),
      contracts.startupTags,
      `a page loads /_next/static/chunks/${name}, not in ${file}`,
    );
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(compileHint)) continue;
    // Written aside and renamed, so a server reading the file never sees half of it.
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(next, compileHint + source);
    renameSync(next, file);
    changed.push(name);
  }
  return changed;
}
