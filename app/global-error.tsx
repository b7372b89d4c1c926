'use client';

import { useEffect } from 'react';
import { defaultLocale, directionOf, localeOfPath } from '@/i18n/locales';
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
  const locale = typeof window === 'undefined' ? defaultLocale : localeOfPath(window.location.pathname);
  const t = errorScreenMessages[locale];
  return (
    <html lang={locale} dir={directionOf(locale)}>
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
