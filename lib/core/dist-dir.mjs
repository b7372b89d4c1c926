// The folder of the production build that Next.js writes (`next build`) and serves (`next start`):
// `.next`, unless NEXT_DIST_DIR names another folder of the project. `npm start` builds a new
// version of the site beside the one it serves, each in its own folder under `.next-builds/`
// (scripts/lib/publish.mjs), and starts the servers of each with NEXT_DIST_DIR naming it. Plain
// JavaScript: next.config.mjs and the build scripts read it before anything is compiled.
import path from 'node:path';

/** The build folder, relative to the project: `.next` or NEXT_DIST_DIR. */
export function distDirName() {
  const name = process.env.NEXT_DIST_DIR;
  if (!name) return '.next';
  const normal = path.posix.normalize(name.split(path.sep).join('/'));
  if (path.posix.isAbsolute(normal) || normal.startsWith('..') || normal === '.')
    throw new Error(`NEXT_DIST_DIR must name a folder inside the project: ${name}`);
  return normal;
}

/** The copy of the build folder inside the standalone server Next.js writes beside it. */
export function standaloneDistDir(distDir) {
  return path.join(distDir, 'standalone', distDirName());
}
