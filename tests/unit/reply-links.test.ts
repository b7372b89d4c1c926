import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  mailtoLink,
  normaliseChadPhone,
  plainReplyLink,
  replySubject,
  telLink,
  whatsappLink,
} from '@/lib/admin/reply-links';
import { parseReplyTemplate, replyTemplateLimits } from '@/lib/admin/reply-templates';

describe('Chad phone numbers', () => {
  it.each([
    ['66 12 34 56', '23566123456'],
    ['66-12-34-56', '23566123456'],
    ['66.12.34.56', '23566123456'],
    ['+235 66 12 34 56', '23566123456'],
    ['+235-66-12-34-56', '23566123456'],
    ['00235 66 12 34 56', '23566123456'],
    ['235 66 12 34 56', '23566123456'],
    ['(+235) 99 00 11 22', '23599001122'],
  ])('%s becomes %s', (typed, digits) => {
    expect(normaliseChadPhone(typed)).toEqual({ ok: true, digits });
    expect(whatsappLink(typed)).toEqual({ href: `https://wa.me/${digits}` });
    expect(telLink(typed)).toBe(`tel:+${digits}`);
  });

  it.each([
    ['+33 6 12 34 56 78', /hors du Tchad/],
    ['0033 612345678', /hors du Tchad/],
    ['66 12 34 5', /8 chiffres \(ici 7\)/],
    ['+235 66 12 34 56 7', /8 chiffres \(ici 9\)/],
    ['66 12 34 56 poste 2', /caractères autres que des chiffres/],
    ['  ', /aucun numéro/],
  ])('%s has no WhatsApp link, and a reason', (typed, reason) => {
    const result = normaliseChadPhone(typed);
    expect(result.ok).toBe(false);
    const link = whatsappLink(typed);
    expect('href' in link).toBe(false);
    expect('reason' in link && link.reason).toMatch(reason);
  });

  it('still offers a call to a number it cannot normalise, as typed', () => {
    expect(telLink('+33 6 12 34 56 78')).toBe('tel:+33612345678');
    expect(telLink('aucun')).toBeUndefined();
  });
});

describe('mailto links', () => {
  it('carries the reference in the subject, in the language of the form', () => {
    expect(replySubject('admissions', 'ADM-2026-000123', 'fr')).toBe('Votre demande ADM-2026-000123');
    expect(replySubject('admissions', 'ADM-2026-000123', 'en')).toBe('Your application ADM-2026-000123');
    expect(replySubject('contact', 'MSG-2026-000001', 'fr')).toBe('Votre message MSG-2026-000001');
  });

  it('opens the body with a greeting in the applicant language, read back as typed', () => {
    const fr = new URL(
      plainReplyLink('admissions', {
        email: 'achta@example.org',
        name: 'Achta Mahamat',
        reference: 'ADM-2026-000123',
        locale: 'fr',
      }),
    );
    expect(fr.protocol).toBe('mailto:');
    expect(fr.pathname).toBe('achta@example.org');
    expect(fr.searchParams.get('subject')).toBe('Votre demande ADM-2026-000123');
    expect(fr.searchParams.get('body')).toBe('Bonjour Achta Mahamat,\r\n\r\n');
    const en = new URL(
      plainReplyLink('admissions', {
        email: 'a@example.org',
        name: 'John',
        reference: 'ADM-1',
        locale: 'en',
      }),
    );
    expect(en.searchParams.get('subject')).toBe('Your application ADM-1');
    expect(en.searchParams.get('body')).toMatch(/^Dear John,/);
  });

  it('encodes spaces as %20 and keeps characters that would end the subject inside it', () => {
    const link = mailtoLink('a@example.org', 'Prix & date ? = oui', 'ligne 1\nligne 2 + fin');
    expect(link).not.toContain('+');
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('Prix & date ? = oui');
    expect(url.searchParams.get('body')).toBe('ligne 1\r\nligne 2 + fin');
    expect(mailtoLink('a?cc=x@example.org', 's', 'b')).toMatch(/^mailto:a%3Fcc%3Dx@example\.org\?/);
  });
});

describe('reply templates', () => {
  it('fills {nom}, {reference} and {programme}, every time they appear, and leaves other braces', () => {
    expect(
      fillTemplate('{nom} : {reference} / {programme} ({reference}) {autre}', {
        nom: 'Zara',
        reference: 'ADM-1',
        programme: 'Master Droit',
      }),
    ).toBe('Zara : ADM-1 / Master Droit (ADM-1) {autre}');
  });

  it('does not re-read a placeholder typed inside a value', () => {
    expect(fillTemplate('{nom} {reference}', { nom: '{reference}', reference: 'R', programme: '' })).toBe(
      '{reference} R',
    );
  });
});

describe('reply template form', () => {
  const valid = {
    'fr.subject': 'Objet {reference}',
    'fr.body': 'Bonjour {nom},\r\n\r\nMerci.',
    'en.subject': 'Subject {reference}',
    'en.body': 'Dear {nom},',
    'ar.subject': 'طلبكم {reference}',
    'ar.body': 'تحية طيبة {nom}،',
  };

  it('takes every language, line breaks as \\n', () => {
    expect(parseReplyTemplate(valid)).toEqual({
      ok: true,
      value: {
        fr: { subject: 'Objet {reference}', body: 'Bonjour {nom},\n\nMerci.' },
        en: { subject: 'Subject {reference}', body: 'Dear {nom},' },
        ar: { subject: 'طلبكم {reference}', body: 'تحية طيبة {nom}،' },
      },
    });
  });

  it('names each refused field in French', () => {
    const result = parseReplyTemplate({
      ...valid,
      'fr.subject': '  ',
      'en.subject': 'deux\nlignes',
      'fr.body': 'x'.repeat(replyTemplateLimits.body + 1),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'fr.subject': 'Objet (français) : ce champ est obligatoire.',
        'en.subject': 'Objet (anglais) : une seule ligne, sans caractère de contrôle.',
        'fr.body': `Message (français) : ${replyTemplateLimits.body} caractères au plus.`,
      },
    });
    expect(parseReplyTemplate({ ...valid, 'en.body': 'bip\u0007' })).toMatchObject({
      ok: false,
      errors: { 'en.body': 'Message (anglais) : caractère de contrôle non autorisé.' },
    });
  });
});
