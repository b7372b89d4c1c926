import { applicationWindows, intakeYear, windowPeriods, type WindowState } from '@/content/calendar';
import type { ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/forms/document-strings';
import type { DaySpan } from '@/lib/core/days';
import { catalogues } from '@/messages';
import { academicYear, formatDay, formatList } from '@/i18n/format';

/**
 * What the site says about the application window, from the calendar's dates alone: the line that
 * holds whatever the day (for a page read without JavaScript), the line of each period (the
 * visitor's browser shows the one of its day), and the server's refusal of a post outside every
 * round (the form shows it as the server words it). One set of words for all of them, so they
 * cannot disagree.
 */

/** A text and the days it holds. */
export type DayText = DaySpan & { text: string };

/** "du 11 janvier 2027 au 31 mai 2027 et du 5 juillet 2027 au 10 septembre 2027". */
export function roundsText(type: ProgrammeType, locale: Locale): string {
  const t = catalogues[locale].Intake;
  return formatList(
    applicationWindows(type).map((w) =>
      fill(t.windowRound, { opens: formatDay(w.opens, locale), closes: formatDay(w.closes, locale) }),
    ),
    locale,
  );
}

/** The sentence true on every day: the rounds' dates. */
export function windowDatesText(type: ProgrammeType, locale: Locale): string {
  return fill(catalogues[locale].Intake.windowDates, { rounds: roundsText(type, locale) });
}

type Style = 'line' | 'badge';

/** What a page says on a day in `is`: a sentence, or a badge's few words. */
export function windowStateText(is: WindowState, locale: Locale, style: Style = 'line'): string {
  const t = catalogues[locale].Intake;
  const values = {
    opens: formatDay(is.window.opens, locale),
    closes: formatDay(is.window.closes, locale),
    year: academicYear(intakeYear),
  };
  const key = {
    line: { open: 'windowOpen', before: 'windowBefore', after: 'windowAfter' },
    badge: { open: 'badgeOpen', before: 'badgeBefore', after: 'badgeAfter' },
  }[style][is.state] as keyof typeof t;
  return fill(t[key], values);
}

/** The texts of every period of a level's calendar, for the browser to pick from. */
export function windowTexts(type: ProgrammeType, locale: Locale, style: Style = 'line'): DayText[] {
  return windowPeriods(type).map(({ from, until, is }) => ({
    from,
    until,
    text: windowStateText(is, locale, style),
  }));
}

/**
 * Why an application is refused on a day in `is` (undefined while a round is open): when the next
 * round runs, or that the intake's are over, and to write through the contact form meanwhile.
 */
export function closedText(is: WindowState | undefined, locale: Locale): string | undefined {
  if (!is || is.state === 'open') return undefined;
  const t = catalogues[locale].Intake;
  return fill(is.state === 'before' ? t.closedBefore : t.closedAfter, {
    opens: formatDay(is.window.opens, locale),
    closes: formatDay(is.window.closes, locale),
    year: academicYear(intakeYear),
  });
}
