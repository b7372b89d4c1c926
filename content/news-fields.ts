import type { NewsCategory } from '@/content/types';
import { placeholders } from './placeholder-list';

/** The categories an article can have, as the editing screen offers them (in French). */
export const newsCategoryOptions: readonly { label: string; value: NewsCategory }[] = [
  { label: 'Formation', value: 'formation' },
  { label: 'Distinction', value: 'distinction' },
  { label: 'Vie étudiante', value: 'vie-etudiante' },
  { label: 'Partenariat', value: 'partenariat' },
  { label: 'Événement', value: 'evenement' },
  { label: 'Accréditation', value: 'accreditation' },
];

/** The help of the fields where placeholders may be written (docs/content.md lists them). */
export const newsPlaceholderHelp = `Mots remplacés à la publication, par exemple {registrarEmail} (${placeholders.registrarEmail}) ou {accreditedDiplomas} (${placeholders.accreditedDiplomas}) : la liste est dans le guide de l'éditeur.`;
