import { getTranslations } from 'next-intl/server';
import { MapPin } from '@/components/ui/icons';
import { ContactLines } from '@/components/forms/contact-lines';
import { ContactForm } from '@/components/forms/contact-form';
import { CampusMap } from '@/components/campus/campus-map';
import { NoscriptNotice } from '@/components/forms/noscript-notice';
import { RoutePageHeader } from '@/components/layout/route-page';
import { FacebookIcon, TiktokIcon, WhatsappIcon } from '@/components/ui/social-icons';
import { site } from '@/content/site';
import { formTexts } from '@/lib/forms/texts';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('contact');

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('ContactPage');
  const f = await getTranslations('ContactForm');
  const c = await getTranslations('FormCommon');
  const typography = await getTranslations('Typography');
  const { common, errorTexts } = await formTexts(locale);
  const socials = [
    { id: 'facebook', href: site.social.facebook, label: t('facebook'), Icon: FacebookIcon },
    { id: 'whatsapp', href: site.social.whatsapp, label: t('whatsapp'), Icon: WhatsappIcon },
    { id: 'tiktok', href: site.social.tiktok, label: t('tiktok'), Icon: TiktokIcon },
  ];

  return (
    <>
      <RoutePageHeader id="contact" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="text-2xl font-bold text-primary-900">
            {t('detailsTitle')}
          </h2>
          <address className="mt-6 not-italic">
            <ContactLines phoneLabel={t('phone')} emailLabel={t('email')}>
              <li className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                <span className="sr-only">{typography('label', { label: t('address') })}</span>
                <span className="text-slate-800">
                  {site.address.street}
                  <br />
                  {site.address.district}
                  <br />
                  {site.address.city}, {site.address.country[locale]}
                </span>
              </li>
            </ContactLines>
          </address>
          <h3 className="mt-8 text-lg font-bold text-primary-900">{t('social')}</h3>
          <ul className="mt-3 space-y-2">
            {socials.map(({ id, href, label, Icon }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-3 rounded-md py-1 font-medium text-primary-800 underline-offset-2 hover:underline"
                >
                  <span className="flex size-9 items-center justify-center rounded-full bg-primary-100 text-primary-800">
                    <Icon className="size-5" />
                  </span>
                  {label}
                  <span className="sr-only">{t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <h2 id="contact-form-title" className="text-2xl font-bold text-primary-900">
            {f('title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t('formLead')}</p>
          <NoscriptNotice text={c('noscript', { phone: site.phone, email: site.email })} />
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-6 shadow-sm">
            <ContactForm
              locale={locale}
              common={common}
              errorTexts={errorTexts}
              texts={{
                name: f('name'),
                email: f('email'),
                subject: f('subject'),
                message: f('message'),
                submit: f('submit'),
                successTitle: f('successTitle'),
                successText: f('successText'),
              }}
            />
          </div>
        </section>
      </div>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <CampusMap locale={locale} />
        </div>
      </div>
    </>
  );
}
