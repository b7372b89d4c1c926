import { admissionOptions, byProgrammeType } from '@/content/programmes';
import type { ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import type { AdmissionChoices } from '@/lib/validation/admission';

/** The programme slugs the admission form offers, per type, from the programme registry. */
export function admissionChoices(): AdmissionChoices {
  return byProgrammeType((type) => admissionOptions(type).map((p) => p.slug));
}

export interface ProgrammeOption {
  slug: string;
  title: string;
}

/** The select's options in one language: what the page passes to the form. */
export function admissionSelectOptions(locale: Locale): Record<ProgrammeType, ProgrammeOption[]> {
  return byProgrammeType((type) =>
    admissionOptions(type).map((p) => ({ slug: p.slug, title: p.title[locale] })),
  );
}
