// The addresses the benches measure, read from the site's own registries (TypeScript, so through
// tsx): every static page, and the first licence, master and news article.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../../scripts/lib/setup.mjs';

/** `{ staticPages, licence, master, article }`, each a locale-free path. */
export function registryPaths() {
  const script = [
    "import { allNewsArticles } from './content/news';",
    "import { programmesOfType } from './content/programmes';",
    "import { newsPath, programmePath, staticRoutes } from './lib/routes';",
    'console.log(JSON.stringify({',
    '  staticPages: staticRoutes.map((route) => route.path),',
    "  licence: programmePath(programmesOfType('licence')[0]),",
    "  master: programmePath(programmesOfType('master')[0]),",
    '  article: newsPath(allNewsArticles()[0].id),',
    '}));',
  ].join('\n');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Could not read the page registry: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}
