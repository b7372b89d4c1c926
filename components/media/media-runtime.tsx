'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { getLiteMode, subscribeLiteMode } from '@/lib/connection/lite-mode';

/** Images are preloaded in batches; the gallery has its own rhythm. */
const batches = {
  default: { size: 2, delayMs: 50 },
  gallery: { size: 2, delayMs: 100 },
} as const;
type Group = keyof typeof batches;

/** The lazy-load margin is 100 px on screens of 768 px or less, 50 px otherwise. */
const smallScreen = '(max-width: 768px)';
export const lazyMargin = () => (window.matchMedia(smallScreen).matches ? '100px' : '50px');

/** The narrowest candidate of a srcset (lite mode: smallest image sizes). */
const narrowest = (srcset: string) => srcset.split(',')[0]?.trim() ?? srcset;

function start(img: HTMLImageElement) {
  const lite = getLiteMode().lite;
  const picture = img.parentElement;
  if (picture?.tagName === 'PICTURE') {
    for (const source of picture.querySelectorAll('source')) {
      const srcset = source.dataset.srcset;
      if (srcset) source.srcset = lite ? narrowest(srcset) : srcset;
    }
  }
  const srcset = img.dataset.srcset;
  if (srcset) img.srcset = lite ? narrowest(srcset) : srcset;
  if (img.dataset.src) img.src = img.dataset.src;
  delete img.dataset.lazy;
}

function showUnavailable(img: HTMLImageElement, message: string) {
  if (img.dataset.failed) return;
  img.dataset.failed = 'true';
  const notice = document.createElement('span');
  notice.className = `${img.className} image-unavailable`;
  notice.setAttribute('role', 'img');
  notice.setAttribute('aria-label', img.alt ? `${message} : ${img.alt}` : message);
  notice.style.aspectRatio = `${img.width} / ${img.height}`;
  notice.textContent = message;
  img.hidden = true;
  (img.parentElement?.tagName === 'PICTURE' ? img.parentElement : img).after(notice);
}

/**
 * The one client leaf behind every `SiteImage`: lazy loading with the spec's margins, batched
 * preloading, 'Image non disponible' on failure; it also registers the service worker and
 * prefetches a link's page on hover or focus (never in lite mode).
 */
export function MediaRuntime({ unavailable }: { unavailable: string }) {
  const router = useRouter();

  useEffect(() => {
    // At most `size` images start per `delayMs` window in each group; the rest wait their turn.
    const state: Record<Group, { queue: HTMLImageElement[]; started: number; timer: number | null }> = {
      default: { queue: [], started: 0, timer: null },
      gallery: { queue: [], started: 0, timer: null },
    };
    const drain = (group: Group) => {
      const current = state[group];
      while (current.queue.length > 0 && current.started < batches[group].size) {
        const img = current.queue.shift();
        if (img) start(img);
        current.started++;
        current.timer ??= window.setTimeout(() => {
          current.timer = null;
          current.started = 0;
          drain(group);
        }, batches[group].delayMs);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const img = entry.target as HTMLImageElement;
          observer.unobserve(img);
          const group: Group = img.dataset.lazy === 'gallery' ? 'gallery' : 'default';
          state[group].queue.push(img);
          drain(group);
        }
      },
      { rootMargin: lazyMargin() },
    );
    const within = (root: ParentNode, selector: string) => [
      ...(root instanceof HTMLImageElement && root.matches(selector) ? [root] : []),
      ...root.querySelectorAll<HTMLImageElement>(selector),
    ];
    const scan = (root: ParentNode) => {
      for (const img of within(root, 'img[data-lazy]')) {
        if (img.dataset.early === undefined) observer.observe(img);
        else {
          // SiteImage `early`: queued at once, in page order, whether or not it is near the view.
          state[img.dataset.lazy === 'gallery' ? 'gallery' : 'default'].queue.push(img);
        }
      }
      for (const group of Object.keys(state) as Group[]) drain(group);
      // A priority image that failed before this script ran.
      for (const img of within(root, 'img[src]')) {
        if (img.complete && img.naturalWidth === 0 && img.currentSrc) showUnavailable(img, unavailable);
      }
    };
    scan(document);
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      }
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest('picture'))
        showUnavailable(event.target, unavailable);
    };
    const onLoad = (event: Event) => {
      // The blurred placeholder stays behind transparent images otherwise.
      if (event.target instanceof HTMLImageElement && event.target.style.backgroundImage)
        event.target.style.backgroundImage = '';
    };
    document.addEventListener('error', onError, true);
    document.addEventListener('load', onLoad, true);
    return () => {
      observer.disconnect();
      mutations.disconnect();
      for (const { timer } of Object.values(state)) if (timer !== null) window.clearTimeout(timer);
      document.removeEventListener('error', onError, true);
      document.removeEventListener('load', onLoad, true);
    };
  }, [unavailable]);

  useEffect(() => {
    // Links never prefetch by themselves (a 2G visitor would pay for every link in view); a page
    // is fetched ahead only when the visitor shows intent, and never in lite mode.
    const unsubscribe = subscribeLiteMode(() => {});
    const seen = new Set<string>();
    const intent = (event: Event) => {
      if (getLiteMode().lite || !(event.target instanceof Element)) return;
      const link = event.target.closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href?.startsWith('/') || link.target || seen.has(href)) return;
      seen.add(href);
      router.prefetch(href);
    };
    document.addEventListener('pointerover', intent, { passive: true });
    document.addEventListener('focusin', intent);
    document.addEventListener('touchstart', intent, { passive: true });
    return () => {
      unsubscribe();
      document.removeEventListener('pointerover', intent);
      document.removeEventListener('focusin', intent);
      document.removeEventListener('touchstart', intent);
    };
  }, [router]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () =>
      navigator.serviceWorker
        .register('/sw.js', { scope: '/', type: 'module' })
        .catch((error: unknown) => console.warn('Service worker registration failed', error));
    // Once the page has loaded and the browser is idle: the worker's precache must not compete
    // with the page itself on a slow connection.
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => void register()) : void register();
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);

  return null;
}
