import type { DepartmentId, Localized, ProgrammeType } from './types';

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * What one group of programmes costs a year, in FCFA. A programme pays the tier that names it by
 * slug, else the one that names its department, else its level's default tier (neither list).
 */
export interface FeeTier {
  id: string;
  type: ProgrammeType;
  /** The group as the admissions page names it, e.g. 'Licences en santé'. */
  name: Localized;
  departments?: readonly DepartmentId[];
  programmes?: readonly string[];
  /** Registration fee, paid once a year on enrolment. */
  registration: number;
  /** Tuition for the year, paid in the instalments of `Intake.instalments`. */
  tuition: number;
}

/** One payment of the year's tuition. */
export interface Instalment {
  /** Share of the tuition, in percent; the shares add up to 100. */
  share: number;
  /** The day it is due at the latest. */
  due: IsoDate;
  /** Paid with the registration fee, on enrolment (shown by its month rather than a day). */
  atRegistration?: boolean;
}

/** A reduction of tuition and what it takes to get it. */
export interface AidStep {
  /** Share of the tuition waived, in percent. */
  percent: number;
  condition: Localized;
}

export type AidId = 'merit' | 'social' | 'sibling' | 'employer';

export interface AidScheme {
  id: AidId;
  name: Localized;
  /** The reductions it grants; none when a third party pays instead (an employer). */
  steps: readonly AidStep[];
  /** What it covers, in words, when it grants no fixed reduction. */
  covers?: Localized;
  /** Who may apply. */
  eligibility: Localized;
  /** How to apply, and what to bring. */
  howToApply: Localized;
}

export type IntakeEventKind =
  'applications-open' | 'applications-close' | 'committee' | 'results' | 'classes-start' | 'open-day';

export interface IntakeEvent {
  /** Unique and stable across rebuilds: it becomes the iCalendar UID, which phones use to update. */
  id: string;
  kind: IntakeEventKind;
  start: IsoDate;
  /** Last day, inclusive, of an event over several days. */
  end?: IsoDate;
  /** Only for applicants to this level; absent: for everyone. */
  for?: ProgrammeType;
  title: Localized;
  description: Localized;
}

/** Everything an applicant needs to plan one intake: what it costs, the aid, the dates. */
export interface Intake {
  /** The academic year starting this intake: 2027 for 2027–2028. */
  year: number;
  feeTiers: readonly FeeTier[];
  instalments: readonly Instalment[];
  aid: readonly AidScheme[];
  calendar: readonly IntakeEvent[];
}
