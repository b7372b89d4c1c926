import { getTranslations } from 'next-intl/server';
import { catalogueProgrammes } from '@/content/programmes';
import type { LicenceProgramme } from '@/content/types';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { programmePath } from '@/lib/routes';
import { Badge } from './badge';
import { CatalogueView, type CatalogueTab } from './catalogue-view';
import { ProgrammeCard } from './programme-card';
import { ApplyLink, BrochureLink, KeyInfoCard } from './programme-actions';
import { ProgrammeSections } from './programme-sections';
import { Reveal } from '@/components/motion/reveal';

/** The /programs catalogue: CAMES-accredited diplomas and the other programmes, in two tabs. */
export async function Catalogue({ locale }: { locale: Locale }) {
  const t = await getTranslations('Catalogue');
  const tl = await getTranslations('ProgrammeLists');
  const programmes = catalogueProgrammes();
  const groups: { id: CatalogueTab['id']; label: string; programmes: readonly LicenceProgramme[] }[] = [
    { id: 'cames', label: t('accreditedTab'), programmes: programmes.filter((p) => p.accredited) },
    { id: 'autres', label: t('otherTab'), programmes: programmes.filter((p) => !p.accredited) },
  ];

  const tabs: CatalogueTab[] = groups.map((group) => ({
    id: group.id,
    label: group.label,
    slugs: group.programmes.map((p) => p.slug),
    countLabel: t('programmeCount', { count: group.programmes.length }),
    panel: (
      <Reveal
        as="ul"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        data-testid={`catalogue-${group.id}`}
      >
        {group.programmes.map((programme) => (
          <ProgrammeCard
            key={programme.slug}
            programme={programme}
            locale={locale}
            level={tl('catalogueLevel')}
            eyebrow={`${t('code')} ${programme.code}`}
            note={programme.applicationsOpen ? undefined : tl('noIntake')}
            catalogue
          />
        ))}
      </Reveal>
    ),
  }));

  const details = Object.fromEntries(
    programmes.map((programme) => [
      programme.slug,
      <InlineDetail key={programme.slug} programme={programme} locale={locale} />,
    ]),
  );

  return <CatalogueView tabsLabel={t('tabsLabel')} backLabel={t('back')} tabs={tabs} details={details} />;
}

/** The inline detail view of a catalogue programme (back button, apply link, brochure). */
async function InlineDetail({ programme, locale }: { programme: LicenceProgramme; locale: Locale }) {
  const t = await getTranslations('Catalogue');
  const tp = await getTranslations('Programme');
  const tl = await getTranslations('ProgrammeLists');
  const headingId = `catalogue-detail-${programme.slug}`;
  return (
    <article aria-labelledby={headingId}>
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('code')} {programme.code}
      </p>
      <h3 id={headingId} className="mt-1 text-3xl font-bold text-primary-900">
        {programme.title[locale]}
      </h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        <Badge tone="neutral">{tl('catalogueLevel')}</Badge>
        {programme.accredited && <Badge tone="accent">{tp('accredited')}</Badge>}
      </ul>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{programme.description[locale]}</p>
      <div className="mt-6 flex flex-wrap gap-3 [&>*]:w-auto">
        <ApplyLink programme={programme} label={t('apply')} />
        <BrochureLink programme={programme} locale={locale} />
        <Link
          href={programmePath(programme)}
          className="inline-flex items-center gap-2 px-2 py-3 font-semibold text-primary-700 hover:underline"
        >
          {t('fullPage')}{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ProgrammeSections programme={programme} locale={locale} headingLevel={4} />
        <div className="lg:self-start">
          <KeyInfoCard programme={programme} headingLevel="h4" />
        </div>
      </div>
    </article>
  );
}
