/** A calendar day, 'YYYY-MM-DD' (the same shape as content's IsoDate). */
type Day = `${number}-${number}-${number}`;

/**
 * The day it is in N'Djamena at `now`. Kept free of any content so that the browser can load it:
 * pages that depend on the day are pre-rendered, and the visitor's browser works out the day again.
 */
export function todayInNdjamena(now: Date = new Date()): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Ndjamena',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now) as Day;
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
