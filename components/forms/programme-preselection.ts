import type { ProgrammeOption } from '@/lib/forms/admission-choices';
import { isProgrammeType, type ProgrammeType } from '@/content/types';

type ProgrammeOptions = Record<ProgrammeType, ProgrammeOption[]>;

/**
 * The programme a link to the admission form names (?programType=&program=, as a programme page's
 * apply button writes it: admissionHref): its type, and the programme when that type offers it.
 * Null when the link names no valid type.
 */
export function programmeFromQuery(
  search: string,
  options: ProgrammeOptions,
): { programType: ProgrammeType; program: string } | null {
  const query = new URLSearchParams(search);
  const type = query.get('programType');
  if (!isProgrammeType(type)) return null;
  const program = query.get('program');
  return { programType: type, program: options[type].some((o) => o.slug === program) ? (program ?? '') : '' };
}

/** The values with their type and programme emptied unless the form offers them (a stale draft). */
export function withValidProgramme<Values extends { programType: string; program: string }>(
  values: Values,
  options: ProgrammeOptions,
): Values {
  const type = isProgrammeType(values.programType) ? values.programType : null;
  return {
    ...values,
    programType: type ?? '',
    program: type && options[type].some((o) => o.slug === values.program) ? values.program : '',
  };
}
