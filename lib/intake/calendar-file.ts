import { intakeEvents, intakeYear, todayInNdjamena, upcomingEvents } from '@/content/calendar';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/urls';
import { icsCalendar } from './ics';

interface IntakeCalendarOptions {
  locale: Locale;
  /** The calendar's title, in the locale. */
  name: string;
  /** The build's moment: it stamps the file and decides which dates have passed. */
  now?: Date;
}

/**
 * The intake's dates as an iCalendar file: the dates still to come, as on the admissions page.
 * Once every date has passed the file keeps the whole intake (an iCalendar object holds at least
 * one event); the page then no longer links to it.
 */
export function intakeCalendarFile({ locale, name, now = new Date() }: IntakeCalendarOptions): string {
  const upcoming = upcomingEvents(todayInNdjamena(now));
  const events = upcoming.length > 0 ? upcoming : intakeEvents();
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
