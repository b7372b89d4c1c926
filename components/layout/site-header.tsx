import { getLocale, getTranslations } from 'next-intl/server';
import { ChevronDown, GraduationCap, Images, Languages, Menu, X } from '@/components/ui/icons';
import { site } from '@/content/site';
import { descriptionKey, getRoute, type RouteId } from '@/lib/routes';
import { Logo } from '@/components/ui/logo';
import { HeaderShell } from './header-shell';
import type { NavEntry, NavLink } from './nav-model';

export async function SiteHeader() {
  const t = await getTranslations('Nav');
  const th = await getTranslations('Header');
  const tl = await getTranslations('LanguageSwitcher');
  const locale = await getLocale();

  const link = (id: RouteId, withDescription = false): NavLink => ({
    href: getRoute(id).path,
    label: t(id),
    ...(withDescription ? { description: t(descriptionKey(id)) } : {}),
  });

  const entries: NavEntry[] = [
    { kind: 'link', ...link('home') },
    {
      kind: 'group',
      id: 'university',
      label: th('university'),
      items: [
        // The University pages' hub, otherwise reached only by breadcrumbs and the site map.
        { ...link('university', true), label: t('universityOverview') },
        link('rectorMessage', true),
        link('missions', true),
        link('about', true),
        link('team', true),
      ],
      matches: ['/university', '/about', '/rector-message', '/missions', '/organization', '/team'],
    },
    {
      kind: 'group',
      id: 'formations',
      label: th('formations'),
      items: [link('licences', true), link('masters', true)],
      matches: ['/programs', '/licences', '/masters', '/master-programs'],
    },
    { kind: 'link', ...link('admissions') },
    { kind: 'link', ...link('news') },
    { kind: 'link', ...link('gallery'), icon: 'gallery' },
    { kind: 'link', ...link('contact') },
  ];

  return (
    <HeaderShell
      entries={entries}
      logo={<Logo />}
      icons={{
        // Turns with its button's aria-expanded (the button is the group).
        chevron: (
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-aria-expanded:rotate-180"
          />
        ),
        menu: <Menu aria-hidden="true" className="size-6" />,
        close: <X aria-hidden="true" className="size-6" />,
        studentArea: <GraduationCap aria-hidden="true" className="size-4" />,
        gallery: <Images aria-hidden="true" className="size-4" />,
        language: <Languages aria-hidden="true" className="size-4" />,
      }}
      homeLabel={th('homeLabel', { shortName: site.shortNames[locale], name: site.names[locale] })}
      labels={{
        mainNav: th('mainNav'),
        mobileNav: th('mobileNav'),
        openMenu: th('openMenu'),
        closeMenu: th('closeMenu'),
        studentArea: th('studentArea'),
      }}
      studentAreaHref={getRoute('studentArea').path}
      language={{ label: tl('label'), current: locale }}
    />
  );
}
