import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { securityHeaderRules } from './lib/security/headers.mjs';
import { liteRewrites } from './lib/lite/rules.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// Paths that already name their locale; everything else is French.
// (`serwist` is the service worker's route handler, served at /sw.js; `lite` serves lite mode;
// `admin` is the staff area, which has no locale.)
const notLocalePrefixed = '(?!(?:en|fr|serwist|lite|admin)(?:/|$))';

/**
 * Old and alternative shapes of programme detail URLs (spec route table). The canonical shape is
 * /licences/{slug} and /masters/{slug}; each alias answers a permanent redirect to it.
 * /programs/masters/{slug or title} is resolved by proxy.ts (a title needs the registry), as are
 * unknown ids (redirected to the listing with the 'Programme introuvable' notice).
 */
const programmeAliases = [
  { from: '/licence/:programId', to: '/licences/:programId' },
  { from: '/master/:programId', to: '/masters/:programId' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  // app/global-not-found.tsx: the 404 page stays out of every other page's payload.
  experimental: { globalNotFound: true },
  async redirects() {
    return [
      // French is served unprefixed: /fr/... is never a second address for the same page.
      { source: '/fr', destination: '/', permanent: true },
      { source: '/fr/:path*', destination: '/:path*', permanent: true },
      ...programmeAliases.flatMap(({ from, to }) => [
        { source: from, destination: to, permanent: true },
        { source: `/en${from}`, destination: `/en${to}`, permanent: true },
      ]),
    ];
  },
  async headers() {
    return [
      ...securityHeaderRules(),
      // Derivatives are named by their source's content hash: they never change.
      {
        source: '/_img/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The staff area: never indexed, never kept by a browser, proxy or CDN cache.
      ...['/admin', '/admin/:path*'].map((source) => ({
        source,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      })),
      // The service worker must be re-checked on every visit, never kept by a CDN for a year.
      ...['/sw.js', '/serwist/:path*'].map((source) => ({
        source,
        headers: [
          { key: 'Cache-Control', value: 'no-cache, max-age=0, must-revalidate' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      })),
    ];
  },
  async rewrites() {
    return {
      // The spec's address of the service worker, built by @serwist/turbopack's route handler.
      // Lite mode (Save-Data, or the visitor's choice): the same page without scripts.
      beforeFiles: [{ source: '/sw.js', destination: '/serwist/sw.js' }, ...liteRewrites(notLocalePrefixed)],
      // After files (public/, /api, /_next) and before the [locale] dynamic segment.
      afterFiles: [
        { source: '/', destination: '/fr' },
        { source: `/:path(${notLocalePrefixed}.*)`, destination: '/fr/:path' },
      ],
      // Checked after every page: a news id no article has gets the article-specific 404.
      fallback: [{ source: '/:locale(fr|en)/news/:id', destination: '/:locale/news/unknown' }],
    };
  },
};

export default withSerwist(withNextIntl(nextConfig));
