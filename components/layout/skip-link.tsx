import { getTranslations } from 'next-intl/server';

export async function SkipLink() {
  const t = await getTranslations('SkipLink');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4"
    >
      {t('label')}
    </a>
  );
}
