import aid from './.compiled/aid.json' with { type: 'json' };
import calendar from './.compiled/calendar.json' with { type: 'json' };
import fees from './.compiled/fees.json' with { type: 'json' };
import type { Intake } from './intake-types';
import { resolveAll } from './placeholders';

/**
 * Everything of one intake: fees, aid and dates, as the admissions office writes them in
 * content/calendar.yaml (the year and its dates), content/fees.yaml (fee tiers and instalments)
 * and content/aid.yaml (scholarships and reductions); docs/content.md describes the files. Every
 * page that shows a fee, a reduction or a date (the admissions page, each programme's "Frais et
 * calendrier" card, the FAQ, the home page's next deadline, the calendar file
 * /admissions/calendar.ics) reads it from here, so a change there changes them all at the next
 * build.
 *
 * PLACEHOLDERS: the amounts and dates of those files are plausible for a private university in
 * N'Djamena, not the institution's real ones. Replace them before launch, and again for each
 * intake.
 *
 * Amounts are whole FCFA per academic year. Dates are days in N'Djamena ('YYYY-MM-DD'); a date
 * that has passed when the site is built is no longer shown, so rebuild the site now and then
 * (a deadline drops off at the first build after it).
 */
export const intake: Intake = resolveAll({
  year: calendar.year,
  feeTiers: fees.tiers,
  instalments: fees.instalments,
  aid: aid.schemes,
  calendar: calendar.events,
});
