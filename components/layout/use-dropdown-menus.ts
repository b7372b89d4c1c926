'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A dropdown opens 200 ms after the pointer arrives… */
export const OPEN_DELAY_MS = 200;
/** …unless another one was open less than 300 ms ago: then it opens at once. */
export const SKIP_DELAY_MS = 300;
/** Grace period so the pointer can travel from the trigger to the panel. */
const CLOSE_DELAY_MS = 150;

/**
 * Which header dropdown is open. The open menu is tied to the page it was opened on (`pageKey`),
 * so any navigation closes it.
 */
export function useDropdownMenus(pageKey: string) {
  const [open, setOpen] = useState<{ id: string; page: string } | null>(null);
  const openId = open && open.page === pageKey ? open.id : null;
  // Timer callbacks read the latest open menu through this ref.
  const openRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    openRef.current = openId;
  }, [openId]);
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  // The open menu, when the pointer opened it by resting on its trigger: any apply() clears it.
  const openedByHover = useRef<string | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);

  const apply = useCallback(
    (id: string | null) => {
      if (openRef.current && id !== openRef.current) lastClosedAt.current = Date.now();
      openRef.current = id;
      openedByHover.current = null;
      setOpen(id ? { id, page: pageKey } : null);
    },
    [pageKey],
  );

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);

  const pointerEnter = useCallback(
    (id: string) => {
      clearTimers();
      if (openRef.current === id) return;
      const skip = openRef.current !== null || Date.now() - lastClosedAt.current < SKIP_DELAY_MS;
      const openByHover = () => {
        apply(id);
        openedByHover.current = id;
      };
      if (skip) openByHover();
      else openTimer.current = window.setTimeout(openByHover, OPEN_DELAY_MS);
    },
    [apply, clearTimers],
  );

  const pointerLeave = useCallback(() => {
    window.clearTimeout(openTimer.current);
    closeTimer.current = window.setTimeout(() => apply(null), CLOSE_DELAY_MS);
  }, [apply]);

  const toggle = useCallback(
    (id: string) => {
      clearTimers();
      // A click on a trigger the pointer has just opened (resting on it before clicking, or a slow
      // click) means "show me this menu": it stays open. The next click closes it.
      if (openedByHover.current === id) {
        openedByHover.current = null;
        return;
      }
      apply(openRef.current === id ? null : id);
    },
    [apply, clearTimers],
  );

  const close = useCallback(() => {
    clearTimers();
    apply(null);
  }, [apply, clearTimers]);

  // Timers must not fire after the header is gone or the page changed.
  useEffect(() => clearTimers, [clearTimers, pageKey]);

  // A click or tap outside the open menu closes it.
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest(`[data-nav-group="${openId}"]`)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, close]);

  return { openId, pointerEnter, pointerLeave, toggle, close };
}
