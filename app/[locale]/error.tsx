'use client';

import { useEffect } from 'react';
import { defaultLocale, isLocale, localizedPath } from '@/i18n/locales';
import { errorScreenMessages } from '@/messages/error-screen';

export default function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const t = errorScreenMessages[locale];
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="text-lg text-slate-700">{t.text}</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {t.retry}
        </button>
        <a
          href={localizedPath(locale, '/')}
          className="rounded-full border border-primary-700 px-6 py-3 font-semibold text-primary-700"
        >
          {t.backHome}
        </a>
      </div>
    </div>
  );
}
