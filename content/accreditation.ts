import { allProgrammes } from './programmes';
import type { LicenceProgramme, Localized, Mention, MentionId } from './types';

/*
 * CAMES accreditation, the one source of what the site says about it. The institution holds eight
 * CAMES-accredited diplomas since 2019 (the figure the site publishes). A diploma is a licence "mention" (a
 * field of study); each accredited programme leads to one of them, so the eight diplomas cover
 * the thirteen programmes that carry the 'Accrédité CAMES' badge. Masters are not accredited.
 * Every count the site states about accreditation is derived from the lists below.
 */

const mentions = [
  { id: 'droit', name: { fr: 'Droit', en: 'Law', ar: 'القانون' } },
  { id: 'informatique', name: { fr: 'Informatique', en: 'Computer Science', ar: 'المعلوماتية' } },
  { id: 'sociologie', name: { fr: 'Sociologie', en: 'Sociology', ar: 'علم الاجتماع' } },
  { id: 'economie', name: { fr: 'Économie', en: 'Economics', ar: 'الاقتصاد' } },
  {
    id: 'banque-finance-comptabilite',
    name: {
      fr: 'Banque, finance et comptabilité',
      en: 'Banking, Finance and Accounting',
      ar: 'البنوك والمالية والمحاسبة',
    },
  },
  {
    id: 'management',
    name: { fr: 'Management des organisations', en: 'Management of Organisations', ar: 'إدارة المنظمات' },
  },
  {
    id: 'transport-logistique',
    name: { fr: 'Transport et logistique', en: 'Transport and Logistics', ar: 'النقل واللوجستيك' },
  },
  {
    id: 'communication',
    name: {
      fr: "Sciences de l'information et de la communication",
      en: 'Information and Communication Sciences',
      ar: 'علوم الإعلام والاتصال',
    },
  },
] as const satisfies readonly Mention[];

/** The accredited diplomas (licence mentions), in the order the site lists them. */
export function accreditedMentions(): readonly Mention[] {
  return mentions;
}

export function getMention(id: MentionId): Mention {
  const mention = mentions.find((m) => m.id === id);
  if (!mention) throw new Error(`Unknown mention: ${id}`);
  return mention;
}

/** The programmes that carry the 'Accrédité CAMES' badge: those leading to an accredited mention. */
export function accreditedProgrammes(): readonly LicenceProgramme[] {
  return allProgrammes().filter((p): p is LicenceProgramme => p.type === 'licence' && p.accredited);
}

/** The programmes leading to one accredited diploma. */
export function programmesOfMention(id: MentionId): readonly LicenceProgramme[] {
  return accreditedProgrammes().filter((p) => p.mention === id);
}

export const accreditation = {
  since: 2019,
  /** Accredited diplomas: one per mention. */
  diplomas: mentions.length,
  /**
   * Programmes that lead to one of them: counted when read, as the programmes are read when
   * first asked for (content/programmes.ts).
   */
  get programmes(): number {
    return accreditedProgrammes().length;
  },
  title: {
    fr: 'Un établissement reconnu par le CAMES',
    en: 'An institution recognised by CAMES',
    ar: 'مؤسسة يعترف بها المجلس الإفريقي والملغاشي للتعليم العالي (CAMES)',
  } satisfies Localized,
  text: {
    fr: "Le Conseil africain et malgache pour l'enseignement supérieur (CAMES) évalue les diplômes selon des normes communes à ses pays membres. Un diplôme accrédité facilite la poursuite d'études et la reconnaissance de votre qualification, au Tchad comme à l'étranger.",
    en: 'The African and Malagasy Council for Higher Education (CAMES) assesses degrees against standards shared by its member countries. An accredited degree makes further study and the recognition of your qualification easier, in Chad and abroad.',
    ar: 'يقيّم المجلس الإفريقي والملغاشي للتعليم العالي (CAMES) الشهادات وفق معايير مشتركة بين الدول الأعضاء فيه. والشهادة المعتمدة تيسّر مواصلة الدراسة والاعتراف بمؤهلك، في تشاد وفي الخارج.',
  } satisfies Localized,
} as const;
