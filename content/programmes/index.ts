import {
  programmeTypes,
  type LicenceProgramme,
  type MasterProgramme,
  type Programme,
  type ProgrammeType,
} from '../types';
import { licencesA } from './licences-a';
import { licencesB } from './licences-b';
import { generalLicences } from './licences-general';
import { mastersA } from './masters-a';
import { mastersB } from './masters-b';

const licences: readonly LicenceProgramme[] = [...licencesA, ...licencesB, ...generalLicences];
const masters: readonly MasterProgramme[] = [...mastersA, ...mastersB];
const programmes: readonly Programme[] = [...licences, ...masters];

export function allProgrammes(): readonly Programme[] {
  return programmes;
}

/** One value for each programme type, in the order the site lists them. */
export function byProgrammeType<T>(value: (type: ProgrammeType) => T): Record<ProgrammeType, T> {
  return Object.fromEntries(programmeTypes.map((type) => [type, value(type)])) as Record<ProgrammeType, T>;
}

export function programmesOfType(type: 'licence'): readonly LicenceProgramme[];
export function programmesOfType(type: 'master'): readonly MasterProgramme[];
export function programmesOfType(type: ProgrammeType): readonly Programme[];
export function programmesOfType(type: ProgrammeType): readonly Programme[] {
  return type === 'licence' ? licences : masters;
}

export function getProgramme(type: ProgrammeType, slug: string): Programme | undefined {
  return programmesOfType(type).find((p) => p.slug === slug);
}

/** Licences that can be left at Bac +2 or Bac +3: the catalogue of /programs. */
export function catalogueProgrammes(): readonly LicenceProgramme[] {
  return licences.filter((p) => p.level === 'bac+2/bac+3');
}

/** Masters open for applications this intake: the /masters group. */
export function openMasters(): readonly MasterProgramme[] {
  return masters.filter((p) => p.applicationsOpen);
}

/** What the admission form offers for each programme type: the programmes open this intake. */
export function admissionOptions(type: ProgrammeType): readonly Programme[] {
  return programmesOfType(type).filter((p) => p.applicationsOpen);
}
