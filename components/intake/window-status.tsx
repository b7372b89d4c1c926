import { applicationWindows, intakeYear } from '@/content/calendar';
import type { ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { academicYear, formatLabel } from '@/i18n/format';
import { windowDatesText, windowTexts } from '@/lib/intake/window-texts';
import { catalogues } from '@/messages';
import { DayText } from './day-text';

interface WindowStatusProps {
  locale: Locale;
  /** A level's rounds; left out, both levels' (they share their dates unless the calendar says otherwise). */
  type?: ProgrammeType;
  /** `badge`: a few words, for a programme card. */
  style?: 'line' | 'badge';
}

/** Whether both levels apply in the same rounds: then one line speaks for both. */
function sameRounds(): boolean {
  return JSON.stringify(applicationWindows('licence')) === JSON.stringify(applicationWindows('master'));
}

/**
 * Where applications stand on the day the page is read ("Candidatures ouvertes jusqu'au 31 mai
 * 2027"): the pre-rendered text states the rounds' dates, true on every day; the browser replaces
 * it with the state of its day.
 */
export function WindowStatus({ locale, type, style = 'line' }: WindowStatusProps) {
  const fallback = (level: ProgrammeType) =>
    style === 'badge'
      ? catalogues[locale].Intake.badgeStatic.replace('{year}', academicYear(intakeYear))
      : windowDatesText(level, locale);
  const line = (level: ProgrammeType) => (
    <DayText options={windowTexts(level, locale, style)} fallback={fallback(level)} />
  );
  if (type || sameRounds()) return line(type ?? 'licence');
  const level = catalogues[locale].AdmissionForm;
  return (
    <>
      {formatLabel(level.licence, locale)}
      {line('licence')} {formatLabel(level.master, locale)}
      {line('master')}
    </>
  );
}
