// `npm run build`: the production build, step by step.
//   0. The content files (content/*.yaml…) validated and compiled to content/.compiled
//      (scripts/content.ts): a bad file stops the build there, with one line per problem naming
//      the file, the field and the language.
//   1. The image pipeline: public/images → public/_img and the manifest pages read as they render;
//      the logo's PNG fallback, public/logo.png, from public/logo.svg; the editing screen's
//      script, public/_editor/keystatic.js (scripts/lib/editor-screen.mjs).
//   2. `next build` (arguments after `--` go to it: `npm run build -- --webpack`).
//   3. V8's compile hint on the scripts pages load at start-up (scripts/lib/compile-hints.mjs).
//   4. Those scripts requested after the page's first paint (scripts/lib/deferred-start.mjs).
//   5. Each pre-rendered page's Content-Security-Policy written into the build (from its HTML as
//      step 4 left it), and the proxy's matcher narrowed to the addresses that still need it
//      (scripts/lib/page-policies.mjs).
// Before step 3, the build is checked for every shape of Next.js's output those steps read
// (scripts/lib/next-contracts.mjs): a release that changed one stops the build with its name.
// The build goes to `.next`, or to the folder NEXT_DIST_DIR names (lib/core/dist-dir.mjs): `npm start`
// builds a new version of the site there while the current one is served (scripts/lib/publish.mjs).
// Then the build is stamped with its inputs (scripts/lib/build-stamp.mjs), so that `npm start`,
// `npm test` and the benchmarks, which all build through this script, do not build it again.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distDirName } from '../lib/core/dist-dir.mjs';
import { buildStamp, stampFile } from './lib/build-stamp.mjs';
import { buildEditorScreen } from './lib/editor-screen.mjs';
import { buildImages } from './lib/images.mjs';
import { buildLogoPng } from './lib/logo-png.mjs';
import { rewriteBuild } from './lib/post-build.mjs';
import { compileContent, log, root, runBin } from './lib/setup.mjs';

const nextArgs = process.argv.slice(2);
const distDir = distDirName();

// `next build` adds its build folder's type declarations to tsconfig.json and next-env.d.ts. For a
// folder of its own (`.next-builds/<time>`), that would change a file of the checkout with every
// build, and point the typecheck at a folder deleted later: both are put back as they were.
const keptFiles =
  distDir === '.next'
    ? []
    : ['tsconfig.json', 'next-env.d.ts'].map((name) => {
        const file = path.join(root, name);
        return { file, text: existsSync(file) ? readFileSync(file, 'utf8') : undefined };
      });
function restoreKeptFiles() {
  for (const { file, text } of keptFiles) {
    if (text === undefined) rmSync(file, { force: true });
    else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  }
}

try {
  // Taken before the build reads its inputs: a file edited during the build makes the next
  // check build again. Until the build succeeds, no stamp claims it is current.
  const stamp = buildStamp(root, nextArgs);
  rmSync(stampFile(root), { force: true });

  // Its own lines say what is wrong: nothing is added to them.
  if (compileContent().status !== 0) process.exit(1);

  await buildImages(root);
  if (await buildLogoPng(root)) console.log('public/logo.png drawn from public/logo.svg.');
  // The editing screen's script, bundled apart from the site (public/_editor/keystatic.js).
  await buildEditorScreen(root);

  log(['next build', ...nextArgs].join(' '));
  // The build id: BUILD_ID when given (a container build, which has no git), else the stamp of the
  // build's inputs, so two builds of one commit with the same SITE_* settings agree
  // (next.config.mjs); else Next's own, random one.
  const buildId = process.env.BUILD_ID ? {} : stamp ? { BUILD_ID: stamp.slice(0, 20) } : {};
  try {
    runBin('next', ['build', ...nextArgs], {
      env: { ...process.env, ...buildId, NEXT_TELEMETRY_DISABLED: '1' },
    });
  } finally {
    restoreKeptFiles();
  }

  rewriteBuild(path.join(root, distDir), (step, line) => {
    log(step);
    console.log(line);
  });

  if (stamp) writeFileSync(stampFile(root), stamp);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
