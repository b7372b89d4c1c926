import { getTranslations } from 'next-intl/server';
import { CalendarDays, CalendarPlus } from '@/components/ui/icons';
import { Reveal } from '@/components/motion/reveal';
import { intakeEvents, intakeYear } from '@/content/calendar';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { intakeCalendarPath } from '@/lib/routes';
import { EventDate } from './event-date';

/**
 * Every date of the intake, and the link that adds them to a phone's calendar. A pre-rendered page
 * cannot know which have passed on the day it is read: it states them all, which stays true.
 */
export async function IntakeCalendar({ locale }: { locale: Locale }) {
  const t = await getTranslations('Intake');
  const events = intakeEvents();
  return (
    <section id="calendar" aria-labelledby="calendar-title" className="scroll-mt-28">
      <h2 id="calendar-title" className="flex items-center gap-3 text-2xl font-bold text-primary-900">
        <CalendarDays aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
        {t('calendarTitle', { year: intakeYear })}
      </h2>
      <p className="mt-2 text-slate-700">{t('calendarLead')}</p>
      <Reveal
        as="ol"
        className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {events.map((event) => (
          <li
            key={event.id}
            data-event={event.id}
            className="grid gap-1 px-5 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6"
          >
            <EventDate
              start={event.start}
              end={event.end}
              locale={locale}
              className="font-bold text-primary-800"
            />
            <div>
              <h3 className="font-semibold text-slate-900">{event.title[locale]}</h3>
              <p className="mt-1 text-sm text-slate-700">{event.description[locale]}</p>
            </div>
          </li>
        ))}
      </Reveal>
      <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* A plain <a>: the file is no page the client router could show. */}
        <a
          href={getPathname({ locale, href: intakeCalendarPath })}
          type="text/calendar"
          className="inline-flex items-center gap-2 rounded-lg border-2 border-primary-700 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50"
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('addToCalendar')}
        </a>
        <span className="text-sm text-slate-600">{t('addToCalendarHint')}</span>
      </p>
    </section>
  );
}
