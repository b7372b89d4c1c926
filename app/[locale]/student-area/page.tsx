import { getTranslations } from 'next-intl/server';
import { Mail, MapPin, Phone } from '@/components/ui/icons';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Reveal } from '@/components/motion/reveal';
import { studentArea } from '@/content/legal';
import { phoneText, site, telHref } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('studentArea');

/** 'Espace étudiant': no fake login; the area is coming; meanwhile, how to reach the registrar. */
export default async function StudentAreaPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('InfoPages');
  const { street, district, city, country } = site.address;
  return (
    <>
      <RoutePageHeader id="studentArea" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg leading-relaxed text-slate-800">{studentArea.status[locale]}</p>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">{studentArea.meanwhile[locale]}</p>
        <Reveal
          as="section"
          aria-labelledby="registrar-heading"
          className="mt-10 rounded-2xl border border-slate-200 p-6 shadow-sm"
        >
          <h2 id="registrar-heading" className="text-xl font-bold text-primary-900">
            {t('registrar')}
          </h2>
          <dl className="mt-4 space-y-3">
            <div className="flex items-start gap-3">
              <dt className="flex items-center gap-2 font-semibold">
                <Phone aria-hidden="true" className="size-4 text-primary-700" />
                {t('phone')}
              </dt>
              <dd>
                <a
                  dir="ltr"
                  href={telHref(site.phone)}
                  className="text-primary-700 underline-offset-4 hover:underline"
                >
                  {phoneText(site.phone)}
                </a>
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <dt className="flex items-center gap-2 font-semibold">
                <Mail aria-hidden="true" className="size-4 text-primary-700" />
                {t('email')}
              </dt>
              {/* The address is one long word: it may break anywhere rather than run out of the card. */}
              <dd className="min-w-0 [overflow-wrap:anywhere]">
                <a
                  dir="ltr"
                  href={`mailto:${site.registrarEmail}`}
                  className="text-primary-700 underline-offset-4 hover:underline"
                >
                  {site.registrarEmail}
                </a>
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <dt className="flex items-center gap-2 font-semibold">
                <MapPin aria-hidden="true" className="size-4 text-primary-700" />
                {t('address')}
              </dt>
              <dd>
                {street}, {district}, {city}, {country[locale]}
              </dd>
            </div>
          </dl>
          <Link
            href={getRoute('contact').path}
            className="mt-6 inline-block rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {t('writeUs')}
          </Link>
        </Reveal>
      </div>
    </>
  );
}
