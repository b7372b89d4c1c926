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
  type PrecacheFallbackEntry,
  type SerwistGlobalConfig,
} from 'serwist';
import { OUTBOX_SYNC_TAG, sendOutboxInBackground } from '@/components/forms/documents/background-send';
import { defaultLocale, localeOfPath, localizedPath, prefixedLocales } from '@/i18n/locales';
import { pageScripts } from '@/lib/offline/page-scripts';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;
/** Every programme page in every language (defined by app/serwist/[path]/route.ts). */
declare const __PROGRAMME_PAGES__: string[];
/** The precached pages, home and offline, in every language (app/serwist/[path]/route.ts). */
declare const __SHELL_PAGES__: string[];

const PAGES_CACHE = 'pages';
/** The build's scripts, stylesheets and payloads: named by their content, never stale. */
const STATIC_CACHE = 'static';

/** Addresses answered by the server alone, never saved: the form endpoints and the staff area. */
function serverOnly(pathname: string): boolean {
  return pathname.startsWith('/api/') || /^\/admin(\/|$)/.test(pathname);
}

const serwist = new Serwist({
  // The shell: home and the offline page in every language, and the stylesheet. The programme
  // pages are not precached: the install handler below saves them into the pages cache.
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 2 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // The form endpoints (and any other API call) always go to the server, never to a cache;
    // so does the staff area (private data, behind a login): its pages are never saved offline.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && serverOnly(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        // Room for every programme page's payload, saved at install, besides the scripts.
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 365 * 24 * 3600 })],
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
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 80 })],
      }),
    },
  ],
  fallbacks: {
    // The offline page in the address's language; the default locale's for any other document.
    entries: [
      ...prefixedLocales.map((locale): PrecacheFallbackEntry => ({
        url: localizedPath(locale, '/offline'),
        matcher: ({ request }) =>
          request.destination === 'document' && localeOfPath(new URL(request.url).pathname) === locale,
      })),
      {
        url: localizedPath(defaultLocale, '/offline'),
        matcher: ({ request }) => request.destination === 'document',
      },
    ],
  },
});

/** A slow connection, as the worker sees it: no programme pages saved ahead then. */
function slowOrSaving(): boolean {
  const connection = (
    self.navigator as Navigator & {
      connection?: { effectiveType?: string; downlink?: number; saveData?: boolean };
    }
  ).connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g' ||
    (typeof connection.downlink === 'number' && connection.downlink < 0.5)
  );
}

/**
 * Saves, in the static cache, the scripts and React payload each page's HTML names, each once:
 * without them a page opened offline reads but its menu button and its forms do nothing. They are
 * named by their content, so the copy in the browser's HTTP cache, if any, is the right one.
 */
function scriptSaver(scriptCache: Cache) {
  const saved = new Set<string>();
  return async (html: string) => {
    for (const script of pageScripts(html)) {
      if (saved.has(script)) continue;
      saved.add(script);
      if (await scriptCache.match(script)) continue;
      const response = await fetch(script, { cache: 'force-cache' });
      if (response.ok) await scriptCache.put(script, response);
    }
  };
}

/**
 * Saves what a page needs to run and, given a cache `into`, the page itself (as a visit would; the
 * precached shell pages need only their scripts).
 */
async function savePage(
  url: string,
  saveScripts: (html: string) => Promise<void>,
  { into, cache }: { into?: Cache; cache?: RequestCache } = {},
): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache });
    // A redirected answer cannot stand for the address asked for in a navigation.
    if (!response.ok || response.redirected) return;
    const html = await response.clone().text();
    await into?.put(url, response);
    await saveScripts(html);
  } catch {
    // Offline in the middle: the page is saved when visited instead.
  }
}

/**
 * The site's pages open in this browser while the worker installs. On a first visit the page the
 * visitor landed on (often the admission form, from a shared link) was loaded before any worker,
 * so no visit saved it: without this, a reload offline after pressing send there would show the
 * offline page instead of the form and its waiting application.
 */
async function openPages(): Promise<string[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows
    .map((window) => new URL(window.url))
    .filter((url) => url.origin === self.location.origin && !serverOnly(url.pathname))
    .map((url) => url.href);
}

// At install: the pages open now, from the browser's HTTP cache when it holds them (no second
// download), always; then, unless the connection is slow or saving data, the shell's scripts (so
// the offline page works as well as it reads) and every programme page for offline reading, a few
// at a time. Nothing here fails the install: the shell alone is enough for the worker to run.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES_CACHE);
      const saveScripts = scriptSaver(await caches.open(STATIC_CACHE));
      for (const url of await openPages())
        await savePage(url, saveScripts, { into: pages, cache: 'force-cache' });
      if (slowOrSaving()) return;
      // The precache has just asked for the same pages: the HTTP cache most likely holds them.
      for (const url of __SHELL_PAGES__) await savePage(url, saveScripts, { cache: 'force-cache' });
      const queue = [...__PROGRAMME_PAGES__];
      const worker = async () => {
        for (let url = queue.shift(); url; url = queue.shift())
          await savePage(url, saveScripts, { into: pages });
      };
      await Promise.all([worker(), worker(), worker()]);
    })(),
  );
});

/** Background Sync's event (Chromium), absent from TypeScript's worker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// An application sent without a connection goes from here once it is back, even with the page
// closed (components/forms/documents/background-send.ts); a throw makes the browser try again later.
self.addEventListener('sync' as 'message', (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutboxInBackground());
});

serwist.addEventListeners();
