import { intake } from './intake';
import type { FeeTier, Instalment, IsoDate } from './intake-types';
import { programmesOfType } from './programmes';
import type { Programme, ProgrammeType } from './types';

/** The fee tiers of the intake, in the order the admissions page shows them. */
export function feeTiers(type?: ProgrammeType): readonly FeeTier[] {
  const tiers: readonly FeeTier[] = intake.feeTiers;
  return type ? tiers.filter((tier) => tier.type === type) : tiers;
}

/** The tier a programme pays: the one naming it, else the one naming its department, else its level's. */
export function feeTierOf(programme: Pick<Programme, 'type' | 'slug' | 'department'>): FeeTier {
  const tiers = feeTiers(programme.type);
  const tier =
    tiers.find((t) => t.programmes?.includes(programme.slug)) ??
    tiers.find((t) => t.departments?.includes(programme.department)) ??
    tiers.find((t) => !t.programmes && !t.departments);
  if (!tier) throw new Error(`No fee tier for ${programme.type} ${programme.slug}`);
  return tier;
}

/** The programmes that pay a tier, from the registry. */
export function programmesOfTier(tier: FeeTier): readonly Programme[] {
  return programmesOfType(tier.type).filter((programme) => feeTierOf(programme).id === tier.id);
}

/** The instalments of the year's tuition, in order. */
export function instalmentSchedule(): readonly Instalment[] {
  return intake.instalments;
}

export interface InstalmentAmount {
  share: number;
  amount: number;
  due: IsoDate;
  atRegistration: boolean;
}

/**
 * A year's tuition split into the intake's instalments, rounded to the thousand francs; the last
 * one takes the remainder, so the instalments always add up to the tuition.
 */
export function instalmentsOf(tuition: number): InstalmentAmount[] {
  let paid = 0;
  return instalmentSchedule().map((instalment, index, all) => {
    const amount =
      index === all.length - 1
        ? tuition - paid
        : Math.round((tuition * instalment.share) / 100 / 1000) * 1000;
    paid += amount;
    return {
      share: instalment.share,
      amount,
      due: instalment.due,
      atRegistration: instalment.atRegistration ?? false,
    };
  });
}

/** Lowest and highest tuition of a level, for a sentence such as "from … to … a year". */
export function tuitionRange(type: ProgrammeType): { min: number; max: number } {
  const tuitions = feeTiers(type).map((tier) => tier.tuition);
  return { min: Math.min(...tuitions), max: Math.max(...tuitions) };
}

/** The registration fees of a level, lowest first (usually one). */
export function registrationFees(type: ProgrammeType): number[] {
  return [...new Set(feeTiers(type).map((tier) => tier.registration))].sort((a, b) => a - b);
}
