import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDirName } from '@/lib/core/dist-dir.mjs';

// The route a request reached, as the pattern of the build's routes (`/[locale]/news/[id]`), never
// the address itself: the access log and the metrics' labels name one of a bounded set, whatever
// a client asks for, and no reference, token or name typed in an address reaches either.

interface Route {
  page: string;
  regex: string;
}
interface Rewrite {
  regex: string;
  destination: string;
  has?: unknown[];
  missing?: unknown[];
}
interface RoutesManifest {
  staticRoutes?: Route[];
  dynamicRoutes?: Route[];
  rewrites?: Rewrite[] | { beforeFiles?: Rewrite[]; afterFiles?: Rewrite[] };
}

/** Addresses served from folders rather than routes, each one pattern. */
const folders: [RegExp, string][] = [
  [/^\/_next\/static\//, '/_next/static/*'],
  [/^\/_next\/image(?:\/|$)/, '/_next/image'],
  [/^\/_next\//, '/_next/*'],
  [/^\/_img\//, '/_img/*'],
];

/** Any other address with a file extension: a file of public/, or none. */
const FILE = '(file)';
/** An address no route takes: a 404. */
const UNMATCHED = '(unmatched)';

/**
 * The pattern of a path (without its query), in the order Next.js looks: its folders, the static
 * routes, the rewrites (French pages have no prefix: `/licences` is `/fr/licences`), then the
 * dynamic routes. The build's `routes-manifest.json` in `distDir` lists them; without a build (unit
 * tests, `next dev`) only the folders are told apart. The files of `publicDir` are served before
 * any rewrite: each of its entries is one pattern (`/icons/*`).
 */
export function routePatterns(
  distDir = path.join(/* turbopackIgnore: true */ process.cwd(), distDirName()),
  publicDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'public'),
): (pathname: string) => string {
  // The ignore marks keep the build from copying the folders read here (the whole project, as the
  // bundler reads a folder listing) into the standalone server: they are the server's own, at run time.
  const file = path.join(/* turbopackIgnore: true */ distDir, 'routes-manifest.json');
  const manifest: RoutesManifest = existsSync(/* turbopackIgnore: true */ file)
    ? JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'))
    : {};
  const compile = (routes: Route[] = []) =>
    routes.map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  const staticRoutes = compile(manifest.staticRoutes);
  const dynamicRoutes = compile(manifest.dynamicRoutes);
  const rewrites = Array.isArray(manifest.rewrites)
    ? { beforeFiles: [], afterFiles: manifest.rewrites }
    : { beforeFiles: manifest.rewrites?.beforeFiles ?? [], afterFiles: manifest.rewrites?.afterFiles ?? [] };
  // Rewrites that hold for every request (those depending on a header or cookie never change the route).
  const unconditional = (list: Rewrite[]) =>
    list
      .filter((rule) => !rule.has && !rule.missing)
      .map((rule) => ({ ...rule, regex: new RegExp(rule.regex) }));
  const before = unconditional(rewrites.beforeFiles);
  const after = unconditional(rewrites.afterFiles);
  const rewrite = (pathname: string, rules: typeof before) => {
    for (const rule of rules) {
      const match = rule.regex.exec(pathname);
      if (!match) continue;
      let group = 1;
      return rule.destination.replace(/:\w+\*?/g, () => match[group++] ?? '');
    }
    return pathname;
  };
  const publicEntries = new Map<string, string>(
    existsSync(/* turbopackIgnore: true */ publicDir)
      ? readdirSync(/* turbopackIgnore: true */ publicDir, { withFileTypes: true }).map((entry) => [
          entry.name,
          entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`,
        ])
      : [],
  );
  const cache = new Map<string, string>();

  function patternOf(pathname: string): string {
    for (const [prefix, pattern] of folders) if (prefix.test(pathname)) return pattern;
    const inPublic = publicEntries.get(pathname.split('/')[1] ?? '');
    if (inPublic && (inPublic.endsWith('/*') || inPublic === pathname)) return inPublic;
    // A client navigation's payload asks for the page's own address with a suffix.
    const page = pathname.replace(/\.(?:rsc|segments\/.*)$/, '') || '/';
    const found = (candidate: string, routes: typeof staticRoutes) =>
      routes.find((route) => route.regex.test(candidate))?.page;
    const early = rewrite(page, before);
    const staticPage = found(early, staticRoutes);
    if (staticPage) return staticPage;
    const late = rewrite(early, after);
    const routed = found(late, staticRoutes) ?? found(late, dynamicRoutes);
    if (routed) return routed;
    return /\.[a-z0-9]+$/i.test(page) ? FILE : UNMATCHED;
  }

  return (pathname) => {
    let pattern = cache.get(pathname);
    if (pattern === undefined) {
      pattern = patternOf(pathname);
      // Kept for the addresses seen most: the cache must not grow with what clients invent.
      if (cache.size < 2_000) cache.set(pathname, pattern);
    }
    return pattern;
  };
}
