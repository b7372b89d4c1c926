import { getTranslations } from 'next-intl/server';
import { Award, BadgeCheck, Briefcase, Globe2, Lightbulb } from '@/components/ui/icons';
import { accreditation } from '@/content/accreditation';
import { benefits, type Benefit } from '@/content/institution';
import { nameArgs } from '@/content/site';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/lib/routes';
import { Section } from '@/components/institution/section';
import { Reveal } from '@/components/motion/reveal';

const benefitIcons = {
  excellence: Award,
  recognition: Globe2,
  innovation: Lightbulb,
  guidance: Briefcase,
} satisfies Record<Benefit['id'], unknown>;

/** 'Pourquoi choisir': the four benefits and the CAMES accreditation block. */
export async function WhyChoose({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomeWhy');
  const counts = {
    diplomas: accreditation.diplomas,
    programmes: accreditation.programmes,
    since: String(accreditation.since),
  };
  return (
    <Section id="why" title={t('title', nameArgs(locale))} lead={t('lead')}>
      <Reveal as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => {
          const Icon = benefitIcons[benefit.id];
          return (
            <li
              key={benefit.id}
              data-benefit={benefit.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-primary-900">{benefit.title[locale]}</h3>
              <p className="mt-2 text-slate-600">{benefit.text[locale]}</p>
            </li>
          );
        })}
      </Reveal>

      <Reveal
        as="aside"
        aria-labelledby="cames-title"
        data-cames
        className="mt-10 grid items-center gap-6 rounded-2xl bg-primary-800 p-8 text-white md:grid-cols-[auto_1fr_auto]"
      >
        <BadgeCheck aria-hidden="true" className="size-16 text-accent-400" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            {t('accreditationBadge')}
          </p>
          <h3 id="cames-title" className="mt-1 text-xl font-bold">
            {accreditation.title[locale]}
          </h3>
          <p className="mt-2 text-primary-100">{accreditation.text[locale]}</p>
          <p className="mt-3 text-lg font-semibold">{t('accreditationFigure', counts)}</p>
          <p className="mt-1 text-primary-100">{t('accreditationDetail', counts)}</p>
        </div>
        <Link
          href={`${getRoute('programs').path}?tab=cames`}
          className="justify-self-start rounded-full bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500"
        >
          {t('accreditationLink', counts)}
        </Link>
      </Reveal>
    </Section>
  );
}
