import { getLiteMode, subscribeLiteMode } from '@/lib/connection/lite-mode';

/**
 * Links never prefetch by themselves (a 2G visitor would pay for every link in view, see
 * i18n/link.tsx); a page is fetched ahead only when the visitor shows intent (pointer over, focus,
 * touch), once per address, and never in lite mode. Returns what stops it.
 */
export function startLinkPrefetch(router: { prefetch(href: string): void }): () => void {
  // Starts the connection detection that lite mode depends on.
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
}
