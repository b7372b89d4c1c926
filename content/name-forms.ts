/**
 * The institution's name as sentences need it. French puts an article before it and fuses that
 * article with the prepositions (« de l'Université », « du Collège », « aux Écoles »); English
 * usually says "the Université…" for a French proper name, as it says "the Université de Montréal".
 * The article is part of the identity: an operator sets it beside the name (content/site.ts).
 */

import { englishArticles, frenchArticles } from '@/lib/core/env';

// The articles an operator may set (SITE_NAME_ARTICLE…) are validated with the environment.
export { englishArticles, frenchArticles };
export type FrenchArticle = (typeof frenchArticles)[number];
export type EnglishArticle = (typeof englishArticles)[number];

export interface NameForms {
  /** As it opens a sentence: « L'Université… », "The Université…". */
  subject: string;
  /** Inside a sentence: « l'Université… », "the Université…". */
  the: string;
  /** « de l'Université… », "of the Université…". */
  of: string;
  /** « à l'Université… », "to the Université…". */
  to: string;
  /** « par l'Université… », "by the Université…". */
  by: string;
}

const startsWithVowel = (name: string) => /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name);

/** The article to use when none is configured: `l'` before a vowel, none otherwise. */
export function defaultFrenchArticle(name: string): FrenchArticle {
  return startsWithVowel(name) ? "l'" : 'none';
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

export function frenchNameForms(name: string, article: FrenchArticle): NameForms {
  const forms: Record<FrenchArticle, Omit<NameForms, 'subject'>> = {
    "l'": { the: `l'${name}`, of: `de l'${name}`, to: `à l'${name}`, by: `par l'${name}` },
    le: { the: `le ${name}`, of: `du ${name}`, to: `au ${name}`, by: `par le ${name}` },
    la: { the: `la ${name}`, of: `de la ${name}`, to: `à la ${name}`, by: `par la ${name}` },
    les: { the: `les ${name}`, of: `des ${name}`, to: `aux ${name}`, by: `par les ${name}` },
    none: {
      the: name,
      of: startsWithVowel(name) ? `d'${name}` : `de ${name}`,
      to: `à ${name}`,
      by: `par ${name}`,
    },
  };
  const chosen = forms[article];
  return { subject: capitalised(chosen.the), ...chosen };
}

export function englishNameForms(name: string, article: EnglishArticle): NameForms {
  const the = article === 'the' ? `the ${name}` : name;
  return { subject: capitalised(the), the, of: `of ${the}`, to: `to ${the}`, by: `by ${the}` };
}

/**
 * Arabic needs no article or preposition form of a name: « جامعة … » is already definite, and a
 * sentence puts its own preposition before it (« في جامعة … »). Every form is the name itself, so a
 * text may use any placeholder its French counterpart uses.
 */
export function arabicNameForms(name: string): NameForms {
  return { subject: name, the: name, of: name, to: name, by: name };
}
