import { intake } from './intake';
import type { IntakeEvent, IsoDate } from './intake-types';
import type { ProgrammeType } from './types';

/** The academic year the intake starts (2027 for 2027–2028). */
export const intakeYear: number = intake.year;

/** Every date of the intake, in date order. */
export function intakeEvents(): readonly IntakeEvent[] {
  const events: readonly IntakeEvent[] = intake.calendar;
  return [...events].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The day it is in N'Djamena: pages are rendered at build time, so "today" is the build's day and
 * a date that has passed drops off at the next build.
 */
export function todayInNdjamena(now: Date = new Date()): IsoDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Ndjamena',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now) as IsoDate;
}

/** An event is still to come until its last day is over. */
function lastDay(event: IntakeEvent): IsoDate {
  return event.end ?? event.start;
}

/** The dates still to come on `today`, for every applicant or for one level's applicants. */
export function upcomingEvents(today: IsoDate, type?: ProgrammeType): IntakeEvent[] {
  return intakeEvents().filter(
    (event) => lastDay(event) >= today && (!type || !event.for || event.for === type),
  );
}

/** The next application deadline still to come on `today` (its last day included). */
export function nextApplicationDeadline(today: IsoDate): IntakeEvent | undefined {
  return upcomingEvents(today).find((event) => event.kind === 'applications-close');
}

/** The start of classes of a level, if it is still to come. */
export function nextClassesStart(today: IsoDate, type: ProgrammeType): IntakeEvent | undefined {
  return upcomingEvents(today, type).find((event) => event.kind === 'classes-start');
}
