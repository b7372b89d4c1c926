'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
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

// sonner's own phone breakpoint: below it, toasts span the screen's width.
const phoneQuery = '(max-width: 600px)';

function subscribePhone(listener: () => void) {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
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

// sonner's rich-colour texts on their pale backgrounds fall short of WCAG AA (4.25:1 for success,
// found by the axe gate): the same hues, darker, reach 4.5:1 at the toasts' 13 px.
const contrastedColours = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 35%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 25%)',
} as CSSProperties;

/**
 * The toasts of the form pages (bottom-right, 5 s, at most 3, Alt+T). Every label
 * sonner would write in English is given in the page's language: the region's name (sonner
 * appends the raw hotkey to `containerAriaLabel`, so `customAriaLabel` replaces the whole) and
 * each toast's close button. On a phone a toast spans the screen: at the bottom it would cover the
 * send button the visitor has just pressed, so there it shows at the top, below the fixed header;
 * its close button is enlarged to a 32 px target.
 */
export function FormToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense>
      <SonnerToaster
        position={phone ? 'top-center' : 'bottom-right'}
        mobileOffset={{ top: '5rem' }}
        duration={5000}
        visibleToasts={3}
        hotkey={['altKey', 'KeyT']}
        customAriaLabel={label}
        toastOptions={{ closeButtonAriaLabel: closeLabel, classNames: { closeButton: 'size-8!' } }}
        richColors
        style={contrastedColours}
        closeButton
      />
      <Mounted />
    </Suspense>
  );
}
