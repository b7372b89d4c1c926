import { getTranslations } from 'next-intl/server';
import { allDepartments } from '@/content/departments';
import { allProgrammes } from '@/content/programmes';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { finderEntries } from '@/lib/programmes/finder-entries';
import { FinderForm } from './finder-form';

/** Path of the server-rendered results page (the finder's no-JavaScript target). */
export const finderResultsPath = '/programs/search';

interface FinderProps {
  locale: Locale;
  serverSearch?: string;
  alwaysShowResults?: boolean;
}

/** The finder with its strings and data: only plain props reach the client leaf. */
export async function Finder({ locale, serverSearch, alwaysShowResults }: FinderProps) {
  const t = await getTranslations('Finder');
  const tp = await getTranslations('Programme');
  const entries = finderEntries(locale);
  const used = new Set(allProgrammes().map((p) => p.department));
  const departments = allDepartments()
    .filter((d) => used.has(d.id))
    .map((d) => ({ id: d.id, name: d.name[locale] }));
  return (
    <FinderForm
      entries={entries}
      departments={departments}
      action={getPathname({ locale, href: finderResultsPath })}
      serverSearch={serverSearch}
      alwaysShowResults={alwaysShowResults}
      countLabels={Array.from({ length: entries.length + 1 }, (_, count) =>
        count === 0 ? t('resultsNone') : t('results', { count }),
      )}
      labels={{
        query: t('query'),
        queryPlaceholder: t('queryPlaceholder'),
        level: t('level'),
        allLevels: t('allLevels'),
        licence: t('licence'),
        master: t('master'),
        department: t('department'),
        allDepartments: t('allDepartments'),
        accreditedOnly: t('accredited'),
        accredited: tp('accredited'),
        submit: t('submit'),
        reset: t('reset'),
      }}
    />
  );
}
