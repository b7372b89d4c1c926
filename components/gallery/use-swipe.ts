'use client';

import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { forwardSign } from '@/components/ui/reading-direction';

/** How far a finger must travel sideways, more than up or down, to turn the photo. */
const SWIPE_MIN_PX = 50;

/**
 * A sideways swipe of a finger or pen: left shows the next photo, right the previous one (the
 * reverse on a page written right to left). Plain
 * pointer events (the element needs `touch-action: pan-y`, so that the browser leaves sideways
 * moves to the page); a mouse keeps its clicks and the buttons. The click a browser may send at
 * the end of a swipe is swallowed, so a swipe never closes the viewer.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      swiped.current = false;
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      // Forward is a swipe against the reading direction: leftwards in French, rightwards in Arabic.
      const forward = forwardSign(event.currentTarget as Element);
      onSwipe(Math.sign(dx) === -forward ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.stopPropagation();
    },
  };
}
