import { createTranslator } from 'next-intl';
import { catalogues } from '@/messages';
import { FIRST_FILTER_DAY, LAST_FILTER_DAY, MAX_SEARCH_LENGTH, type FilterProblem } from './filters';

/** The staff area works in French (lib/admin/labels.ts). */
const t = createTranslator({ locale: 'fr', messages: catalogues.fr, namespace: 'StaffFilters' });

/** '2000-01-01' → '01/01/2000', as the office writes dates. */
function officeDay(day: string): string {
  return day.split('-').reverse().join('/');
}

/** What is wrong with each filter, one sentence each, in the filter form's order. */
export function filterProblemTexts(problems: readonly FilterProblem[]): string[] {
  const values = {
    max: MAX_SEARCH_LENGTH,
    first: officeDay(FIRST_FILTER_DAY),
    last: officeDay(LAST_FILTER_DAY),
  };
  return problems.map((problem) => t(`problems.${problem}`, values));
}

export const filterMessages = {
  title: t('title'),
  nothingShown: t('nothingShown'),
  exportRefused: t('exportRefused'),
};
