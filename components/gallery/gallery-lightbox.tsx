'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ContentPicture } from '@/components/media/content-picture';
import type { ImageData } from '@/lib/image-data';

export interface LightboxItem {
  id: string;
  title: string;
  alt: string;
  /** Label of the thumbnail button, e.g. 'Agrandir : La bibliothèque'. */
  openLabel: string;
}

interface GalleryLightboxProps {
  items: readonly LightboxItem[];
  /** Server-rendered thumbnails (SiteImage), one per item, in the same order. */
  thumbnails: readonly ReactNode[];
  /**
   * Each item's image data, for the full-size view: only the one on show is rendered. Data, not
   * server-rendered elements: the page's payload carries each photo's sources once, not a second
   * element tree per photo.
   */
  images: readonly ImageData[];
  labels: { dialog: string; close: string; previous: string; next: string; position: string; hint: string };
}

const focusable = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The gallery grid and its full-screen viewer. While the viewer is open the page cannot scroll,
 * the arrow keys move between photos, Tab stays inside, and Escape or a click closes it and gives
 * focus back to the thumbnail that opened it. The opening fade is CSS (.reveal), so no animation
 * library is shipped, and none plays when reduced motion is preferred.
 */
export function GalleryLightbox({ items, thumbnails, images, labels }: GalleryLightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = items.length;
  const open = index !== null;

  const close = useCallback(() => setIndex(null), []);
  const move = useCallback(
    (step: number) => setIndex((current) => (current === null ? null : (current + step + count) % count)),
    [count],
  );

  // Scroll lock and focus: taken when the viewer opens, given back when it closes.
  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const buttons = thumbs.current;
    const saved = { html: html.style.overflow, body: document.body.style.overflow };
    html.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    // The page behind leaves the accessibility tree and the tab order while the viewer is open.
    const behind = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== dialog.current && !el.inert,
    );
    for (const el of behind) el.inert = true;
    closeButton.current?.focus();
    return () => {
      for (const el of behind) el.inert = false;
      html.style.overflow = saved.html;
      document.body.style.overflow = saved.body;
      const from = opener.current;
      if (from !== null) buttons[from]?.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      switch (event.key) {
        case 'Escape':
          event.preventDefault();
          close();
          return;
        case 'ArrowLeft':
          event.preventDefault();
          move(-1);
          return;
        case 'ArrowRight':
          event.preventDefault();
          move(1);
          return;
        case 'Tab': {
          const nodes = [...(dialog.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
          if (nodes.length === 0) return;
          event.preventDefault();
          const at = nodes.indexOf(document.activeElement as HTMLElement);
          const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + nodes.length) % nodes.length;
          nodes[next]?.focus();
          return;
        }
        case ' ':
        case 'PageDown':
        case 'PageUp':
        case 'ArrowDown':
        case 'ArrowUp':
        case 'Home':
        case 'End':
          // Keys that would scroll the page behind the viewer (Space still presses a focused button).
          if (!(event.key === ' ' && document.activeElement instanceof HTMLButtonElement))
            event.preventDefault();
          return;
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, move]);

  const current = index === null ? undefined : items[index];
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  const roundButton =
    'flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30';

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item.id} data-gallery-item={item.id}>
            <figure>
              <button
                type="button"
                ref={(node) => {
                  thumbs.current[i] = node;
                }}
                onClick={() => {
                  opener.current = i;
                  setIndex(i);
                }}
                aria-label={item.openLabel}
                aria-haspopup="dialog"
                className="block w-full overflow-hidden rounded-xl bg-slate-100 transition hover:opacity-90"
              >
                {thumbnails[i]}
              </button>
              <figcaption className="mt-2 text-sm font-semibold text-slate-800">{item.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>

      {current &&
        index !== null &&
        createPortal(
          <div
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-label={labels.dialog}
            aria-describedby="lightbox-caption"
            onClick={close}
            className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 overscroll-contain bg-slate-950/95 p-4"
          >
            <button
              ref={closeButton}
              type="button"
              onClick={stop(close)}
              aria-label={labels.close}
              className={`${roundButton} absolute right-4 top-4`}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
            <figure className="reveal flex max-h-full w-full max-w-5xl flex-col items-center gap-3">
              <div className="flex max-h-[75vh] w-full justify-center [&_img]:max-h-[75vh] [&_img]:w-auto [&_img]:object-contain">
                {/* Keyed: the image loader sets a photo's sources on its element, so each photo gets a new one. */}
                <ContentPicture
                  key={current.id}
                  image={images[index]!}
                  alt={current.alt}
                  sizes="100vw"
                  group="gallery"
                />
              </div>
              <figcaption id="lightbox-caption" className="max-w-3xl text-center text-white">
                <span className="block text-lg font-bold">{current.title}</span>
                <span className="block text-sm text-slate-300">{current.alt}</span>
                <span className="mt-1 block text-xs text-slate-400">
                  {labels.position.replace('{current}', String(index + 1)).replace('{total}', String(count))}
                </span>
              </figcaption>
            </figure>
            <p className="sr-only">{labels.hint}</p>
            <div className="flex gap-4">
              <button
                type="button"
                onClick={stop(() => move(-1))}
                aria-label={labels.previous}
                className={roundButton}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={stop(() => move(1))}
                aria-label={labels.next}
                className={roundButton}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
