import { intake } from './intake';
import type { IntakeEvent, IsoDate } from './intake-types';
import type { ProgrammeType } from './types';
import { addDays, todayInNdjamena, type DaySpan } from '@/lib/core/days';

/** The academic year the intake starts (2027 for 2027–2028). */
export const intakeYear: number = intake.year;

/** Every date of the intake, in date order. */
export function intakeEvents(): readonly IntakeEvent[] {
  const events: readonly IntakeEvent[] = intake.calendar;
  return [...events].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The day it is in N'Djamena. Pages are pre-rendered: what they say about "today" is either true
 * whatever the day (they state dates) or worked out again by the visitor's browser.
 */
export { todayInNdjamena };

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

/** One round of applications: the form takes them from `opens` to `closes`, both days included. */
export interface ApplicationWindow {
  /** The round's number, from 1, in date order. */
  round: number;
  opens: IsoDate;
  closes: IsoDate;
}

/**
 * The rounds in which a level's applicants may apply, in date order: each `applications-open`
 * event of the calendar with the first `applications-close` after it (both for that level, or for
 * everyone). The calendar is the one source of these dates.
 */
export function applicationWindows(type: ProgrammeType): ApplicationWindow[] {
  const forType = intakeEvents().filter((event) => !event.for || event.for === type);
  const windows: ApplicationWindow[] = [];
  for (const open of forType.filter((event) => event.kind === 'applications-open')) {
    const close = forType.find((event) => event.kind === 'applications-close' && event.start >= open.start);
    if (close) windows.push({ round: windows.length + 1, opens: open.start, closes: close.start });
  }
  return windows;
}

/** Where a day stands against a level's rounds of applications. */
export type WindowState =
  /** Applications are taken until `window.closes`. */
  | { state: 'open'; window: ApplicationWindow }
  /** None is taken today; `window` is the next round. */
  | { state: 'before'; window: ApplicationWindow }
  /** Every round of the intake is over; `window` is the last one. */
  | { state: 'after'; window: ApplicationWindow };

/** A state and the days it holds. */
export type WindowPeriod = DaySpan & { is: WindowState };

/**
 * Every day of the calendar cut into the periods of one state each, in order: before the first
 * round, each round, each gap between rounds, after the last. A pre-rendered page writes one text
 * per period and the visitor's browser shows the one of its day; the server judges a post with it.
 */
export function windowPeriods(type: ProgrammeType): WindowPeriod[] {
  const windows = applicationWindows(type);
  const periods: WindowPeriod[] = [];
  let from: IsoDate | undefined;
  for (const window of windows) {
    if (!from || from < window.opens)
      periods.push({ from, until: addDays(window.opens, -1), is: { state: 'before', window } });
    periods.push({ from: window.opens, until: window.closes, is: { state: 'open', window } });
    from = addDays(window.closes, 1);
  }
  const last = windows.at(-1);
  if (last) periods.push({ from, is: { state: 'after', window: last } });
  return periods;
}

/** Where `today` stands for a level's applicants; undefined when the calendar has no round. */
export function windowStateOn(today: IsoDate, type: ProgrammeType): WindowState | undefined {
  return windowPeriods(type).find(
    (period) => (!period.from || period.from <= today) && (!period.until || today <= period.until),
  )?.is;
}
