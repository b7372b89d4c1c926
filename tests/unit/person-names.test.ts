import { describe, expect, it, vi } from 'vitest';
import { admissionChoices } from '@/lib/forms/admission-choices';
import { createAdmissionSchema } from '@/lib/validation/admission';
import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/messages';
import { nameForMail } from '@/lib/validation/person-name';
import { catalogues } from '@/messages';

vi.mock('server-only', () => ({}));

const admissionSchema = createAdmissionSchema(admissionChoices());
const admission = {
  fullName: 'Achta Mahamat Saleh',
  email: 'achta@example.org',
  phone: '+235 66 00 00 01',
  diploma: 'Baccalauréat série D (2025)',
  programType: 'licence',
  program: 'genie-logiciel',
};
const contact = {
  name: 'Ngarlem Dionadji',
  email: 'n@example.org',
  subject: 'Frais',
  message: 'Bonjour, les frais ?',
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? {} : fieldErrors(result.error!.issues, catalogues.fr.FormErrors));

/** The text an attacker put in a name so that the university's confirmation would carry it. */
const phishing =
  'Jean Dupont\n\nIMPORTANT : votre dossier est bloqué. Réglez 50 000 FCFA via http://evil.example/pay';

describe('names', () => {
  it.each([
    'Achta Mahamat Saleh',
    'محمد عبد الله',
    'مُحَمَّد',
    'Jean-Pierre N’Garé',
    "Marie-Thérèse O'Brien",
    'J. Dupont',
    'J.-P. Abakar Jr.',
    'Ze\u0301naba Ali',
  ])('accepts %s in both forms', (name) => {
    expect(admissionSchema.safeParse({ ...admission, fullName: name }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, name }).success).toBe(true);
  });

  it.each([
    phishing,
    'Jean\nDupont',
    'Jean Dupont 2',
    'Achta : payez',
    'Achta http//evil',
    'achta@evil.example',
    'Achta www.evil.example',
    'evil.example',
    '<b>Achta</b>',
  ])('refuses %j with a message saying what a name may hold', (name) => {
    expect(errorsOf(admissionSchema.safeParse({ ...admission, fullName: name }))).toEqual({
      fullName: catalogues.fr.FormErrors.nameCharacters,
    });
    expect(errorsOf(contactSchema.safeParse({ ...contact, name }))).toEqual({
      name: catalogues.fr.FormErrors.nameCharacters,
    });
    expect(catalogues.fr.FormErrors.nameCharacters).toMatch(/lettres, des espaces, des traits d'union/);
    expect(catalogues.en.FormErrors.nameCharacters).toMatch(/letters, spaces, hyphens, apostrophes and dots/);
  });
});

describe('a name in an e-mail', () => {
  it('never holds a link, an address or a line of its own, even stored before the rule', () => {
    const shown = nameForMail(phishing);
    expect(shown).not.toMatch(/\n|:|\/|@|\d|evil\.example/);
    expect(nameForMail('Achta www.evil.example')).toBe('Achta www. evil. example');
    expect(nameForMail('J.-P. Abakar')).toBe('J.-P. Abakar');
    expect(nameForMail('محمد عبد الله')).toBe('محمد عبد الله');
  });
});
