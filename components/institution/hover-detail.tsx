'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

/** The hover card opens after 700 ms and closes 300 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY = 700;
export const HOVER_CLOSE_DELAY = 300;

interface HoverDetailProps {
  /** What the visitor hovers, focuses or taps: rendered inside a button. */
  trigger: ReactNode;
  /** The detail card's content. */
  children: ReactNode;
  className?: string;
}

/**
 * A card that reveals more detail: after a 700 ms hover with a mouse, at once on keyboard focus, and
 * on a tap or click (a disclosure button). It closes 300 ms after the pointer leaves, on Escape, when
 * focus leaves it, or on a tap elsewhere. The trigger and the detail are server-rendered children.
 */
export function HoverDetail({ trigger, children, className }: HoverDetailProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const hovered = useRef(false);
  const detailId = useId();

  const cancel = () => window.clearTimeout(timer.current);
  const schedule = (next: boolean, delay: number) => {
    cancel();
    timer.current = window.setTimeout(() => setOpen(next), delay);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancel();
      setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        cancel();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      data-hover-detail=""
      className={clsx('relative', className)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = true;
        if (open) cancel();
        else schedule(true, HOVER_OPEN_DELAY);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = false;
        if (open) schedule(false, HOVER_CLOSE_DELAY);
        else cancel();
      }}
      onBlur={(event) => {
        if (!hovered.current && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          cancel();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailId}
        className="block w-full rounded-2xl text-start"
        onFocus={(event) => {
          // Keyboard focus opens at once; a click's focus is left to the click itself.
          if (!event.currentTarget.matches(':focus-visible')) return;
          cancel();
          setOpen(true);
        }}
        onClick={() => {
          cancel();
          setOpen((current) => !current);
        }}
      >
        {trigger}
      </button>
      {/* In the flow, pushing what follows down: floating, it covered the next section's text and,
          on phones, the next card. Padding, not margin, so the pointer crossing the gap stays inside. */}
      <div id={detailId} data-hover-panel="" className={clsx('reveal px-2 pt-2', !open && 'hidden')}>
        {children}
      </div>
    </div>
  );
}
