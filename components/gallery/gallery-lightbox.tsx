'use client';

import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { clsx } from 'clsx';
import { ContentPicture } from '@/components/media/content-picture';
import { useMotionKit } from '@/components/motion/use-motion-kit';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { ImageData } from '@/lib/image-data';
import { arrowStep } from '@/components/ui/reading-direction';
import { useSwipe } from './use-swipe';

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
  /** The viewer's button icons, drawn by the server: no icon library in the page's scripts. */
  icons: { close: ReactNode; previous: ReactNode; next: ReactNode };
}

/**
 * The gallery grid and its full-screen viewer. While the viewer is open the page cannot scroll,
 * the arrow keys move between photos, Tab stays inside, and Escape or a click closes it and gives
 * focus back to the thumbnail that opened it. On a touch screen a sideways swipe moves between
 * photos. The opening fade is CSS (.reveal); once motion has loaded (components/motion), the viewer
 * also fades out, and the photos slide as they change. None of it plays under reduced motion.
 */
export function GalleryLightbox({ items, thumbnails, images, labels, icons }: GalleryLightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  // Which way the last move went, for the slide of the next photo.
  const [direction, setDirection] = useState(1);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = items.length;
  const open = index !== null;
  const kit = useMotionKit(open);

  const close = useCallback(() => setIndex(null), []);
  const move = useCallback(
    (step: number) => {
      setDirection(step);
      setIndex((current) => (current === null ? null : (current + step + count) % count));
    },
    [count],
  );
  const swipe = useSwipe(move);

  // Left and right move between photos (mirrored on pages written right to left); the rest is a modal dialog's.
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const step = arrowStep(event.key, dialog.current);
      if (step === 0) return false;
      event.preventDefault();
      move(step);
      return true;
    },
    [move, dialog],
  );
  useModalDialog({ open, dialog, initialFocus: closeButton, opener, onClose: close, onKeyDown });

  const current = index === null ? undefined : items[index];
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  const roundButton =
    'flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30';

  const Frame = kit ? kit.DialogFrame : 'div';
  const photo = current && index !== null && (
    <figure
      // With motion the viewer's own fade and the photos' slide replace the CSS entry.
      className={clsx(!kit && 'reveal', 'flex max-h-full w-full max-w-5xl flex-col items-center gap-3')}
    >
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
  );
  const viewer = current && index !== null && (
    <Frame
      key="lightbox"
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog}
      aria-describedby="lightbox-caption"
      onClick={close}
      {...swipe}
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 touch-pan-y overscroll-contain bg-slate-950/95 p-4"
    >
      <button
        ref={closeButton}
        type="button"
        onClick={stop(close)}
        aria-label={labels.close}
        className={`${roundButton} absolute inset-e-4 top-4`}
      >
        {icons.close}
      </button>
      {kit ? (
        <kit.PhotoSwitch
          photoKey={current.id}
          direction={direction}
          className="flex max-h-full min-h-0 w-full justify-center"
        >
          {photo}
        </kit.PhotoSwitch>
      ) : (
        photo
      )}
      <p className="sr-only">{labels.hint}</p>
      <div className="flex gap-4">
        <button
          type="button"
          onClick={stop(() => move(-1))}
          aria-label={labels.previous}
          className={roundButton}
        >
          {icons.previous}
        </button>
        <button type="button" onClick={stop(() => move(1))} aria-label={labels.next} className={roundButton}>
          {icons.next}
        </button>
      </div>
    </Frame>
  );

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid">
        {items.map((item, i) => (
          <li key={item.id} data-gallery-item={item.id}>
            <figure>
              <button
                type="button"
                onClick={(event) => {
                  opener.current = event.currentTarget;
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

      {/* With motion, the presence stays so that the viewer can fade out; without, nothing is left. */}
      {kit
        ? createPortal(<kit.Presence>{viewer}</kit.Presence>, document.body)
        : viewer && createPortal(viewer, document.body)}
    </>
  );
}
