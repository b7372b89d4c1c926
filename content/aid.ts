import { intake } from './intake';
import type { AidScheme } from './intake-types';

/** The scholarships and reductions of the intake, in the order the admissions page shows them. */
export function aidSchemes(): readonly AidScheme[] {
  return intake.aid;
}

/** The largest share of tuition a scheme can waive, in percent; undefined when a third party pays. */
export function largestReduction(scheme: AidScheme): number | undefined {
  return scheme.steps.length > 0 ? Math.max(...scheme.steps.map((step) => step.percent)) : undefined;
}
