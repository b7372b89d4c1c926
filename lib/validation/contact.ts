import { z } from 'zod';
import './zod-config';
import { formShapeError } from './messages';
import { isPersonName } from './person-name';
import { hasValidLocalPart, isStorableText } from './text';

export const contactLimits = { name: 120, email: 254, subject: 200, message: 5000 } as const;

/** The contact form's schema. Messages are keys of `FormErrors`; unknown fields are refused. */
export const contactSchema = z.strictObject(
  {
    name: z
      .string({ error: 'nameRequired' })
      .refine(isStorableText, { error: 'invalidCharacters' })
      .normalize('NFC')
      .trim()
      .min(2, { error: 'nameRequired' })
      .max(contactLimits.name, { error: 'nameTooLong' })
      .refine(isPersonName, { error: 'nameCharacters' }),
    email: z
      .string({ error: 'emailInvalid' })
      .refine(isStorableText, { error: 'invalidCharacters' })
      .normalize('NFC')
      .trim()
      .max(contactLimits.email, { error: 'emailTooLong' })
      .pipe(z.email({ error: 'emailInvalid' }).refine(hasValidLocalPart, { error: 'emailInvalid' })),
    subject: z
      .string({ error: 'subjectRequired' })
      .refine(isStorableText, { error: 'invalidCharacters' })
      .normalize('NFC')
      .trim()
      .min(3, { error: 'subjectRequired' })
      .max(contactLimits.subject, { error: 'subjectTooLong' }),
    message: z
      .string({ error: 'messageTooShort' })
      .refine(isStorableText, { error: 'invalidCharacters' })
      .normalize('NFC')
      .trim()
      .min(10, { error: 'messageTooShort' })
      .max(contactLimits.message, { error: 'messageTooLong' }),
  },
  { error: formShapeError },
);

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
