/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack's route handler (app/serwist/[path]/route.ts)
// and served at /sw.js.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const isEnglish = (url: URL) => url.pathname === '/en' || url.pathname.startsWith('/en/');

const serwist = new Serwist({
  // The shell (home, offline pages, the stylesheet) and the programme pages in both languages.
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 2 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // The form endpoints (and any other API call) always go to the server, never to a cache.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 24 * 3600 })],
      }),
    },
    {
      // Client-side navigations fetch the page's React Server Components payload.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.headers.get('RSC') === '1',
      handler: new NetworkFirst({
        cacheName: 'pages-rsc',
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 60 })],
      }),
    },
    {
      // Visited pages: the network first, the saved copy when it fails or is too slow.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 80 })],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: '/en/offline',
        matcher: ({ request }) => request.destination === 'document' && isEnglish(new URL(request.url)),
      },
      {
        url: '/offline',
        matcher: ({ request }) => request.destination === 'document',
      },
    ],
  },
});

serwist.addEventListeners();
