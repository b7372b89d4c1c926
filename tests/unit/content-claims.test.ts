import { describe, expect, it } from 'vitest';
import {
  accreditation,
  accreditedMentions,
  accreditedProgrammes,
  programmesOfMention,
} from '@/content/accreditation';
import { allDepartments } from '@/content/departments';
import { admissionSteps, joinSteps, keyFigures, structuralUnits } from '@/content/institution';
import { numberWords } from '@/content/numbers';
import {
  admissionOptions,
  allProgrammes,
  catalogueProgrammes,
  openMasters,
  programmesOfType,
} from '@/content/programmes';
import { site, yearsOfExistence } from '@/content/site';
import { allValues } from '@/content/values';
import { locales, type Locale } from '@/i18n/locales';
import { contentTexts, messageTexts } from '../support/site-texts';

/** Everything a visitor reads in a language: the content modules and the interface messages. */
const texts = (locale: Locale) => [...contentTexts(locale), ...messageTexts(locale)];

const licences = programmesOfType('licence');
const masters = programmesOfType('master');

/**
 * What each counted thing may number, from the registries. Several values where the site counts
 * different sets of the same thing (all masters, the masters open this intake).
 */
const counted: { noun: RegExp; counts: readonly number[] }[] = [
  {
    noun: /^(?:diplômes?|degrees?|diplomas?|mentions?|fields? of study)\b/i,
    counts: [accreditation.diplomas],
  },
  {
    noun: /^(?:programmes?|formations?|programs?|bachelor's and master's)\b/i,
    counts: [allProgrammes().length, licences.length, masters.length, accreditation.programmes],
  },
  {
    noun: /^(?:licences?|bachelor's)\b/i,
    counts: [
      licences.length,
      accreditation.programmes,
      admissionOptions('licence').length,
      catalogueProgrammes().length,
    ],
  },
  { noun: /^(?:masters?|master's)\b/i, counts: [masters.length, openMasters().length] },
  { noun: /^(?:départements?|departments?)\b/i, counts: [allDepartments().length] },
  { noun: /^(?:valeurs?|values?)\b/i, counts: [allValues().length] },
  { noun: /^(?:structures?|units?)\b/i, counts: [structuralUnits.length] },
  { noun: /^(?:étapes?|steps?)\b/i, counts: [...new Set([admissionSteps.length, joinSteps.length])] },
  // Durations: a licence takes 3 years, a master 2; or the years since the founding.
  {
    noun: /^(?:ans|années?|years?)\b/i,
    counts: [licences[0]!.curriculum.length, masters[0]!.curriculum.length, yearsOfExistence()],
  },
];

const wordAlternatives = [...new Set([...numberWords.fr, ...numberWords.en])]
  // "un", "one" are articles as often as counts.
  .filter((w) => !['un', 'one', 'zéro', 'zero'].includes(w))
  .sort((a, b) => b.length - a.length)
  .join('|');
// A count ("huit", "13", "5 000"; not the 2 of "Bac +2"), then optionally "de nos", "of its"…, then
// the words that say what is counted.
const claim = new RegExp(
  String.raw`(?<![\p{L}\d+])(${wordAlternatives}|\d{1,3}(?:[\u00a0\u202f ,]\d{3})+|\d+)\s+(?:(?:de|d'|of)\s+(?:nos|ses|leurs|our|its|their|the)\s+)?(?:CAMES[- ]accredited\s+)?([\p{L}']+(?:\s+[\p{L}']+){0,3})`,
  'giu',
);

function valueOf(count: string): number {
  const lower = count.toLowerCase();
  for (const locale of locales) {
    const index = numberWords[locale].indexOf(lower);
    if (index >= 0) return index;
  }
  return Number(lower.replace(/[\u00a0\u202f ,]/g, ''));
}

/** Every "count + counted noun" a text states, with what the registries allow. */
function claimsIn(text: string) {
  return [...text.matchAll(claim)].flatMap(([phrase, count = '', noun = '']) => {
    const kind = counted.find((c) => c.noun.test(noun));
    const value = valueOf(count);
    return kind && value > 1 ? [{ phrase, value, allowed: kind.counts }] : [];
  });
}

describe('the counts the site states in prose', () => {
  it('recognises the claims it checks', () => {
    expect(claimsIn("l'accréditation de huit de ses diplômes").map((c) => c.value)).toEqual([8]);
    expect(claimsIn("over 22 bachelor's and master's programmes").map((c) => c.value)).toEqual([22]);
    expect(
      claimsIn("eight of its degrees, covering thirteen of our bachelor's programmes").map((c) => c.value),
    ).toEqual([8, 13]);
    expect(claimsIn('Voir les 14 masters')).toHaveLength(1);
    expect(claimsIn('Quatre étudiants ont gagné, une licence, 24 mois')).toEqual([]);
  });

  for (const locale of locales) {
    it(`equal the registries' in ${locale}`, () => {
      const wrong = texts(locale).flatMap(({ at, text }) =>
        claimsIn(text)
          .filter((c) => !c.allowed.includes(c.value))
          .map((c) => `${at}: "${c.phrase}" (the registries say ${c.allowed.join(' or ')})`),
      );
      expect(wrong).toEqual([]);
    });

    it(`give the accreditation year, the founding year and the student figure as stated in ${locale}`, () => {
      for (const { at, text } of texts(locale)) {
        for (const [, year] of text.matchAll(/\b(?:depuis|since)\s+(\d{4})\b/gi))
          expect([site.foundedYear, accreditation.since], at).toContain(Number(year));
        for (const [, year] of text.matchAll(/\b(?:fondée? en|voit le jour en|founded in)\s+(\d{4})\b/gi))
          expect(Number(year), at).toBe(site.foundedYear);
        for (const [, count = ''] of text.matchAll(
          /(?:plus de|more than)\s+([\d\u00a0\u202f ,]+)\s+(?:étudiants|students)/gi,
        ))
          expect(valueOf(count.trim()), at).toBe(keyFigures.students);
      }
    });
  }
});

describe('one accreditation story', () => {
  it('has 8 accredited diplomas (licence mentions) covering the 13 accredited programmes', () => {
    expect(accreditation.diplomas).toBe(8);
    expect(accreditation.programmes).toBe(13);
    expect(accreditedMentions()).toHaveLength(accreditation.diplomas);
    for (const mention of accreditedMentions())
      expect(programmesOfMention(mention.id).length, mention.id).toBeGreaterThan(0);
    const covered = accreditedMentions().flatMap((m) => programmesOfMention(m.id));
    expect(covered).toHaveLength(accreditedProgrammes().length);
  });

  it('names a mention for every accredited programme and for no other', () => {
    for (const programme of allProgrammes()) {
      const mention = programme.type === 'licence' ? programme.mention : undefined;
      expect(mention !== undefined, programme.slug).toBe(programme.accredited);
    }
  });

  it("shows the product's catalogue: 13 accredited of 15, the two others Sciences économiques and Sciences de gestion", () => {
    const catalogue = catalogueProgrammes();
    expect(catalogue).toHaveLength(15);
    expect(catalogue.filter((p) => p.accredited)).toEqual(accreditedProgrammes());
    expect(catalogue.filter((p) => !p.accredited).map((p) => p.title.fr)).toEqual([
      'Sciences économiques',
      'Sciences de gestion',
    ]);
  });

  it('keeps the admission form to its 18 licences: the two general licences take no intake this year', () => {
    expect(admissionOptions('licence')).toHaveLength(18);
    expect(licences.filter((p) => !p.applicationsOpen).map((p) => p.slug)).toEqual([
      'sciences-economiques',
      'sciences-gestion',
    ]);
  });
});

describe('French with its articles', () => {
  it('never puts a preposition or an article straight before the name (default identity)', () => {
    const bare = new RegExp(
      String.raw`\b(?:de|à|par|le|la|du|au|pour|avec|sur)\s+(?:Université|${site.shortName}\b)`,
      'u',
    );
    const wrong = texts('fr')
      .filter(({ text }) => bare.test(text))
      .map(({ at, text }) => `${at}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('gives English sentences "the" before the name where it is not a title', () => {
    const wrong = texts('en')
      .filter(({ text }) => /\b(?:by|of|to|with|from|at)\s+Université\b/.test(text))
      .map(({ at, text }) => `${at}: ${text}`);
    expect(wrong).toEqual([]);
  });
});
