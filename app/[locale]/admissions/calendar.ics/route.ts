import { getTranslations } from 'next-intl/server';
import { intakeYear } from '@/content/calendar';
import { site } from '@/content/site';
import { isLocale } from '@/i18n/locales';
import { intakeCalendarFile } from '@/lib/intake/calendar-file';
import { localeStaticParams } from '@/lib/page';

// Written once per locale at build time, like the admissions page whose dates it holds.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeStaticParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Intake' });
  const body = intakeCalendarFile({
    locale,
    name: t('calendarName', { year: intakeYear, name: site.names[locale] }),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
