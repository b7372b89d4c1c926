import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { securityHeaderRules } from './lib/security/headers.mjs';
import { redirectRules, rewriteRules } from './lib/routing/rules.mjs';
import { distDirName } from './lib/core/dist-dir.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One self-contained server in .next/standalone, packed by `npm run bundle` (scripts/bundle.mjs)
  // with the static files and the commands: the same bundle is shipped to every instance.
  output: 'standalone',
  // `.next`, or the folder NEXT_DIST_DIR names: `npm start` builds each new version of the site
  // beside the one it serves (scripts/lib/publish.mjs).
  distDir: distDirName(),
  // The build's inputs name it (scripts/build.mjs sets BUILD_ID from the build stamp), so two
  // builds of one commit with the same settings agree; a build made another way gets Next's own.
  generateBuildId: () => process.env.BUILD_ID || null,
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded by Node from node_modules (traced into the standalone server), not bundled. For the
  // server-only libraries this is more than build time: the bundler sizes every module id by how
  // many modules the whole build holds, and past 5,000 each id in every page's scripts takes a sixth
  // digit (about 300 bytes gzipped per page). These keep the build below that line.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'drizzle-orm',
    'nodemailer',
    'pdf-lib',
    '@pdf-lib/fontkit',
    'bidi-js',
    'fflate',
    'prom-client',
    // The editing screen's API: its interface is bundled apart (scripts/lib/editor-screen.mjs).
    '@keystatic/core',
    '@keystatic/next',
  ],
  // app/global-not-found.tsx: the 404 page stays out of every other page's payload.
  experimental: { globalNotFound: true },
  // Locale prefixes and old addresses (lib/routing/rules.mjs, from i18n/locale-routing.mjs).
  async redirects() {
    return redirectRules();
  },
  async headers() {
    return [
      ...securityHeaderRules(),
      // Derivatives are named by their source's content hash: they never change.
      {
        source: '/_img/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The staff area and the editing screen: never indexed, never kept by a browser, proxy or CDN cache.
      ...['/admin', '/admin/:path*', '/keystatic', '/keystatic/:path*'].map((source) => ({
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
    return rewriteRules();
  },
};

export default withSerwist(withNextIntl(nextConfig));
