import { getDepartment } from '@/content/departments';
import { allProgrammes } from '@/content/programmes';
import type { Locale } from '@/i18n/locales';
import { programmePath } from '@/lib/routes';
import type { FinderEntry } from './finder';

/** Every programme of the registry as the finder searches it, in one language. */
export function finderEntries(locale: Locale): FinderEntry[] {
  return allProgrammes().map((p) => {
    const department = getDepartment(p.department);
    return {
      slug: p.slug,
      type: p.type,
      code: p.code,
      title: p.title[locale],
      description: p.description[locale],
      departmentId: department.id,
      department: department.name[locale],
      departmentColour: department.colour,
      accredited: p.accredited,
      href: programmePath(p),
    };
  });
}
