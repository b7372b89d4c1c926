'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { startImageLoader } from '@/components/media/image-loader';
import { startLinkPrefetch } from './link-prefetch';
import { registerServiceWorker } from './service-worker-registration';

/**
 * The one client leaf every page mounts for its page-wide scripts: the image loader, link
 * prefetch on intent and the service worker's registration. It renders nothing.
 */
export function BrowserRuntime({ unavailable }: { unavailable: string }) {
  const router = useRouter();
  useEffect(() => startImageLoader(unavailable), [unavailable]);
  useEffect(() => startLinkPrefetch(router), [router]);
  useEffect(registerServiceWorker, []);
  return null;
}
