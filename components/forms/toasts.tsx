'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * The form pages' toasts (sonner) load on the form's first focus, not with the page: a toast can
 * only follow a send, so the page becomes interactive sooner on a slow phone.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();
let announceMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  announceMounted = resolve;
});

/** Starts loading the toasts; the toaster mounts as soon as they have arrived. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Shows a toast once the toaster is on the page (it subscribes to toasts when it mounts). */
export async function showToast(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  const { toast } = await loadToasts();
  await mounted;
  toast[kind](title, options);
}

const SonnerToaster = lazy(async () => ({ default: (await loadToasts()).Toaster }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Effects run child first: once this one runs, sonner's Toaster is listening. */
function Mounted() {
  useEffect(() => announceMounted(), []);
  return null;
}

/** The toasts of the form pages (decisions.md: bottom-right, 5 s, at most 3, Alt+T). */
export function FormToaster({ label }: { label: string }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense>
      <SonnerToaster
        position="bottom-right"
        duration={5000}
        visibleToasts={3}
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel={label}
        richColors
        closeButton
      />
      <Mounted />
    </Suspense>
  );
}
