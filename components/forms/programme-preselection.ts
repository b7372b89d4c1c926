import type { ProgrammeOption } from '@/lib/forms/admission-choices';
import { programTypes, type ProgramType } from '@/lib/validation/program-types';

type ProgrammeOptions = Record<ProgramType, ProgrammeOption[]>;

export function isProgramType(value: unknown): value is ProgramType {
  return (programTypes as readonly unknown[]).includes(value);
}

/**
 * The programme a link to the admission form names (?programType=&program=, as a programme page's
 * apply button writes it: admissionHref): its type, and the programme when that type offers it.
 * Null when the link names no valid type.
 */
export function programmeFromQuery(
  search: string,
  options: ProgrammeOptions,
): { programType: ProgramType; program: string } | null {
  const query = new URLSearchParams(search);
  const type = query.get('programType');
  if (!isProgramType(type)) return null;
  const program = query.get('program');
  return { programType: type, program: options[type].some((o) => o.slug === program) ? (program ?? '') : '' };
}

/** The values with their type and programme emptied unless the form offers them (a stale draft). */
export function withValidProgramme<Values extends { programType: string; program: string }>(
  values: Values,
  options: ProgrammeOptions,
): Values {
  const type = isProgramType(values.programType) ? values.programType : null;
  return {
    ...values,
    programType: type ?? '',
    program: type && options[type].some((o) => o.slug === values.program) ? values.program : '',
  };
}
