import { getTranslations } from 'next-intl/server';
import type { Leader } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { SiteImage } from '@/components/media/site-image';

interface LeaderProfileProps {
  leader: Leader;
  locale: Locale;
}

/** A leader's portrait, name, role and biography (the About page's leadership section). */
export async function LeaderProfile({ leader, locale }: LeaderProfileProps) {
  const t = await getTranslations('Institution');
  return (
    <article
      data-leader={leader.id}
      className="flex h-full flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row"
    >
      <SiteImage
        src={leader.photo}
        alt={t('portraitAlt', { person: leader.name })}
        sizes="(max-width: 640px) 100vw, 10rem"
        className="aspect-square w-full shrink-0 rounded-xl object-cover sm:w-40 sm:self-start"
      />
      <div>
        <h3 className="text-xl font-bold text-primary-900">{leader.name}</h3>
        <p className="font-semibold text-primary-700">{leader.role[locale]}</p>
        <p className="mt-3 leading-relaxed text-slate-700">{leader.bio[locale]}</p>
      </div>
    </article>
  );
}
