import { getTranslations } from 'next-intl/server';
import { Reveal } from '@/components/motion/reveal';
import type { Programme } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { curriculumYearKeys } from '@/lib/programmes/labels';

interface ProgrammeSectionsProps {
  programme: Programme;
  locale: Locale;
  /** Level of the section headings: h2 on the detail page, h4 inside the catalogue's inline view. */
  headingLevel?: 2 | 4;
}

/** About, objectives, careers and the curriculum year by year, on the programme detail page. */
export async function ProgrammeSections({ programme, locale, headingLevel = 2 }: ProgrammeSectionsProps) {
  const t = await getTranslations('Programme');
  const H = headingLevel === 2 ? 'h2' : 'h4';
  const Sub = headingLevel === 2 ? 'h3' : 'h5';
  const heading =
    headingLevel === 2 ? 'text-2xl font-bold text-primary-900' : 'text-xl font-bold text-primary-900';
  const id = (name: string) => `${programme.slug}-${name}`;
  return (
    <div className="space-y-12">
      <Reveal as="section" aria-labelledby={id('about')}>
        <H id={id('about')} className={heading}>
          {t('about')}
        </H>
        <p className="mt-4 leading-relaxed text-slate-800">{programme.about[locale]}</p>
      </Reveal>

      <Reveal as="section" aria-labelledby={id('objectives')}>
        <H id={id('objectives')} className={heading}>
          {t('objectives')}
        </H>
        <p className="mt-4 text-slate-800">{t('objectivesIntro')}</p>
        <ul className="mt-4 space-y-3">
          {programme.objectives.map((objective) => (
            <li key={objective.fr} className="flex gap-3 text-slate-800">
              <span className="mt-1 text-primary-700" aria-hidden="true">
                ✓
              </span>
              <span>{objective[locale]}</span>
            </li>
          ))}
        </ul>
      </Reveal>

      <Reveal as="section" aria-labelledby={id('careers')}>
        <H id={id('careers')} className={heading}>
          {t('careers')}
        </H>
        <p className="mt-4 text-slate-800">{t('careersIntro')}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {programme.careers.map((career) => (
            <li
              key={career.fr}
              className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800"
            >
              {career[locale]}
            </li>
          ))}
        </ul>
      </Reveal>

      <Reveal as="section" aria-labelledby={id('curriculum')}>
        <H id={id('curriculum')} className={heading}>
          {t('curriculum')}
        </H>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {curriculumYearKeys(programme).map(({ key, courses }) => (
            <div key={key} className="rounded-xl border border-slate-200 p-5">
              <Sub className="font-bold text-slate-900">{t(key)}</Sub>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800 marker:text-primary-700">
                {courses.map((course) => (
                  <li key={course.fr}>{course[locale]}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Reveal>
    </div>
  );
}
