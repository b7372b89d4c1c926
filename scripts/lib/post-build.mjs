// The steps scripts/build.mjs runs on what `next build` wrote, in order (see that file for why each
// exists). Kept apart from the build's own script so that a test can run them on a build in a
// changed shape and see them refuse it.
import { addCompileHints } from './compile-hints.mjs';
import { deferStartupInBuild } from './deferred-start.mjs';
import { checkFreshBuild } from './next-contracts.mjs';
import { addPagePolicies } from './page-policies.mjs';

/**
 * Runs every post-build step on the fresh build in `distDir`; `report(step, line)` hears what each
 * did. Throws, naming the reliance, when the build is not in a shape the steps know.
 */
export function rewriteBuild(distDir, report = () => {}) {
  const step = 'What the next steps rely on in the build (scripts/lib/next-contracts.mjs)';
  report(step, `${checkFreshBuild(distDir)} pre-rendered pages in the expected shape.`);
  const hinted = addCompileHints(distDir);
  report(
    'Compile hints (scripts/lib/compile-hints.mjs)',
    `${hinted.length} start-up scripts marked for eager compilation.`,
  );
  report(
    'Start-up scripts after the first paint (scripts/lib/deferred-start.mjs)',
    `${deferStartupInBuild(distDir)} pre-rendered pages rewritten.`,
  );
  report(
    'Page policies (scripts/lib/page-policies.mjs)',
    `${addPagePolicies(distDir)} pre-rendered pages served with their policy, without the proxy.`,
  );
}
