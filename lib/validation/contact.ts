import { z } from 'zod';
import './zod-config';
import { formShapeError } from './messages';

export const contactLimits = { name: 120, email: 254, subject: 200, message: 5000 } as const;

/** The contact form's schema. Messages are keys of `FormErrors`; unknown fields are refused. */
export const contactSchema = z.strictObject(
  {
    name: z
      .string({ error: 'nameRequired' })
      .trim()
      .min(2, { error: 'nameRequired' })
      .max(contactLimits.name, { error: 'nameTooLong' }),
    email: z
      .string({ error: 'emailInvalid' })
      .trim()
      .max(contactLimits.email, { error: 'emailTooLong' })
      .pipe(z.email({ error: 'emailInvalid' })),
    subject: z
      .string({ error: 'subjectRequired' })
      .trim()
      .min(3, { error: 'subjectRequired' })
      .max(contactLimits.subject, { error: 'subjectTooLong' }),
    message: z
      .string({ error: 'messageTooShort' })
      .trim()
      .min(10, { error: 'messageTooShort' })
      .max(contactLimits.message, { error: 'messageTooLong' }),
  },
  { error: formShapeError },
);

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
