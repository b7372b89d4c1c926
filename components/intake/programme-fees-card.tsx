import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { intakeEvents, intakeYear } from '@/content/calendar';
import { feeTierOf } from '@/content/fees';
import { intake } from '@/content/intake';
import type { Programme } from '@/content/types';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { academicYear, formatFcfa } from '@/i18n/format';
import { getRoute } from '@/lib/routes';
import { EventDate } from './event-date';
import { InstalmentList } from './instalment-list';
import { WindowStatus } from './window-status';

interface ProgrammeFeesCardProps {
  programme: Programme;
  locale: Locale;
}

/**
 * The side card 'Frais et calendrier' of a programme page: its fees (from its fee tier), how they
 * are paid, and the dates that matter to its applicants (a master not open this intake says so).
 */
export async function ProgrammeFeesCard({ programme, locale }: ProgrammeFeesCardProps) {
  const t = await getTranslations('Intake');
  const tier = feeTierOf(programme);
  // A programme that admits no one this intake has no window and no start of classes to show.
  const open = programme.applicationsOpen;
  const classes = open
    ? intakeEvents().find(
        (event) => event.kind === 'classes-start' && (!event.for || event.for === programme.type),
      )
    : undefined;
  const headingId = `${programme.slug}-fees`;
  return (
    <section
      data-fees-card
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-bold text-primary-900">
        {t('cardTitle')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">{t('registration')}</dt>
          <dd className="text-slate-900">
            {t('perYear', { amount: formatFcfa(tier.registration, locale) })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('tuition')}</dt>
          <dd className="font-bold text-slate-900">
            {t('perYear', { amount: formatFcfa(tier.tuition, locale) })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">
            {t('instalments', { count: intake.instalments.length })}
          </dt>
          <dd className="text-slate-900">
            <InstalmentList tuition={tier.tuition} locale={locale} />
          </dd>
        </div>
        {open && (
          <div data-window>
            <dt className="font-semibold text-slate-600">{t('applications')}</dt>
            <dd className="font-semibold text-slate-900">
              <WindowStatus locale={locale} type={programme.type} />
            </dd>
          </div>
        )}
        {classes && (
          <div>
            <dt className="font-semibold text-slate-600">{t('classesStart')}</dt>
            <dd className="text-slate-900">
              <EventDate start={classes.start} end={classes.end} locale={locale} />
            </dd>
          </div>
        )}
      </dl>
      {!open && (
        <p className="mt-4 text-sm text-slate-700">{t('notOpen', { year: academicYear(intakeYear) })}</p>
      )}
      <Link
        href={`${getRoute('admissions').path}#fees`}
        className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
      >
        {t('seeAll')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
