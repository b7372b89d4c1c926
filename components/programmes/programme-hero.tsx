import { getTranslations } from 'next-intl/server';
import { Breadcrumbs, type Crumb } from '@/components/layout/breadcrumbs';
import { SiteImage } from '@/components/media/site-image';
import { getDepartment } from '@/content/departments';
import type { Programme } from '@/content/types';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { levelKey } from '@/lib/programmes/labels';
import { programmeListing, programmePath, routeTrail } from '@/lib/routes';
import { Badge } from './badge';
import { ProgrammeIcon } from './programme-icon';

/** Header of a programme detail page: breadcrumbs, back button, badges, title, description, image. */
export async function ProgrammeHero({ programme, locale }: { programme: Programme; locale: Locale }) {
  const t = await getTranslations('Programme');
  const tn = await getTranslations('Nav');
  const listing = programmeListing[programme.type];
  const department = getDepartment(programme.department);
  const trail: Crumb[] = [
    ...routeTrail(listing).map((r) => ({ label: tn(r.id), href: r.path })),
    { label: programme.title[locale], href: programmePath(programme) },
  ];
  return (
    <section className="programme-hero relative isolate overflow-hidden bg-primary-900 text-white">
      <SiteImage
        src={programme.image}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-25"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-900 via-primary-900/85 to-primary-900/40" />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <Breadcrumbs trail={trail} />
        <Link
          href={`/${listing}`}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20"
          data-print-hide
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {programme.type === 'licence' ? t('backLicence') : t('backMaster')}
        </Link>
        <ul className="mt-6 flex flex-wrap gap-2">
          <Badge tone="light">{t(levelKey(programme.type))}</Badge>
          <Badge tone="department" colour={department.colour}>
            {department.name[locale]}
          </Badge>
          {programme.accredited && <Badge tone="accent">{t('accredited')}</Badge>}
        </ul>
        <div className="mt-4 flex items-start gap-4">
          <span className="mt-1 hidden size-14 shrink-0 items-center justify-center rounded-xl bg-white/10 sm:flex">
            <ProgrammeIcon name={programme.icon} className="size-8" />
          </span>
          <h1 className="max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">
            {programme.title[locale]}
          </h1>
        </div>
        <p className="mt-4 max-w-3xl text-lg text-primary-100">{programme.description[locale]}</p>
      </div>
    </section>
  );
}
