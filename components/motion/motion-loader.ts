import { detectConnection } from '@/lib/connection/detect';
import { getLiteMode, subscribeLiteMode } from '@/lib/connection/lite-mode';
import type { MotionKit } from './kit';

/**
 * When the animation library (motion, kit.tsx) loads: on the visitor's first interaction with the
 * page (a pointer moving or pressing, a touch, a key), never with the page itself, so the first
 * load carries none of it. Never on a slow connection, with Save-Data or in lite mode, and never
 * when reduced motion is preferred. Until it has loaded, and whenever it does not, the interactive
 * parts show and hide at once, as they would without it. Browser-only code, no React.
 */
const firstInteraction = ['pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const listeners = new Set<() => void>();
let loaded: MotionKit | null = null;
let armed = false;
let loading = false;
let reduced: MediaQueryList | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function prefersReducedMotion(): boolean {
  return reduced?.matches ?? false;
}

async function load() {
  if (loading || loaded || prefersReducedMotion()) return;
  loading = true;
  try {
    const connection = await detectConnection();
    if (connection.slow || getLiteMode().lite) return;
    // One import from the page's code (each costs the page a loader); the kit asks for its features.
    loaded = (await import('./kit')).kit;
    notify();
  } catch {
    // A chunk that failed to load (offline): the parts keep working without animation.
  } finally {
    loading = false;
  }
}

function onFirstInteraction() {
  for (const type of firstInteraction) window.removeEventListener(type, onFirstInteraction, true);
  armed = false;
  void load();
}

function arm() {
  if (armed || loaded || prefersReducedMotion()) return;
  armed = true;
  for (const type of firstInteraction)
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
}

let started = false;
function start() {
  if (started) return;
  started = true;
  reduced = window.matchMedia(reducedMotionQuery);
  // A preference changed while the page is open applies at once; lifting it arms the loader.
  reduced.addEventListener('change', () => {
    arm();
    notify();
  });
  // Lite mode's own state (and its detection) starts with its first subscriber.
  subscribeLiteMode(notify);
  arm();
}

export function subscribeMotion(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded kit, or null: not loaded (yet), reduced motion preferred, or lite mode. */
export function getMotionKit(): MotionKit | null {
  if (!loaded || prefersReducedMotion() || getLiteMode().lite) return null;
  return loaded;
}

export function getServerMotionKit(): MotionKit | null {
  return null;
}
