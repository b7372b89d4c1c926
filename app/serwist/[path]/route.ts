import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { allProgrammes } from '@/content/programmes';
import { locales, localizedPath } from '@/i18n/locales';
import { distDirName } from '@/lib/core/dist-dir.mjs';
import { getRoute, programmePath } from '@/lib/routes';

// Saved at install, in every language: the shell (home and the offline page), precached with a
// revision that changes with each build; and every programme page, saved into the pages cache
// unless the visitor's connection is slow or in data-saver mode (app/sw.ts).
const shell = locales.flatMap((locale) => ['/', '/offline'].map((href) => localizedPath(locale, href)));
const programmePages = [
  ...(['programs', 'licences', 'masters', 'masterPrograms'] as const).map((id) => getRoute(id).path),
  ...allProgrammes().map(programmePath),
];
const buildId = path.join(/* turbopackIgnore: true */ process.cwd(), distDirName(), 'BUILD_ID');
const revision = existsSync(buildId)
  ? readFileSync(buildId, 'utf8').trim()
  : createHash('sha256').update(String(Date.now())).digest('hex').slice(0, 16);

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  // The stylesheet only: pages read offline stay styled; scripts are cached as they are used.
  globPatterns: [`${distDirName()}/static/**/*.css`],
  additionalPrecacheEntries: shell.map((url) => ({ url, revision })),
  esbuildOptions: {
    // Serwist bundles a source map by default, and this route would serve it as /serwist/sw.js.map:
    // the worker's full source, comments included, for anyone to read. None is built.
    sourcemap: false,
    define: {
      __SHELL_PAGES__: JSON.stringify(shell),
      __PROGRAMME_PAGES__: JSON.stringify(
        locales.flatMap((locale) => programmePages.map((href) => localizedPath(locale, href))),
      ),
    },
  },
});
