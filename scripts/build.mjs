// `npm run build`: the production build, step by step.
//   1. The image pipeline: public/images → public/_img and the manifest pages read as they render.
//   2. `next build` (arguments after `--` go to it: `npm run build -- --webpack`).
//   3. V8's compile hint on the scripts pages load at start-up (scripts/lib/compile-hints.mjs).
// Then the build is stamped with its inputs (scripts/lib/build-stamp.mjs), so that `npm start`,
// `npm test` and the benchmarks, which all build through this script, do not build it again.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStamp, stampFile } from './lib/build-stamp.mjs';
import { addCompileHints } from './lib/compile-hints.mjs';
import { buildImages } from './lib/images.mjs';
import { log, root, runBin } from './lib/setup.mjs';

const nextArgs = process.argv.slice(2);
try {
  // Taken before the build reads its inputs: a file edited during the build makes the next
  // check build again. Until the build succeeds, no stamp claims it is current.
  const stamp = buildStamp(root, nextArgs);
  rmSync(stampFile(root), { force: true });

  await buildImages(root);

  log(['next build', ...nextArgs].join(' '));
  runBin('next', ['build', ...nextArgs], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });

  log('Compile hints (scripts/lib/compile-hints.mjs)');
  const changed = addCompileHints(path.join(root, '.next'));
  console.log(`${changed.length} start-up scripts marked for eager compilation.`);

  if (stamp) writeFileSync(stampFile(root), stamp);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
