import {
  programmeTypes,
  type LicenceProgramme,
  type MasterProgramme,
  type Programme,
  type ProgrammeType,
} from './types';
import compiled from './.compiled/programmes.json' with { type: 'json' };
import { once, resolveAll } from './placeholders';

/*
 * The programmes: one file each, content/programmes/<slug>.yaml (docs/content.md), compiled by
 * scripts/content.ts. Read when first asked for, so that a placeholder of their texts can name
 * what other modules derive.
 */
const registry = once(() => {
  const programmes: readonly Programme[] = resolveAll(compiled);
  return {
    programmes,
    licences: programmes.filter((p): p is LicenceProgramme => p.type === 'licence'),
    masters: programmes.filter((p): p is MasterProgramme => p.type === 'master'),
  };
});

export function allProgrammes(): readonly Programme[] {
  return registry().programmes;
}

/** One value for each programme type, in the order the site lists them. */
export function byProgrammeType<T>(value: (type: ProgrammeType) => T): Record<ProgrammeType, T> {
  return Object.fromEntries(programmeTypes.map((type) => [type, value(type)])) as Record<ProgrammeType, T>;
}

export function programmesOfType(type: 'licence'): readonly LicenceProgramme[];
export function programmesOfType(type: 'master'): readonly MasterProgramme[];
export function programmesOfType(type: ProgrammeType): readonly Programme[];
export function programmesOfType(type: ProgrammeType): readonly Programme[] {
  return type === 'licence' ? registry().licences : registry().masters;
}

export function getProgramme(type: ProgrammeType, slug: string): Programme | undefined {
  return programmesOfType(type).find((p) => p.slug === slug);
}

/** Licences that can be left at Bac +2 or Bac +3: the catalogue of /programs. */
export function catalogueProgrammes(): readonly LicenceProgramme[] {
  return registry().licences.filter((p) => p.level === 'bac+2/bac+3');
}

/** Masters open for applications this intake: the /masters group. */
export function openMasters(): readonly MasterProgramme[] {
  return registry().masters.filter((p) => p.applicationsOpen);
}

/** What the admission form offers for each programme type: the programmes open this intake. */
export function admissionOptions(type: ProgrammeType): readonly Programme[] {
  return programmesOfType(type).filter((p) => p.applicationsOpen);
}
