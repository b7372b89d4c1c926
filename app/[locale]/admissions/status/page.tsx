import { getTranslations } from 'next-intl/server';
import { ContactLines } from '@/components/forms/contact-lines';
import { NoscriptNotice } from '@/components/forms/noscript-notice';
import { RoutePageHeader } from '@/components/layout/route-page';
import { StatusLookup } from '@/components/tracking/status-lookup';
import type { TrackingTexts } from '@/components/tracking/tracking-texts';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { documentKinds } from '@/lib/documents/limits';
import { documentTexts } from '@/lib/forms/document-texts';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('admissionStatus');

/**
 * Where an application stands, for the applicant: a static page whose only script is the lookup
 * form (reference + e-mail), answered by POST /api/admissions/status.
 */
export default async function AdmissionStatusPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('Tracking');
  const c = await getTranslations('FormCommon');
  const keys = [
    'formTitle',
    'reference',
    'referenceHint',
    'email',
    'required',
    'submit',
    'searching',
    'notFound',
    'limited',
    'unavailable',
    'network',
    'programme',
    'sentAt',
    'status',
    'history',
    'documents',
    'noDocuments',
    'missing',
    'missingLead',
    'noneMissing',
    'documentsHeld',
  ] as const;
  const texts: TrackingTexts = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    // Filled in the browser, once the answer is there.
    resultTitle: t.raw('resultTitle') as string,
    documentLine: t.raw('documentLine') as string,
    historyLine: t.raw('historyLine') as string,
    kinds: Object.fromEntries(
      documentKinds.map((kind) => [kind, t(`kinds.${kind}`)]),
    ) as TrackingTexts['kinds'],
    upload: await documentTexts(locale),
  };

  return (
    <>
      <RoutePageHeader id="admissionStatus" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="mb-6 text-slate-700">{t('lead')}</p>
          <NoscriptNotice text={c('noscript', { phone: site.phone, email: site.email })} />
          <StatusLookup locale={locale} texts={texts} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="tracking-contact" className="rounded-lg bg-primary-800 p-6 text-white">
            <h2 id="tracking-contact" className="text-lg font-bold">
              {t('contactTitle')}
            </h2>
            <p className="mt-2 mb-4 text-primary-100">{t('contactText')}</p>
            <div className="rounded-md bg-white p-4">
              <ContactLines phoneLabel={t('phone')} emailLabel={t('emailLabel')} />
            </div>
          </section>
          <p className="text-slate-700">
            {t('fromAdmissions')}{' '}
            <Link href={getRoute('admissions').path} className="font-semibold text-primary-800 underline">
              {t('fromAdmissionsLink')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
