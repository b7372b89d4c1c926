import { describe, expect, it } from 'vitest';
import { admissionOptions } from '@/content/programmes';
import { programmeTypes } from '@/content/types';
import { admissionChoices } from '@/lib/forms/admission-choices';
import { requestLocale } from '@/lib/forms/request-locale';
import { createAdmissionSchema, DEFAULT_ADMISSION_MESSAGE } from '@/lib/validation/admission';
import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors, formErrorKeys } from '@/lib/validation/messages';
import { catalogues } from '@/messages';

const admissionSchema = createAdmissionSchema(admissionChoices());

const admission = {
  fullName: 'Achta Mahamat Saleh',
  email: 'achta@example.org',
  phone: '+235 66 00 00 01',
  diploma: 'Baccalauréat série D (2025)',
  programType: 'licence',
  program: 'genie-logiciel',
  message: 'Je souhaite devenir développeuse.',
};

const contact = {
  name: 'Ngarlem Dionadji',
  email: 'ngarlem@example.org',
  subject: 'Frais de scolarité',
  message: 'Bonjour, quels sont les frais ?',
};

/** The French texts of the errors a value produces, field by field. */
function frenchErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success ? {} : fieldErrors(result.error!.issues, catalogues.fr.FormErrors);
}

describe('admission schema', () => {
  it('accepts a complete application and trims what was typed', () => {
    const parsed = admissionSchema.parse({ ...admission, fullName: '  Achta Mahamat Saleh  ' });
    expect(parsed).toEqual(admission);
  });

  it('stores text composed (NFC), as the staff search compares it, whichever form the phone sent', () => {
    const typed = {
      ...admission,
      fullName: 'Ze\u0301naba Ali',
      diploma: 'Baccalaure\u0301at se\u0301rie D',
      message: 'De\u0301veloppeuse',
    };
    const parsed = admissionSchema.parse(typed);
    expect(parsed.fullName).toBe('Zénaba Ali'.normalize('NFC'));
    expect(parsed.diploma).toBe('Baccalauréat série D'.normalize('NFC'));
    expect(parsed.message).toBe('Développeuse'.normalize('NFC'));
    const message = contactSchema.parse({ ...contact, name: 'Ze\u0301naba', subject: 'Re\u0301sultats' });
    expect([message.name, message.subject]).toEqual([
      'Zénaba'.normalize('NFC'),
      'Résultats'.normalize('NFC'),
    ]);
  });

  it('needs at least 3 characters of full name', () => {
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, fullName: 'Al' }))).toEqual({
      fullName: 'Le nom complet est requis',
    });
    expect(admissionSchema.safeParse({ ...admission, fullName: 'Ali' }).success).toBe(true);
    // Spaces do not count.
    expect(admissionSchema.safeParse({ ...admission, fullName: '  Al   ' }).success).toBe(false);
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, fullName: undefined }))).toEqual({
      fullName: 'Le nom complet est requis',
    });
  });

  it('needs a valid e-mail address', () => {
    for (const email of ['', 'achta', 'achta@', '@example.org', 'achta@example', 'a b@example.org']) {
      expect(frenchErrors(admissionSchema.safeParse({ ...admission, email })), email).toEqual({
        email: 'Email invalide',
      });
    }
    for (const email of ['a@b.td', 'achta.saleh+admission@universite.example', ' achta@example.org ']) {
      expect(admissionSchema.safeParse({ ...admission, email }).success, email).toBe(true);
    }
  });

  it('needs at least 8 characters of phone number', () => {
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, phone: '6600000' }))).toEqual({
      phone: 'Numéro de téléphone invalide',
    });
    expect(admissionSchema.safeParse({ ...admission, phone: '66000000' }).success).toBe(true);
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, phone: 'mon numéro' }))).toEqual({
      phone: 'Numéro de téléphone invalide',
    });
  });

  it('needs the previous diploma', () => {
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, diploma: '   ' }))).toEqual({
      diploma: 'Le diplôme précédent est requis',
    });
    expect(admissionSchema.safeParse({ ...admission, diploma: 'B' }).success).toBe(true);
  });

  it('needs a programme type among licence and master', () => {
    for (const programType of ['', 'doctorat', undefined]) {
      expect(frenchErrors(admissionSchema.safeParse({ ...admission, programType }))).toMatchObject({
        programType: 'Le type de programme est requis',
      });
    }
  });

  it('needs a programme that the form offers for that type', () => {
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, program: '' }))).toEqual({
      program: 'Le programme souhaité est requis',
    });
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, program: 'astrophysique' }))).toEqual({
      program: 'Le programme souhaité est requis',
    });
    // A master's slug is not a licence.
    expect(
      frenchErrors(admissionSchema.safeParse({ ...admission, program: 'audit-controle-gestion' })),
    ).toEqual({ program: 'Le programme souhaité est requis' });
    expect(
      admissionSchema.safeParse({ ...admission, programType: 'master', program: 'audit-controle-gestion' })
        .success,
    ).toBe(true);
  });

  it('offers 18 licences and 4 masters, every one accepted', () => {
    const choices = admissionChoices();
    expect(choices.licence).toHaveLength(18);
    expect(choices.master).toHaveLength(4);
    for (const type of programmeTypes) {
      for (const programme of admissionOptions(type)) {
        const result = admissionSchema.safeParse({
          ...admission,
          programType: type,
          program: programme.slug,
        });
        expect(result.success, programme.slug).toBe(true);
      }
    }
  });

  it('stores the general-form sentence when the message is empty', () => {
    expect(admissionSchema.parse({ ...admission, message: '' }).message).toBe(DEFAULT_ADMISSION_MESSAGE);
    expect(admissionSchema.parse({ ...admission, message: '   ' }).message).toBe(DEFAULT_ADMISSION_MESSAGE);
    expect(admissionSchema.parse({ ...admission, message: undefined }).message).toBe(
      'Candidature soumise via le formulaire général',
    );
  });

  it('caps the lengths, with a message', () => {
    const cases = [
      ['fullName', 120, 'Le nom complet ne peut pas dépasser 120 caractères'],
      ['diploma', 200, 'Le diplôme ne peut pas dépasser 200 caractères'],
      ['message', 5000, 'Le message ne peut pas dépasser 5000 caractères'],
    ] as const;
    for (const [field, max, text] of cases) {
      expect(admissionSchema.safeParse({ ...admission, [field]: 'a'.repeat(max) }).success, field).toBe(true);
      expect(frenchErrors(admissionSchema.safeParse({ ...admission, [field]: 'a'.repeat(max + 1) }))).toEqual(
        {
          [field]: text,
        },
      );
    }
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, phone: '0'.repeat(33) }))).toEqual({
      phone: 'Le numéro de téléphone ne peut pas dépasser 32 caractères',
    });
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.td`;
    expect(frenchErrors(admissionSchema.safeParse({ ...admission, email: longEmail }))).toEqual({
      email: "L'adresse e-mail ne peut pas dépasser 254 caractères",
    });
  });

  it('reports every invalid field at once, in English too', () => {
    const result = admissionSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues, catalogues.en.FormErrors)).toEqual({
      fullName: 'Full name is required',
      email: 'Invalid email',
      phone: 'Invalid phone number',
      diploma: 'Previous diploma is required',
      programType: 'Programme type is required',
      program: 'Desired programme is required',
    });
  });
});

describe('contact schema', () => {
  it('accepts a complete message', () => {
    expect(contactSchema.parse(contact)).toEqual(contact);
  });

  it('applies each rule at its boundary', () => {
    const cases = [
      ['name', 'A', 'Al', 'Le nom est requis'],
      ['subject', 'Ab', 'Abc', 'Le sujet est requis'],
      ['message', '123456789', '1234567890', 'Le message doit contenir au moins 10 caractères'],
      ['email', 'ngarlem@', 'n@g.td', 'Email invalide'],
    ] as const;
    for (const [field, tooShort, enough, text] of cases) {
      expect(frenchErrors(contactSchema.safeParse({ ...contact, [field]: tooShort })), field).toEqual({
        [field]: text,
      });
      expect(contactSchema.safeParse({ ...contact, [field]: enough }).success, field).toBe(true);
    }
  });

  it('caps the lengths and speaks English', () => {
    const result = contactSchema.safeParse({
      name: 'n'.repeat(121),
      email: 'x',
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    expect(fieldErrors(result.error!.issues, catalogues.en.FormErrors)).toEqual({
      name: 'Name cannot be longer than 120 characters',
      email: 'Invalid email',
      subject: 'Subject cannot be longer than 200 characters',
      message: 'Message cannot be longer than 5000 characters',
    });
  });
});

describe('validation messages', () => {
  it('exist for every key in both languages, French as the product says', () => {
    for (const key of formErrorKeys) {
      expect(catalogues.fr.FormErrors[key], key).toBeTruthy();
      expect(catalogues.en.FormErrors[key], key).toBeTruthy();
    }
    const spec = [
      'Le nom complet est requis',
      'Email invalide',
      'Numéro de téléphone invalide',
      'Le diplôme précédent est requis',
      'Le type de programme est requis',
      'Le programme souhaité est requis',
      'Le nom est requis',
      'Le sujet est requis',
      'Le message doit contenir au moins 10 caractères',
    ];
    expect(Object.values(catalogues.fr.FormErrors)).toEqual(expect.arrayContaining(spec));
  });

  it('quote the product texts for the form states and notices', () => {
    expect(catalogues.fr.FormCommon.submitting).toBe('Envoi en cours...');
    expect(catalogues.fr.FormCommon.errorTitle).toBe("Erreur lors de l'envoi");
    expect(catalogues.fr.FormCommon.errorText).toBe("Une erreur s'est produite. Veuillez réessayer.");
    expect(catalogues.fr.AdmissionForm.successTitle).toBe("Demande d'admission envoyée !");
    expect(catalogues.fr.AdmissionForm.successText).toBe(
      'Nous examinerons votre candidature et vous répondrons dans les plus brefs délais.',
    );
    expect(catalogues.fr.ContactForm.successTitle).toBe('Message envoyé avec succès !');
    expect(catalogues.fr.ContactForm.successText).toBe('Nous vous répondrons dans les plus brefs délais.');
  });
});

describe('language of an answer', () => {
  it('follows the body, then Accept-Language, else French', () => {
    expect(requestLocale({ locale: 'en' }, 'fr-FR')).toBe('en');
    expect(requestLocale({ locale: 'fr' }, 'en-GB')).toBe('fr');
    expect(requestLocale({ locale: 'de' }, 'en-GB,fr;q=0.5')).toBe('en');
    expect(requestLocale({}, 'de-DE, en;q=0.8, fr;q=0.9')).toBe('fr');
    expect(requestLocale(null, 'de-DE')).toBe('fr');
    expect(requestLocale([], null)).toBe('fr');
  });
});
