import { getLocale, getTranslations } from 'next-intl/server';
import { Mail, MapPin, Phone } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { FacebookIcon, TiktokIcon, WhatsappIcon } from '@/components/ui/social-icons';
import { nameArgs, phoneText, site, telHref } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { getRoute, type RouteId } from '@/lib/routes';
import { LiteModeToggle } from '@/components/media/lite-mode-toggle';
import { CurrentYear } from './current-year';

const columns = [
  { title: 'navigation', routes: ['home', 'news', 'gallery', 'admissions', 'contact'] },
  {
    title: 'university',
    routes: ['university', 'about', 'rectorMessage', 'missions', 'organization', 'team'],
  },
  { title: 'formations', routes: ['programs', 'licences', 'masters', 'masterPrograms'] },
] as const satisfies readonly { title: string; routes: readonly RouteId[] }[];

const informationRoutes = [
  'studentArea',
  'faq',
  'legal',
  'privacy',
  'accessibility',
  'siteMap',
] as const satisfies readonly RouteId[];

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Nav');
  const locale = await getLocale();
  const lite = await getTranslations('LiteMode');
  const typography = await getTranslations('Typography');
  const names = nameArgs(locale);
  const socials = [
    { href: site.social.facebook, label: t('facebook', names), Icon: FacebookIcon },
    { href: site.social.whatsapp, label: t('whatsapp', names), Icon: WhatsappIcon },
    { href: site.social.tiktok, label: t('tiktok', names), Icon: TiktokIcon },
  ];

  return (
    <footer className="bg-primary-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link href="/" className="inline-block rounded-md">
            <Logo inverted />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('description', names)}</p>
          <h2 className="sr-only">{t('social')}</h2>
          <ul className="mt-4 flex gap-3">
            {socials.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} ${t('newTab')}`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t(column.title)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.routes.map((id) => (
                <li key={id}>
                  <Link href={getRoute(id).path} className="hover:text-white hover:underline">
                    {id === 'university' ? nav('universityOverview') : nav(id)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 border-t border-white/10 px-4 py-8 md:grid-cols-2">
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t('contact')}</h2>
          {/* <address> holds the contact details only: a heading is not allowed inside it. */}
          <address className="not-italic">
            <ul className="mt-4 space-y-2 text-sm">
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{typography('label', { label: t('email') })}</span>
                <a dir="ltr" href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{typography('label', { label: t('phone') })}</span>
                <a dir="ltr" href={telHref(site.phone)} className="hover:text-white hover:underline">
                  {phoneText(site.phone)}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">{typography('label', { label: t('address') })}</span>
                <span>
                  {site.address.street}, {site.address.district}, {site.address.city},{' '}
                  {site.address.country[locale]}
                </span>
              </li>
            </ul>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t('information')}</h2>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {informationRoutes.map((id) => (
              <li key={id}>
                <Link href={getRoute(id).path} className="hover:text-white hover:underline">
                  {nav(id)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-6">
        <LiteModeToggle label={lite('label')} hint={lite('hint')} />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between">
          <p data-testid="copyright">
            {t.rich('copyright', {
              year: () => <CurrentYear buildYear={new Date().getFullYear()} />,
              name: site.names[locale],
            })}
          </p>
          <p>
            {t('credit')}{' '}
            <a
              href={site.agency.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-white underline-offset-2 hover:underline"
            >
              {site.agency.name}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
