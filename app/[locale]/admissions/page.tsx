import { getTranslations } from 'next-intl/server';
import { AdmissionForm } from '@/components/forms/admission-form';
import { ContactLines } from '@/components/forms/contact-lines';
import { NoscriptNotice } from '@/components/forms/noscript-notice';
import { AidSchemes } from '@/components/intake/aid-schemes';
import { FeeTiers } from '@/components/intake/fee-tiers';
import { PaymentMethods } from '@/components/intake/payment-methods';
import { IntakeCalendar } from '@/components/intake/intake-calendar';
import { IntakeSummary } from '@/components/intake/intake-summary';
import { WindowStatus } from '@/components/intake/window-status';
import { CalendarClock } from '@/components/ui/icons';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Reveal } from '@/components/motion/reveal';
import { admissionSteps } from '@/content/institution';
import { site } from '@/content/site';
import { admissionSelectOptions } from '@/lib/forms/admission-choices';
import { documentTexts } from '@/lib/forms/document-texts';
import { formTexts } from '@/lib/forms/texts';
import { localizedPath } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('admissions');

export default async function AdmissionsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('AdmissionsPage');
  const f = await getTranslations('AdmissionForm');
  const c = await getTranslations('FormCommon');
  const tracking = await getTranslations('Tracking');
  const nav = await getTranslations('Nav');
  const { common, errorTexts } = await formTexts(locale);
  const d = await getTranslations('Documents');
  const r = await getTranslations('ApplicationReceipt');
  const o = await getTranslations('ApplicationOutbox');
  const intake = await getTranslations('Intake');
  const campus = await getTranslations('Campus');

  return (
    <>
      <RoutePageHeader id="admissions" />

      <section aria-labelledby="admission-steps" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="admission-steps" className="text-2xl font-bold text-primary-900">
          {t('stepsTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('stepsLead')}</p>
        <Reveal as="ol" className="mt-6 grid gap-5 md:grid-cols-3">
          {admissionSteps.map((step, index) => (
            <li key={step.id} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">
                {t('step', { number: index + 1 })}
              </p>
              <h3 className="mt-2 text-lg font-bold text-primary-900">{step.title[locale]}</h3>
              <p className="mt-2 text-slate-700">{step.text[locale]}</p>
            </li>
          ))}
        </Reveal>
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
          <section aria-labelledby="admission-form-title" className="lg:col-span-2">
            <h2 id="admission-form-title" className="text-2xl font-bold text-primary-900">
              {f('title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('formLead')}</p>
            <p
              data-window-status
              className="mt-4 mb-6 flex items-start gap-2 rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 font-semibold text-primary-900"
            >
              <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <span>
                <WindowStatus locale={locale} />
              </span>
            </p>
            <NoscriptNotice text={c('noscript', { phone: site.phone, email: site.email })} />
            {/* Edge to edge on phones: the programme type's placeholder needs the whole width. */}
            <div className="-mx-4 border-y border-slate-200 bg-white p-4 shadow-sm sm:mx-0 sm:rounded-lg sm:border sm:p-6">
              <AdmissionForm
                locale={locale}
                options={admissionSelectOptions(locale)}
                common={common}
                errorTexts={errorTexts}
                documentTexts={{ ...(await documentTexts(locale)), title: d('title'), lead: d('lead') }}
                receiptTexts={{
                  title: r('title'),
                  referenceLabel: r('referenceLabel'),
                  keepIt: r('keepIt'),
                  copy: r('copy'),
                  copied: r('copied'),
                  print: r('print'),
                  track: r('track'),
                  documentsTitle: r('documentsTitle'),
                  documentsHeld: r('documentsHeld'),
                }}
                outboxTexts={{
                  offlineTitle: o('offlineTitle'),
                  offline: o('offline'),
                  offlineNotKept: o('offlineNotKept'),
                  pending: o('pending'),
                }}
                trackingHref={localizedPath(locale, '/admissions/status')}
                contactLink={{
                  href: localizedPath(locale, getRoute('contact').path),
                  label: intake('contactForm'),
                }}
                texts={{
                  fullName: f('fullName'),
                  email: f('email'),
                  phone: f('phone'),
                  diploma: f('diploma'),
                  diplomaPlaceholder: f('diplomaPlaceholder'),
                  programType: f('programType'),
                  programTypePlaceholder: f('programTypePlaceholder'),
                  licence: f('licence'),
                  master: f('master'),
                  program: f('program'),
                  programPlaceholder: f('programPlaceholder'),
                  programDisabledHint: f('programDisabledHint'),
                  message: f('message'),
                  messageHint: f('messageHint'),
                  submit: f('submit'),
                  successTitle: f('successTitle'),
                  successText: f('successText'),
                  draftNote: f('draftNote'),
                }}
              />
            </div>
          </section>

          <div className="space-y-8">
            <section aria-labelledby="admission-contact" className="rounded-lg bg-primary-800 p-6 text-white">
              <h2 id="admission-contact" className="text-lg font-bold">
                {t('contactTitle')}
              </h2>
              <p className="mt-2 mb-4 text-primary-100">{t('contactText')}</p>
              <div className="rounded-md bg-white p-4">
                <ContactLines phoneLabel={t('phone')} emailLabel={t('email')} />
              </div>
              <p className="mt-4">
                <Link
                  href={`${getRoute('contact').path}#campus`}
                  className="font-semibold text-white underline underline-offset-4"
                >
                  {campus('howToGetThere')}
                </Link>
              </p>
            </section>
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
              {tracking('alreadySent')}{' '}
              <Link
                href={getRoute('admissionStatus').path}
                className="font-semibold text-primary-700 underline-offset-4 hover:underline"
              >
                {nav('admissionStatus')}
              </Link>
            </p>
            <IntakeSummary locale={locale} />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        <FeeTiers locale={locale} />
        <PaymentMethods locale={locale} />
        <AidSchemes locale={locale} />
        <IntakeCalendar locale={locale} />
      </div>
    </>
  );
}
