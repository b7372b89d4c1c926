'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ContentPicture } from '@/components/media/content-picture';
import { arrowStep } from '@/components/ui/reading-direction';
import { useLiteMode } from '@/lib/connection/use-lite-mode';
import type { ImageData } from '@/lib/image-data';

/** Hero timings: loading steps and slide intervals (docs/product.md, slow connections). */
export const heroTimings = {
  stepMs: 500,
  slowStepMs: 2000,
  intervalMs: 6000,
  reducedMotionIntervalMs: 8000,
  slowIntervalMs: 10000,
  rotatingIntervalMs: 4000,
} as const;

/** A slide's image: its pipeline data (the slideshow shows no blurred placeholder) and its alt text. */
export interface SlideImage extends Omit<ImageData, 'blur'> {
  alt: string;
}

export interface HeroSlideshowProps {
  /** The first slide, server-rendered with priority (the LCP image): never animated in. */
  first: ReactNode;
  /** Every slide's image data, the first included. */
  slides: SlideImage[];
  /** 'home': the full slideshow with its controls and status badges; 'rotating': the 4 s hero. */
  variant: 'home' | 'rotating';
  labels: {
    region: string;
    slide: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    dots: string;
    slowConnection: string;
    loading: string;
    optimizing: string;
  };
  /** The pause button's two icons, drawn by the server (slides.tsx): no icon library in the page's scripts. */
  icons: { pause: ReactNode; play: ReactNode };
  className?: string;
  children: ReactNode;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The hero slideshow. The first image is in the HTML; the others are requested one at a time,
 * 500 ms apart (2000 ms on a slow connection, where it also advances every 10 s), and a slide (and
 * its dot) becomes available only once its image has loaded. Pauses while hovered or focused, and
 * stops with its pause button; arrow keys move between slides. In lite mode it is a still image.
 */
export function HeroSlideshow({
  first,
  slides,
  variant,
  labels,
  icons,
  className,
  children,
}: HeroSlideshowProps) {
  const { connection, choice } = useLiteMode();
  // A still first image on Save-Data or the visitor's lite-mode choice. A slow connection alone
  // keeps the slideshow, at its slow rhythm: lite mode's other savings still apply there.
  const still = choice ? choice === 'on' : connection?.saveData === true;
  const reducedMotion = usePrefersReducedMotion();
  const total = slides.length;
  const [requested, setRequested] = useState(1);
  const [loaded, setLoaded] = useState<boolean[]>(() => slides.map((_, i) => i === 0));
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Stopped by the visitor: rotation lasts longer than 5 s, so WCAG 2.2.2 asks for a way to stop it.
  const [stopped, setStopped] = useState(false);
  const slow = connection?.slow ?? false;
  const detected = connection !== undefined;

  // Progressive loading: starts once the connection is known; a still hero keeps to the first image.
  useEffect(() => {
    if (!detected || still || requested >= total) return;
    const timer = window.setTimeout(
      () => setRequested((n) => n + 1),
      slow ? heroTimings.slowStepMs : heroTimings.stepMs,
    );
    return () => window.clearTimeout(timer);
  }, [detected, still, slow, requested, total]);

  const interval =
    variant === 'rotating'
      ? heroTimings.rotatingIntervalMs
      : slow
        ? heroTimings.slowIntervalMs
        : reducedMotion
          ? heroTimings.reducedMotionIntervalMs
          : heroTimings.intervalMs;
  const paused = hovered || focused || still || stopped;
  const loadedCount = loaded.filter(Boolean).length;

  // Read by timers and handlers: the latest list, without restarting the rotation on each load.
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);
  const nextLoaded = (from: number, direction: 1 | -1) => {
    for (let step = 1; step <= total; step++) {
      const index = (from + direction * step + total) % total;
      if (loadedRef.current[index]) return index;
    }
    return from;
  };

  const canRotate = loadedCount >= 2;
  useEffect(() => {
    if (paused || !canRotate) return;
    const timer = window.setTimeout(() => setCurrent((c) => nextLoaded(c, 1)), interval);
    return () => window.clearTimeout(timer);
    // nextLoaded only reads the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, interval, current, canRotate]);

  const markLoaded = (index: number) =>
    setLoaded((list) => (list[index] ? list : list.map((value, i) => value || i === index)));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, event.currentTarget);
    if (step === 0) return;
    setCurrent((c) => nextLoaded(c, step));
    event.preventDefault();
  };

  const status = !detected
    ? labels.optimizing
    : !still && loadedCount < total
      ? fill(labels.loading, { n: Math.round((loadedCount / total) * 100) })
      : null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className={clsx('relative isolate overflow-hidden', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-current={current}
      data-paused={paused}
    >
      <div className="absolute inset-0 -z-10 bg-primary-900">
        {slides.map((slide, i) => (
          <div
            key={i}
            aria-hidden={i !== current}
            data-slide={i}
            data-loaded={loaded[i]}
            className={clsx(
              'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
              i === current ? 'opacity-100' : 'opacity-0',
            )}
          >
            {i === 0 ? (
              first
            ) : i < requested ? (
              <ContentPicture
                image={slide}
                alt={slide.alt}
                sizes="100vw"
                onLoad={() => markLoaded(i)}
                className="h-full w-full object-cover"
              />
            ) : null}
          </div>
        ))}
        {/* Keeps the white text readable over bright pictures: on wide screens, dark in the band of
            the text and clear above it, where the scenes put their sky and sun. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-primary-900/65 sm:bg-transparent sm:bg-gradient-to-b sm:from-primary-900/0 sm:via-primary-900/65 sm:via-45% sm:to-primary-900/75"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-primary-900/70"
        />
      </div>

      {children}

      <div
        data-needs-js=""
        // One row on a 375 px phone: 32 px buttons and touching 24 px dots there.
        className="absolute inset-x-0 bottom-4 z-10 mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 sm:gap-3"
      >
        <button
          type="button"
          hidden={still}
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? labels.play : labels.pause}
          data-testid="slideshow-toggle"
          className="flex size-8 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 sm:size-9"
        >
          {stopped ? icons.play : icons.pause}
        </button>
        <button
          type="button"
          hidden={still}
          onClick={() => setCurrent((c) => nextLoaded(c, -1))}
          aria-label={labels.previous}
          className="flex size-8 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 sm:size-9"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ‹
          </span>
        </button>
        <div role="group" aria-label={labels.dots} hidden={still} className="flex sm:gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              disabled={!loaded[i]}
              aria-current={i === current ? 'true' : undefined}
              aria-label={fill(labels.slide, { n: i + 1, total })}
              onClick={() => setCurrent(i)}
              className="group flex size-6 items-center justify-center disabled:cursor-not-allowed"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-2 rounded-full transition-all motion-reduce:transition-none',
                  i === current ? 'w-6 bg-accent-400' : 'w-2 bg-white/70 group-disabled:bg-white/25',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          hidden={still}
          onClick={() => setCurrent((c) => nextLoaded(c, 1))}
          aria-label={labels.next}
          className="flex size-8 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 sm:size-9"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ›
          </span>
        </button>
        {variant === 'home' && (
          <div role="status" className="ms-auto flex flex-wrap gap-2 text-xs font-semibold">
            {slow && (
              <span className="rounded-full bg-accent-400 px-3 py-1 text-slate-900">
                {labels.slowConnection}
              </span>
            )}
            {status && <span className="rounded-full bg-white/20 px-3 py-1 text-white">{status}</span>}
          </div>
        )}
      </div>
    </section>
  );
}
