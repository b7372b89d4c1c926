// The fields of one submission as the staff area shows them, in the office's words.
import type { AdmissionRequest, ContactSubmission } from '@/db/schema';
import { formatOfficeDateTime } from '@/i18n/format';
import { languageLabel, programmeTypeLabel } from './labels';

/** [label, value] of every short field of an application, then its letter. */
export function admissionFields(row: AdmissionRequest): {
  fields: [string, string][];
  longText: [string, string];
} {
  return {
    fields: [
      ['Nom complet', row.fullName],
      ['E-mail', row.email],
      ['Téléphone', row.phone],
      ['Diplôme obtenu', row.diploma],
      ['Type de programme', programmeTypeLabel(row.programType)],
      ['Programme', row.programName],
      ['Langue du formulaire', languageLabel(row.locale)],
      ['Reçue le', formatOfficeDateTime(row.createdAt)],
    ],
    longText: ['Lettre de motivation', row.motivationLetter],
  };
}

/** [label, value] of every short field of a contact message, then the message. */
export function contactFields(row: ContactSubmission): {
  fields: [string, string][];
  longText: [string, string];
} {
  return {
    fields: [
      ['Nom', row.name],
      ['E-mail', row.email],
      ['Objet', row.subject],
      ['Langue du formulaire', languageLabel(row.locale)],
      ['Reçu le', formatOfficeDateTime(row.createdAt)],
    ],
    longText: ['Message', row.message],
  };
}
