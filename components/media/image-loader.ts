import { getLiteMode } from '@/lib/connection/lite-mode';
import { smallScreenQuery } from '@/lib/image-data';

/** Images are preloaded in batches; the gallery has its own rhythm. */
const batches = {
  default: { size: 2, delayMs: 50 },
  gallery: { size: 2, delayMs: 100 },
} as const;
type Group = keyof typeof batches;
const groupOf = (img: HTMLImageElement): Group => (img.dataset.lazy === 'gallery' ? 'gallery' : 'default');

/** The lazy-load margin: 100 px on small screens (≤ 768 px), 50 px otherwise. */
const lazyMargin = () => (window.matchMedia(smallScreenQuery).matches ? '100px' : '50px');

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
  if (img.dataset.blur) img.style.backgroundImage = `url(${img.dataset.blur})`;
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
 * The image loader behind every lazy `ContentPicture` (components/media/content-picture.tsx): sets
 * an image's sources when it comes within the lazy-load margin, at most `size` images per
 * `delayMs` window in each group, and puts `unavailable` ('Image non disponible') in place of an
 * image that fails. Watches images added later too. Returns what stops it.
 */
export function startImageLoader(unavailable: string): () => void {
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
        const group = groupOf(img);
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
        // ContentPicture `early`: queued at once, in page order, whether or not it is near the view.
        state[groupOf(img)].queue.push(img);
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
}
