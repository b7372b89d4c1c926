import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { securityHeaderRules } from './lib/security/headers.mjs';
import { addCompileHints } from './scripts/lib/compile-hints.mjs';
import { buildImages } from './scripts/lib/images.mjs';
import { redirectRules, rewriteRules } from './lib/routing/rules.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
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
    return rewriteRules();
  },
};

/**
 * When the `next build` process ends successfully, the scripts pages load at start-up get V8's
 * compile hint (scripts/lib/compile-hints.mjs). Next.js has no post-build step outside deployment
 * adapters, which also change how pre-rendered pages are stored and served.
 */
function addCompileHintsAfterBuild() {
  // Build workers load this file again: they inherit the flag and leave it to the build process.
  if (process.env.COMPILE_HINTS_REGISTERED) return;
  process.env.COMPILE_HINTS_REGISTERED = '1';
  process.once('exit', (code) => {
    if (code !== 0) return;
    try {
      const changed = addCompileHints(path.join(import.meta.dirname, '.next'));
      console.log(`Compile hints: ${changed.length} start-up scripts marked for eager compilation.`);
    } catch (error) {
      console.error('Compile hints could not be added to the start-up scripts:', error);
      process.exitCode = 1;
    }
  });
}

/** The image pipeline runs once before every build (and dev server), whoever started it. */
export default async function config(phase) {
  if ((phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) && !process.env.IMAGES_READY) {
    await buildImages(import.meta.dirname);
    // Build workers load this file again: they inherit the flag and skip the pipeline.
    process.env.IMAGES_READY = '1';
  }
  if (phase === PHASE_PRODUCTION_BUILD) addCompileHintsAfterBuild();
  return withSerwist(withNextIntl(nextConfig));
}
