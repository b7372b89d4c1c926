import { getTranslations } from 'next-intl/server';
import {
  BookOpen,
  ClipboardList,
  Info,
  Landmark,
  Mail,
  Microscope,
  type Icon as IconComponent,
} from '@/components/ui/icons';
import { HoverDetail } from '@/components/institution/hover-detail';
import { Section } from '@/components/institution/section';
import { RoutePageHeader } from '@/components/layout/route-page';
import { SiteImage } from '@/components/media/site-image';
import { Reveal } from '@/components/motion/reveal';
import { structuralUnits } from '@/content/institution';
import { allLeaders } from '@/content/leadership';
import { site } from '@/content/site';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('organization');

/** Each structural unit's icon, by what it does. */
const unitIcons: Record<(typeof structuralUnits)[number]['id'], IconComponent> = {
  rectorat: Landmark,
  'secretariat-general': ClipboardList,
  'direction-etudes-pedagogie': BookOpen,
  'direction-recherche-cooperation': Microscope,
};

/** A mailto: URI to the HR address with a prefilled, localized subject and body. */
function jobsMailto(subject: string, body: string): string {
  return `mailto:${site.hrEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default async function OrganizationPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('Organization');

  return (
    <>
      <RoutePageHeader id="organization" />

      <Section id="leadership" title={t('leadership')} lead={t('leadershipLead')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {allLeaders().map((leader, index) => (
            <Reveal as="li" key={leader.id} step={index} data-leader={leader.id}>
              <HoverDetail
                trigger={
                  <span className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-600 sm:flex-row sm:items-center sm:gap-5">
                    <SiteImage
                      src={leader.photo}
                      alt=""
                      sizes="7rem"
                      className="size-24 shrink-0 rounded-xl object-cover sm:size-28"
                    />
                    <span className="min-w-0">
                      <span className="block text-xl font-bold text-primary-900">{leader.name}</span>
                      <span className="block font-semibold text-primary-700">{leader.role[locale]}</span>
                      <span className="mt-2 inline-flex items-center gap-1 text-sm text-slate-600">
                        <Info aria-hidden="true" className="size-4 shrink-0" />
                        {t('moreAbout', { person: leader.name })}
                      </span>
                    </span>
                  </span>
                }
              >
                <div
                  data-hover-card
                  className="rounded-2xl border border-primary-100 bg-primary-50 p-5 text-slate-700 shadow-lg"
                >
                  <p className="leading-relaxed">{leader.bio[locale]}</p>
                  <p className="mt-3 leading-relaxed">{leader.detail[locale]}</p>
                </div>
              </HoverDetail>
            </Reveal>
          ))}
        </ul>
      </Section>

      <Section id="units" title={t('units')} lead={t('unitsLead')} tinted>
        <ul className="grid gap-6 sm:grid-cols-2">
          {structuralUnits.map((unit, index) => {
            const Icon = unitIcons[unit.id];
            return (
              <Reveal
                as="li"
                key={unit.id}
                step={index}
                data-unit={unit.id}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-8 text-primary-700" />
                <h3 className="mt-3 text-lg font-bold text-primary-900">{unit.name[locale]}</h3>
                <p className="mt-2 text-slate-600">{unit.description[locale]}</p>
              </Reveal>
            );
          })}
        </ul>
      </Section>

      <Section id="jobs" title={t('jobsTitle')}>
        <Reveal className="flex flex-col items-start gap-6 rounded-2xl bg-primary-800 p-8 text-white md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-primary-100">{t('jobsText')}</p>
          <a
            href={jobsMailto(t('jobsSubject', { name: site.names[locale] }), t('jobsBody'))}
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-accent-400 px-6 py-3 font-semibold text-slate-900 hover:bg-accent-500"
          >
            <Mail aria-hidden="true" className="size-5" />
            {t('jobsButton')}
          </a>
        </Reveal>
      </Section>
    </>
  );
}
