'use client';

import { useEffect } from 'react';
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
  const isEnglish = typeof document !== 'undefined' && document.documentElement.lang === 'en';
  const t = errorScreenMessages[isEnglish ? 'en' : 'fr'];
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
          href={isEnglish ? '/en' : '/'}
          className="rounded-full border border-primary-700 px-6 py-3 font-semibold text-primary-700"
        >
          {t.backHome}
        </a>
      </div>
    </div>
  );
}
