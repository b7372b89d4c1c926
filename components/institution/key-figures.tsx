import { getTranslations } from 'next-intl/server';
import { keyFigures } from '@/content/institution';
import { allProgrammes } from '@/content/programmes';
import { site, yearsOfExistence } from '@/content/site';
import { Reveal } from '@/components/motion/reveal';

/** The institution's figures: founding year, years of existence and programmes (derived), students. */
export async function KeyFigures() {
  const t = await getTranslations('KeyFigures');
  const years = yearsOfExistence();
  const figures = [
    { id: 'founded', value: String(site.foundedYear), label: t('founded') },
    { id: 'years', value: String(years), label: t('years') },
    { id: 'students', value: t('atLeast', { count: String(keyFigures.students) }), label: t('students') },
    // Every licence and master of the registry (the original site's "22+" was a figure typed once).
    { id: 'programmes', value: String(allProgrammes().length), label: t('programmes') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((figure, index) => (
        <Reveal
          key={figure.id}
          step={index}
          data-figure={figure.id}
          className="flex flex-col-reverse rounded-2xl border border-primary-100 bg-white p-6 text-center shadow-sm"
        >
          <dt className="mt-2 text-sm font-medium text-slate-600">{figure.label}</dt>
          <dd className="text-4xl font-extrabold text-primary-700">{figure.value}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
