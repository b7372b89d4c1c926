import { createTranslator } from 'next-intl';
import * as accreditationModule from '@/content/accreditation';
import { allDepartments } from '@/content/departments';
import { allFaqTopics } from '@/lib/intake/faq';
import { allGalleryItems } from '@/content/gallery';
import { allHeroSlides } from '@/content/hero';
import * as institution from '@/content/institution';
import * as legal from '@/content/legal';
import { allLeaders, rectorMessage } from '@/content/leadership';
import { allNewsArticles, newsCategoryLabels } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { nameArgs } from '@/content/site';
import { allTeamMembers } from '@/content/team';
import { allValues } from '@/content/values';
import { locales, type Locale } from '@/i18n/locales';
import { catalogues } from '@/messages';

/** Every typed content module a visitor reads, as one value to walk through. */
export const everyContent = {
  programmes: allProgrammes(),
  departments: allDepartments(),
  news: allNewsArticles(),
  newsCategoryLabels,
  team: allTeamMembers(),
  leaders: allLeaders(),
  rectorMessage,
  values: allValues(),
  gallery: allGalleryItems(),
  hero: allHeroSlides(),
  institution,
  accreditation: accreditationModule,
  faq: allFaqTopics(),
  legal,
};

/** Every string reachable in a value, with the path that leads to it. */
export function strings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** Every { fr, en, ar } text reachable in a value. */
export function localizedPairs(value: unknown, at = ''): ({ at: string } & Record<Locale, unknown>)[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedPairs(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (locales.every((locale) => locale in record))
      return [{ at, ...(Object.fromEntries(locales.map((l) => [l, record[l]])) as Record<Locale, unknown>) }];
    return Object.entries(record).flatMap(([k, v]) => localizedPairs(v, `${at}.${k}`));
  }
  return [];
}

/** The texts of one language in the content modules (strings under its key of a { fr, en, ar } text). */
export function contentTexts(locale: Locale): { at: string; text: string }[] {
  return localizedPairs(everyContent).flatMap(({ at, ...pair }) => strings(pair[locale], `${at}.${locale}`));
}

function messageKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => messageKeys(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

/**
 * Every interface message of a language as a visitor reads it: the name's forms filled in as the
 * components fill them (`nameArgs`), and any other argument (a count, a path) shown as `‹name›`,
 * since its value comes from code, not from the text.
 */
export function messageTexts(locale: Locale): { at: string; text: string }[] {
  const messages = catalogues[locale];
  const t = createTranslator({ locale, messages });
  const names: Record<string, string> = nameArgs(locale);
  return messageKeys(messages).map((key) => {
    const source = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    const args: Record<string, string | number | ((chunks: string) => string)> = {};
    for (const [, arg, kind] of String(source).matchAll(/\{(\w+)(?:,\s*(\w+))?/g)) {
      if (!arg) continue;
      // A count of 1 reads as an article (« 1 programme »), which the claims test does not take for a count.
      args[arg] = kind === 'plural' || kind === 'number' ? 1 : (names[arg] ?? `‹${arg}›`);
    }
    for (const [, tag] of String(source).matchAll(/<(\w+)>/g)) if (tag) args[tag] = (chunks) => chunks;
    return { at: key, text: t.markup(key as never, args as never) };
  });
}
