import { intakeEvents, intakeYear } from '@/content/calendar';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/urls';
import { icsCalendar } from './ics';

interface IntakeCalendarOptions {
  locale: Locale;
  /** The calendar's title, in the locale. */
  name: string;
  /** The build's moment: it stamps the file. */
  now?: Date;
}

/**
 * The intake's dates as an iCalendar file: every date of the intake, as on the admissions page.
 * The file is written at build time and read on any day after: a calendar application shows the
 * dates that have passed as past, so none is left out.
 */
export function intakeCalendarFile({ locale, name, now = new Date() }: IntakeCalendarOptions): string {
  const events = intakeEvents();
  const host = new URL(site.url).hostname;
  const page = absoluteUrl(locale, getRoute('admissions').path);
  return icsCalendar({
    prodId: `-//${site.name}//Admissions ${intakeYear}//${locale.toUpperCase()}`,
    name,
    language: locale,
    stamp: now,
    events: events.map((event) => ({
      uid: `${event.id}-${intakeYear}@${host}`,
      start: event.start,
      end: event.end,
      summary: event.title[locale],
      description: `${event.description[locale]}\n\n${page}`,
      url: page,
    })),
  });
}
