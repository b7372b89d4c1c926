import { getLocale, getTranslations } from 'next-intl/server';
import { intakeYear } from '@/content/calendar';
import { site } from '@/content/site';
import type { Programme } from '@/content/types';
import { Link } from '@/i18n/navigation';
import { brochureFileName, brochurePath } from '@/lib/programmes/brochure';
import { accreditationFacts } from '@/lib/programmes/accreditation-facts';
import { applyHref, levelKey } from '@/lib/programmes/labels';
import type { Locale } from '@/i18n/locales';

interface ProgrammeActionProps {
  programme: Programme;
  locale: Locale;
}

const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-slate-900 shadow-sm hover:bg-accent-500';
const secondaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border-2 border-primary-700 px-5 py-3 font-semibold text-primary-800 hover:bg-primary-50';

/**
 * 'Demande d'admission': the admission form with this programme already chosen. A programme closed
 * this intake cannot be chosen there, so its button writes to the admissions office instead.
 */
export async function ApplyLink({ programme, label }: { programme: Programme; label?: string }) {
  const t = await getTranslations('Programme');
  const locale = (await getLocale()) as Locale;
  const subject = t('contactSubject', { programme: programme.title[locale] });
  return (
    <Link href={applyHref(programme, subject)} className={primaryButton} data-print-url>
      {programme.applicationsOpen ? (label ?? t('apply')) : t('contactOffice')}
    </Link>
  );
}

/** Downloads the programme's PDF brochure, generated at build time in the page's language. */
export async function BrochureLink({ programme, locale }: ProgrammeActionProps) {
  const t = await getTranslations('Programme');
  return (
    <Link
      href={brochurePath(programme)}
      download={brochureFileName(programme, locale)}
      type="application/pdf"
      className={secondaryButton}
      data-brochure={programme.slug}
    >
      <span aria-hidden="true">↓</span> {t('brochure')}
    </Link>
  );
}

/** The side card 'Informations clés' (the accreditation rows only when accredited). */
export async function KeyInfoCard({
  programme,
  headingLevel = 'h2',
}: Pick<ProgrammeActionProps, 'programme'> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const t = await getTranslations('Programme');
  const locale = (await getLocale()) as Locale;
  const Heading = headingLevel;
  const rows: [string, string][] = [
    [t('level'), t(levelKey(programme.type))],
    [t('trainingType'), t('trainingTypeValue')],
    [t('institution'), site.names[locale]],
  ];
  for (const { label, value } of accreditationFacts(programme, locale)) rows.push([label, value]);
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={`${programme.slug}-key-info`}
    >
      <Heading id={`${programme.slug}-key-info`} className="text-lg font-bold text-primary-900">
        {t('keyInfo')}
      </Heading>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The call-to-action card 'Intéressé(e) par cette formation ?'. */
export async function ApplyCard({
  programme,
  headingLevel = 'h2',
}: Pick<ProgrammeActionProps, 'programme'> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const t = await getTranslations('Programme');
  const Heading = headingLevel;
  return (
    <section
      className="rounded-xl bg-primary-800 p-6 text-white shadow-sm"
      aria-labelledby={`${programme.slug}-cta`}
    >
      <Heading id={`${programme.slug}-cta`} className="text-lg font-bold">
        {t('ctaTitle')}
      </Heading>
      <p className="mt-2 text-primary-100">
        {programme.applicationsOpen ? t('ctaText') : t('closedText', { year: intakeYear })}
      </p>
      <div className="mt-5 space-y-3">
        <ApplyLink programme={programme} />
      </div>
    </section>
  );
}
