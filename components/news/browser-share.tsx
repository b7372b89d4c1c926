'use client';

import { useState, type ReactNode } from 'react';
import { useClientValue } from '@/lib/use-client-value';

interface BrowserShareProps {
  url: string;
  title: string;
  className: string;
  labels: { copy: string; copied: string; copyFailed: string; share: string };
  /** Drawn by the server (share-buttons.tsx): no icon library in the page's scripts. */
  icons: { copy: ReactNode; share: ReactNode };
}

/**
 * 'Copy link' and the system share sheet (Web Share API). Each button appears only where the
 * browser can do what it says, so the pre-rendered page never shows a button that does nothing.
 */
export function BrowserShare({ url, title, className, labels, icons }: BrowserShareProps) {
  const canShare = useClientValue(() => typeof navigator.share === 'function', false);
  const canCopy = useClientValue(() => typeof navigator.clipboard?.writeText === 'function', false);
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(labels.copied);
    } catch {
      setStatus(labels.copyFailed);
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  }

  return (
    <>
      {canCopy && (
        <li className="flex items-center gap-3">
          <button type="button" onClick={copy} className={className}>
            {icons.copy}
            {labels.copy}
          </button>
          <span role="status" className="text-sm font-semibold text-primary-800">
            {status}
          </span>
        </li>
      )}
      {canShare && (
        <li>
          <button type="button" onClick={share} className={className} data-native-share>
            {icons.share}
            {labels.share}
          </button>
        </li>
      )}
    </>
  );
}
