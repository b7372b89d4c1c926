import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// Paths that already name their locale; everything else is French.
const notLocalePrefixed = '(?!(?:en|fr)(?:/|$))';

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
  serverExternalPackages: ['@electric-sql/pglite'],
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
  async rewrites() {
    return {
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

export default withNextIntl(nextConfig);
