import { getTranslations } from 'next-intl/server';
import { allProgrammes } from '@/content/programmes';
import { directionOf, isLocale, locales } from '@/i18n/locales';
import { brochureContent, brochureFileName } from '@/lib/programmes/brochure';
import { renderBrochurePdf } from '@/lib/programmes/brochure-pdf';
import { applyHref } from '@/lib/programmes/labels';
import { programmePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/urls';

/**
 * The PDF brochure of every programme in every language, at /brochures/{slug}.pdf (French) and
 * /en/brochures/{slug}.pdf, generated from the registry at build time and served as static files.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => allProgrammes().map((p) => ({ locale, file: `${p.slug}.pdf` })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  const { locale, file } = await params;
  const programme = allProgrammes().find((p) => `${p.slug}.pdf` === file);
  if (!programme || !isLocale(locale)) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Programme' });
  const subject = t('contactSubject', { programme: programme.title[locale] });
  const pdf: Uint8Array = await renderBrochurePdf(
    brochureContent(programme, locale, {
      page: absoluteUrl(locale, programmePath(programme)),
      apply: absoluteUrl(locale, applyHref(programme, subject)),
    }),
    { direction: directionOf(locale) },
  );
  return new Response(pdf.slice().buffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${brochureFileName(programme, locale)}"`,
    },
  });
}
