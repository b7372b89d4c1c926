'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';

/** Every route change scrolls smoothly to the top (instantly with reduced motion). */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
