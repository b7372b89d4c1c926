import type { admissionRequests, contactSubmissions } from '@/db/schema';

// Rows the staff-area suites and the fuzz bench put straight into the inboxes: what each seed says
// is its own (reference, name, e-mail, date…); the rest is a plausible submission.

type NewApplication = typeof admissionRequests.$inferInsert;
type NewMessage = typeof contactSubmissions.$inferInsert;

const programmes = {
  master: { programSlug: 'management-ong', programName: 'Management des ONG' },
  licence: { programSlug: 'droit-public-prive', programName: 'Droit public et privé' },
} as const;

/** An application of `programType` (a master's by default), with the fields given. */
export function applicationRow(
  fields: Pick<NewApplication, 'reference' | 'fullName' | 'email'> & Partial<NewApplication>,
): NewApplication {
  const programType = fields.programType === 'licence' ? 'licence' : 'master';
  return {
    phone: '+235 66 00 00 00',
    diploma: 'Bac',
    programType,
    ...programmes[programType],
    motivationLetter: 'Lettre',
    ...fields,
  };
}

/** A contact message with the fields given. */
export function contactRow(
  fields: Pick<NewMessage, 'reference' | 'name' | 'email'> & Partial<NewMessage>,
): NewMessage {
  return { subject: 'Frais', message: 'Bonjour', ...fields };
}
