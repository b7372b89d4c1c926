'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (the URL, today's date), without a hydration mismatch: the
 * pre-rendered HTML shows `serverValue`, the browser then renders its own.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

const inBrowser = () => true;

/** False in the pre-rendered HTML and during hydration, true once the page is interactive. */
export function useHydrated(): boolean {
  return useClientValue(inBrowser, false);
}
