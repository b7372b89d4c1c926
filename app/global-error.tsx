'use client';

import { useEffect } from 'react';
import { errorScreenMessages } from '@/messages/error-screen';

// Replaces the root layout when it fails itself, so it cannot rely on next-intl.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const isEnglish = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  const t = errorScreenMessages[isEnglish ? 'en' : 'fr'];
  return (
    <html lang={isEnglish ? 'en' : 'fr'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>{t.title}</h1>
        <p>{t.text}</p>
        <button type="button" onClick={reset}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
