import { getTranslations } from 'next-intl/server';
import type { TeamMember } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { SiteImage } from '@/components/media/site-image';
import { initials } from './initials';

interface TeamCardProps {
  member: TeamMember;
  locale: Locale;
}

/** A team member: photo, or the 'photo to come' placeholder (initials) when there is none yet. */
export async function TeamCard({ member, locale }: TeamCardProps) {
  const t = await getTranslations('Team');
  const ti = await getTranslations('Institution');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {member.photo ? (
        <SiteImage
          src={member.photo}
          alt={ti('portraitAlt', { person: member.name })}
          sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
          className="aspect-square w-full object-cover"
        />
      ) : (
        <div
          data-photo-placeholder
          className="flex aspect-square w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary-100 to-primary-50 text-primary-800"
        >
          <span
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full border-2 border-dashed border-primary-600 text-3xl font-bold"
          >
            {initials(member.name)}
          </span>
          <span className="text-sm font-semibold">{t('photoToCome')}</span>
        </div>
      )}
      <div className="flex-1 p-5">
        <h2 className="text-lg font-bold text-primary-900">{member.name}</h2>
        <p className="mt-1 text-slate-600">{member.position[locale]}</p>
      </div>
    </article>
  );
}
