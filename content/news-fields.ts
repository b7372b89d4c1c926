import type { NewsCategory } from '@/content/types';

/** The categories an article can have, as the editing screen offers them (in French). */
export const newsCategoryOptions: readonly { label: string; value: NewsCategory }[] = [
  { label: 'Formation', value: 'formation' },
  { label: 'Distinction', value: 'distinction' },
  { label: 'Vie étudiante', value: 'vie-etudiante' },
  { label: 'Partenariat', value: 'partenariat' },
  { label: 'Événement', value: 'evenement' },
  { label: 'Accréditation', value: 'accreditation' },
];

/**
 * Words in braces an article's text may hold, replaced as the site is built by what the rest of the
 * site says (so an article never contradicts the admissions page): each name, what it becomes.
 */
export const newsPlaceholders = {
  registrarEmail: "l'adresse e-mail du service de la scolarité",
  accreditationSince: "l'année depuis laquelle les diplômes sont accrédités par le CAMES",
  accreditedDiplomas: 'le nombre de diplômes accrédités, en toutes lettres',
  accreditedProgrammes: 'le nombre de licences accréditées, en toutes lettres',
} as const;

export type NewsPlaceholder = keyof typeof newsPlaceholders;

export const newsPlaceholderHelp = `Mots remplacés à la publication : ${Object.entries(newsPlaceholders)
  .map(([name, what]) => `{${name}} (${what})`)
  .join(', ')}.`;
