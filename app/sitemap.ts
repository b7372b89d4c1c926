import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/locales';
import { publicPages } from '@/lib/seo/public-pages';
import { absoluteUrl, alternatesFor } from '@/lib/seo/urls';

/** /sitemap.xml, written at build time: every public page in each language, with its alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages().flatMap(({ path, lastModified }) =>
    locales.map((locale) => {
      const languages = alternatesFor(locale, path)?.languages as Record<string, string>;
      return {
        url: absoluteUrl(locale, path),
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages },
      };
    }),
  );
}
