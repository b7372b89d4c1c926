'use client';

import { useState, useSyncExternalStore } from 'react';
import { detectConnection } from '@/lib/connection/detect';
import { getLiteMode, subscribeLiteMode } from '@/lib/connection/lite-mode';
import type { MotionKit } from './kit';

/*
 * When the animation library (motion, kit.tsx) loads: on the visitor's first interaction with the
 * page (a pointer moving or pressing, a touch, a key), never with the page itself, so the first
 * load carries none of it. Never on a slow connection, with Save-Data or in lite mode, and never
 * when reduced motion is preferred. Until it has loaded, and whenever it does not, the interactive
 * parts show and hide at once, as they would without it. The loader and the hook share one module:
 * every page loads them, and each module costs the page its own wrapper.
 */
const listeners = new Set<() => void>();
let loaded: MotionKit | null = null;
let reduced: MediaQueryList | undefined;
/** Set while the first interaction is awaited or the kit loads. */
let waiting: AbortController | undefined;

const notify = () => listeners.forEach((listener) => listener());

function arm() {
  if (waiting || loaded || reduced!.matches) return;
  const controller = (waiting = new AbortController());
  // Fetched and started once the browser is idle after that interaction, not inside it: asking
  // for the chunks and evaluating them in the pointerdown took 40–70 ms from the tap's own answer
  // at 4× CPU (bench:inp), and a menu opened by that tap shows at once anyway.
  const onInteraction = () => {
    controller.abort();
    // Not lib/after-paint's whenIdle: every page loads this module, and another one costs each page
    // its wrapper.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void load(), { timeout: 1000 });
    else setTimeout(() => void load(), 200);
  };
  const load = async () => {
    try {
      const connection = await detectConnection();
      // One import from the page's code (each costs the page a loader); the kit asks for its features.
      // Behind the window test, which the server's bundle knows to be false, the import leaves
      // motion out of it: hundreds of modules fewer in the build, so shorter module ids in every page.
      if (typeof window !== 'undefined' && !connection.slow && !getLiteMode().lite) {
        loaded = (await import('./kit')).kit;
        notify();
      }
    } catch {
      // A chunk that failed to load (offline): the parts keep working without animation.
    }
    waiting = undefined;
  };
  for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown'])
    addEventListener(type, onInteraction, { capture: true, passive: true, signal: controller.signal });
}

function subscribe(listener: () => void) {
  if (!reduced) {
    reduced = matchMedia('(prefers-reduced-motion: reduce)');
    // A preference changed while the page is open applies at once; lifting it arms the loader.
    reduced.addEventListener('change', () => {
      arm();
      notify();
    });
    // Lite mode's own state (and its detection) starts with its first subscriber.
    subscribeLiteMode(notify);
    arm();
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The loaded kit, or null: not loaded (yet), reduced motion preferred, or lite mode. */
const getKit = () => (loaded && !reduced!.matches && !getLiteMode().lite ? loaded : null);

/**
 * The animation kit for one interactive part, or null (then the part renders as it would without
 * it). A part changes over only when `moment` changes (it opens, closes, switches view): a part
 * that swapped its elements while open would lose the focus inside it. So the kit that arrives
 * while a menu is open animates from its next opening, and reduced motion chosen meanwhile
 * applies from its next change, which is then immediate.
 */
export function useMotionKit(moment: unknown): MotionKit | null {
  const live = useSyncExternalStore(subscribe, getKit, () => null);
  const [held, setHeld] = useState({ moment, kit: live });
  if (!Object.is(held.moment, moment)) {
    setHeld({ moment, kit: live });
    return live;
  }
  return held.kit;
}
