'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §Header: a dropdown opens 200 ms after the pointer arrives… */
export const OPEN_DELAY_MS = 200;
/** …unless another one was open less than 300 ms ago: then it opens at once. */
export const SKIP_DELAY_MS = 300;
/** Grace period so the pointer can travel from the trigger to the panel. */
const CLOSE_DELAY_MS = 150;

export function useDropdownMenus(resetKey: string) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);

  const apply = useCallback((id: string | null) => {
    if (openRef.current && id !== openRef.current) lastClosedAt.current = Date.now();
    openRef.current = id;
    setOpenId(id);
  }, []);

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);

  const pointerEnter = useCallback(
    (id: string) => {
      clearTimers();
      if (openRef.current === id) return;
      const skip = openRef.current !== null || Date.now() - lastClosedAt.current < SKIP_DELAY_MS;
      if (skip) apply(id);
      else openTimer.current = window.setTimeout(() => apply(id), OPEN_DELAY_MS);
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
      apply(openRef.current === id ? null : id);
    },
    [apply, clearTimers],
  );

  const close = useCallback(() => {
    clearTimers();
    apply(null);
  }, [apply, clearTimers]);

  // Every navigation closes the menus.
  useEffect(() => close, [resetKey, close]);
  useEffect(() => clearTimers, [clearTimers]);

  return { openId, pointerEnter, pointerLeave, toggle, close };
}
