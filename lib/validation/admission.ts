import { z } from 'zod';
import './zod-config';
import { programmeTypes, type ProgrammeType } from '@/content/types';
import { formShapeError } from './messages';
import { isPersonName } from './person-name';
import { hasValidLocalPart, isStorableText } from './text';

/** What is stored when the visitor leaves the message empty. */
export const DEFAULT_ADMISSION_MESSAGE = 'Candidature soumise via le formulaire général';

export const admissionLimits = {
  fullName: 120,
  email: 254,
  phone: 32,
  diploma: 200,
  message: 5000,
  program: 100,
} as const;

/** Slugs the form offers for each programme type (from the programme registry). */
export type AdmissionChoices = Record<ProgrammeType, readonly string[]>;

const phoneCharacters = /^[+\d\s().-]+$/;

/**
 * The admission form's schema. Messages are keys of `FormErrors`. Built from the
 * programme slugs rather than the registry itself, so the browser receives the slugs only.
 */
export function createAdmissionSchema(choices: AdmissionChoices) {
  return z
    .strictObject(
      {
        fullName: z
          .string({ error: 'fullNameRequired' })
          .refine(isStorableText, { error: 'invalidCharacters' })
          .normalize('NFC')
          .trim()
          .min(3, { error: 'fullNameRequired' })
          .max(admissionLimits.fullName, { error: 'fullNameTooLong' })
          .refine(isPersonName, { error: 'nameCharacters' }),
        email: z
          .string({ error: 'emailInvalid' })
          .refine(isStorableText, { error: 'invalidCharacters' })
          .normalize('NFC')
          .trim()
          .max(admissionLimits.email, { error: 'emailTooLong' })
          .pipe(z.email({ error: 'emailInvalid' }).refine(hasValidLocalPart, { error: 'emailInvalid' })),
        phone: z
          .string({ error: 'phoneInvalid' })
          .refine(isStorableText, { error: 'invalidCharacters' })
          .normalize('NFC')
          .trim()
          .min(8, { error: 'phoneInvalid' })
          .max(admissionLimits.phone, { error: 'phoneTooLong' })
          .regex(phoneCharacters, { error: 'phoneInvalid' }),
        diploma: z
          .string({ error: 'diplomaRequired' })
          .refine(isStorableText, { error: 'invalidCharacters' })
          .normalize('NFC')
          .trim()
          .min(1, { error: 'diplomaRequired' })
          .max(admissionLimits.diploma, { error: 'diplomaTooLong' }),
        programType: z.enum(programmeTypes, { error: 'programTypeRequired' }),
        program: z
          .string({ error: 'programRequired' })
          .refine(isStorableText, { error: 'invalidCharacters' })
          .normalize('NFC')
          .trim()
          .min(1, { error: 'programRequired' })
          .max(admissionLimits.program, { error: 'programRequired' }),
        message: z
          .string({ error: 'invalidForm' })
          .refine(isStorableText, { error: 'invalidCharacters' })
          .normalize('NFC')
          .trim()
          .max(admissionLimits.message, { error: 'messageTooLong' })
          .optional()
          .transform((text) => (text ? text : DEFAULT_ADMISSION_MESSAGE)),
      },
      { error: formShapeError },
    )
    .superRefine((value, ctx) => {
      // The programme must be one the form offers for the chosen type.
      if (value.program && !choices[value.programType].includes(value.program)) {
        ctx.addIssue({ code: 'custom', path: ['program'], message: 'programRequired' });
      }
    });
}

export type AdmissionSchema = ReturnType<typeof createAdmissionSchema>;
export type AdmissionInput = z.input<AdmissionSchema>;
export type Admission = z.output<AdmissionSchema>;
