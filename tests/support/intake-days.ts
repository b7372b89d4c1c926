import { applicationWindows } from '@/content/calendar';
import type { IsoDate } from '@/content/intake-types';
import { addDays } from '@/lib/core/days';

/**
 * Days around the intake's first round of applications, from the calendar: the suites that send
 * applications run their servers on `inside` (INTAKE_TODAY), whatever day they run on, and the
 * tests of the window set their clocks to each.
 */
function days() {
  const [first] = applicationWindows('licence');
  const last = applicationWindows('licence').at(-1);
  if (!first || !last) throw new Error('The intake calendar opens no round of applications');
  return {
    /** The day before the first round opens. */
    before: addDays(first.opens, -1) as IsoDate,
    /** The first round's first day. */
    inside: first.opens as IsoDate,
    /** The day after the last round closes. */
    after: addDays(last.closes, 1) as IsoDate,
  };
}

export const intakeDays = days();
