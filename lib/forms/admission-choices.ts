import { admissionOptions } from '@/content/programmes';
import type { Locale } from '@/i18n/locales';
import { programTypes, type AdmissionChoices, type ProgramType } from '@/lib/validation/admission';

/** The programme slugs the admission form offers, per type, from the programme registry. */
export function admissionChoices(): AdmissionChoices {
  return {
    licence: admissionOptions('licence').map((p) => p.slug),
    master: admissionOptions('master').map((p) => p.slug),
  };
}

export interface ProgrammeOption {
  slug: string;
  title: string;
}

/** The select's options in one language: what the page passes to the form. */
export function admissionSelectOptions(locale: Locale): Record<ProgramType, ProgrammeOption[]> {
  return Object.fromEntries(
    programTypes.map((type) => [
      type,
      admissionOptions(type).map((p) => ({ slug: p.slug, title: p.title[locale] })),
    ]),
  ) as Record<ProgramType, ProgrammeOption[]>;
}
