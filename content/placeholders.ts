// The values of the content files' placeholders (content/placeholder-list.ts), in each language.
// The compiled content keeps them as written; the accessors (content/programmes.ts, team.ts…)
// replace them when first read, so the institution's identity (SITE_* settings) and the counts
// of the registries are those of the running build, never copies typed into the files.
import { isLocale, type Locale } from '@/i18n/locales';
import { accreditation } from './accreditation';
import { getDepartment } from './departments';
import { spelled } from './numbers';
import { placeholderPattern, type PlaceholderName, type PlaceholderWithArgument } from './placeholder-list';
import { nameArgs, site } from './site';
import type { DepartmentId } from './types';

const values: Record<PlaceholderName, (locale: Locale) => string> = {
  name: (locale) => nameArgs(locale).name,
  nameSubject: (locale) => nameArgs(locale).nameSubject,
  nameThe: (locale) => nameArgs(locale).nameThe,
  nameOf: (locale) => nameArgs(locale).nameOf,
  nameTo: (locale) => nameArgs(locale).nameTo,
  nameBy: (locale) => nameArgs(locale).nameBy,
  shortName: (locale) => nameArgs(locale).shortName,
  shortNameThe: (locale) => nameArgs(locale).shortNameThe,
  foundedYear: () => String(site.foundedYear),
  accreditedSince: () => String(accreditation.since),
  accreditedDiplomas: (locale) => spelled(accreditation.diplomas, locale),
  accreditedProgrammes: (locale) => spelled(accreditation.programmes, locale),
  phone: () => site.phone,
  email: () => site.email,
  registrarEmail: () => site.registrarEmail,
  street: () => site.address.street,
  district: () => site.address.district,
  city: () => site.address.city,
};

const valuesWithArgument: Record<PlaceholderWithArgument, (argument: string, locale: Locale) => string> = {
  department: (id, locale) => getDepartment(id as DepartmentId).name[locale],
};

/** A text of `locale` with its placeholders replaced (the compile step has checked each exists). */
export function resolvePlaceholders(text: string, locale: Locale): string {
  if (!text.includes('{')) return text;
  return text.replace(placeholderPattern, (whole, name: string, argument: string | undefined) => {
    const value =
      argument === undefined
        ? values[name as PlaceholderName]?.(locale)
        : valuesWithArgument[name as PlaceholderWithArgument]?.(argument, locale);
    if (value === undefined) throw new Error(`Unknown placeholder ${whole}`);
    return value;
  });
}

/** `data` with every text under an `fr` or `en` key resolved in that language (a deep copy). */
export function resolveAll<T>(data: T, locale?: Locale): T {
  if (typeof data === 'string') return (locale ? resolvePlaceholders(data, locale) : data) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => resolveAll(item, locale)) as T;
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, resolveAll(value, isLocale(key) ? key : locale)]),
    ) as T;
  return data;
}

/** A value computed once, when first asked for (after every module it reads has loaded). */
export function once<T>(compute: () => T): () => T {
  let value: { computed: T } | undefined;
  return () => (value ??= { computed: compute() }).computed;
}
