/** A calendar day, 'YYYY-MM-DD' (the same shape as content's IsoDate). */
type Day = `${number}-${number}-${number}`;

/** N'Djamena's offset from UTC: West Africa Time all year, Chad having kept no summer time since 1980. */
const NDJAMENA_OFFSET_MS = 60 * 60 * 1000;

/**
 * The day it is in N'Djamena at `now`. Kept free of any content so that the browser can load it:
 * pages that depend on the day are pre-rendered, and the visitor's browser works out the day again.
 * Plain arithmetic rather than Intl.DateTimeFormat with a time zone: building that formatter loads
 * the browser's time-zone data, 50–70 ms of the main thread on a phone, in the task that follows
 * hydration (docs/performance.md).
 */
export function todayInNdjamena(now: Date = new Date()): Day {
  return new Date(now.getTime() + NDJAMENA_OFFSET_MS).toISOString().slice(0, 10) as Day;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10) as Day;
}

/** A span of days, both ends included; an end left out is open. */
export interface DaySpan {
  from?: Day;
  until?: Day;
}

/** Whether `day` falls in `span`. */
export function inSpan(day: string, span: DaySpan): boolean {
  return (!span.from || span.from <= day) && (!span.until || day <= span.until);
}
