'use client';

import { useEffect } from 'react';

/**
 * Programme detail pages scroll to the top on load, even where the browser would restore
 * an earlier scroll position. A link to an anchor of the page keeps its target.
 */
export function ScrollTopOnLoad() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
