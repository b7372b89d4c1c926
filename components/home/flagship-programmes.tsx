import { getTranslations } from 'next-intl/server';
import { ArrowRight, BookOpen, GraduationCap } from '@/components/ui/icons';
import { getDepartment } from '@/content/departments';
import { joinSteps } from '@/content/institution';
import { openMasters, programmesOfType } from '@/content/programmes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getRoute, programmePath } from '@/lib/routes';
import { Section } from '@/components/institution/section';
import { NextDeadline } from '@/components/intake/next-deadline';
import { Reveal } from '@/components/motion/reveal';

/**
 * The flagship programmes: the Licences and Masters cards, with counts taken from the programme
 * registry, and the join-us card. The old "5 programmes" on the Licences card was a figure
 * hard-coded in the original site; here each card counts what its listing shows (every licence on
 * /licences, the masters open for applications on /masters), so the card can never disagree with
 * the page it links to.
 */
export async function FlagshipProgrammes({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomeProgrammes');
  const nav = await getTranslations('Nav');
  const licences = programmesOfType('licence');
  const departments = [...new Set(licences.map((p) => p.department))].map(getDepartment);
  const masters = openMasters();
  const cards = [
    {
      id: 'licences',
      route: getRoute('licences'),
      Icon: BookOpen,
      count: licences.length,
      text: t('licencesText', { departments: departments.length }),
      link: t('licencesLink'),
      detail: (
        <ul className="mt-4 flex flex-wrap gap-2">
          {departments.map((department) => (
            <li
              key={department.id}
              className="rounded-full border px-3 py-1 text-sm font-medium text-slate-700"
              style={{ borderColor: department.colour }}
            >
              {department.name[locale]}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'masters',
      route: getRoute('masters'),
      Icon: GraduationCap,
      count: masters.length,
      text: t('mastersText'),
      link: t('mastersLink'),
      detail: (
        <ul className="mt-4 space-y-2">
          {masters.map((master) => (
            <li key={master.slug}>
              <Link
                href={programmePath(master)}
                className="text-slate-700 underline decoration-primary-100 underline-offset-4 hover:decoration-primary-700"
              >
                {master.title[locale]}
              </Link>
            </li>
          ))}
        </ul>
      ),
    },
  ] as const;

  return (
    <Section id="programmes" title={t('title')} lead={t('lead')} tinted>
      <div className="grid gap-6 lg:grid-cols-3">
        {cards.map(({ id, route, Icon, count, text, link, detail }, index) => (
          <Reveal
            as="article"
            key={id}
            step={index}
            data-programme-card={id}
            aria-labelledby={`programme-card-${id}`}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-10 text-primary-700" />
            <h3 id={`programme-card-${id}`} className="mt-4 text-2xl font-bold text-primary-900">
              {nav(route.id)}
            </h3>
            <p data-count className="mt-1 text-lg font-semibold text-primary-600">
              {t('count', { count })}
            </p>
            <p className="mt-3 text-slate-600">{text}</p>
            <div className="flex-1">{detail}</div>
            <Link
              href={route.path}
              className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary-700 hover:underline"
            >
              {link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Reveal>
        ))}

        <Reveal
          as="article"
          step={2}
          data-programme-card="join"
          aria-labelledby="programme-card-join"
          className="flex flex-col rounded-2xl bg-primary-800 p-8 text-white shadow-sm"
        >
          <h3 id="programme-card-join" className="text-2xl font-bold">
            {t('joinTitle')}
          </h3>
          <p className="mt-2 text-primary-100">{t('joinText')}</p>
          <ol className="mt-4 flex-1 space-y-4">
            {joinSteps.map((step, index) => (
              <li key={step.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-slate-900"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold">{step.title[locale]}</span>
                  <span className="block text-sm text-primary-100">{step.text[locale]}</span>
                </span>
              </li>
            ))}
          </ol>
          <NextDeadline locale={locale} />
          <Link
            href={getRoute('admissions').path}
            className="mt-6 self-start rounded-full bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500"
          >
            {t('joinLink')}
          </Link>
        </Reveal>
      </div>
    </Section>
  );
}
