import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/**
 * The language a form post is answered in: the body's `locale` field (the forms send the page's
 * language), else the first French or English entry of `Accept-Language` by preference, else French.
 */
export function requestLocale(body: unknown, acceptLanguage: string | null): Locale {
  const field = (body as { locale?: unknown } | null)?.locale;
  if (typeof field === 'string' && isLocale(field)) return field;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? defaultLocale;
}
