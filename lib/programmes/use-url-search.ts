'use client';

import { useSyncExternalStore } from 'react';

const CHANGE = 'programmes:urlsearch';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/**
 * The page's query string as state: the URL is the one source of truth of the catalogue and the
 * finder, so shared links and the browser's back button restore them. A pre-rendered page has no
 * query on the server: it renders `serverSearch` there and during hydration.
 */
export function useUrlSearch(serverSearch = ''): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverSearch,
  );
}

/**
 * Changes some query parameters (null deletes one), keeping the others. 'push' makes a history entry
 * (the back button returns to the previous state), 'replace' does not. Next.js keeps its router in
 * step with history.pushState/replaceState.
 */
export function updateUrlSearch(changes: Record<string, string | null>, mode: 'push' | 'replace') {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(CHANGE));
}
