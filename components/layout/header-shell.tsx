'use client';

import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { PlainDisclosure } from '@/components/motion/plain-disclosure';
import { useMotionKit } from '@/components/motion/use-motion-kit';
import { Link, usePathname } from '@/i18n/navigation';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
import { isPathActive, type NavEntry, type NavGroup, type NavLink } from './nav-model';
import { useDropdownMenus } from './use-dropdown-menus';

/** Past 20 px of scroll the header gains a shadow and tighter padding. */
const SCROLL_THRESHOLD_PX = 20;

/**
 * The header's icons, drawn by the server (site-header.tsx) and handed down as elements, so that
 * no icon library is part of any page's scripts. The chevron turns by itself when its menu opens.
 */
export interface HeaderIcons {
  chevron: ReactNode;
  menu: ReactNode;
  close: ReactNode;
  studentArea: ReactNode;
  gallery: ReactNode;
  language: ReactNode;
}

interface HeaderShellProps {
  entries: NavEntry[];
  logo: ReactNode;
  icons: HeaderIcons;
  homeLabel: string;
  labels: { mainNav: string; mobileNav: string; openMenu: string; closeMenu: string; studentArea: string };
  studentAreaHref: string;
  language: LanguageSwitcherProps;
}

export function HeaderShell({
  entries,
  logo,
  icons,
  homeLabel,
  labels,
  studentAreaHref,
  language,
}: HeaderShellProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  // The mobile menu remembers the page it was opened on: any navigation closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === pathname;
  const menus = useDropdownMenus(pathname);
  // A fixed id: without scripts, a plain link to #mobile-nav opens it (CSS :target, site-shell).
  const mobileMenuId = 'mobile-nav';
  const headerRef = useRef<HTMLElement>(null);
  const studentAreaLink = useMemo<NavLink>(
    () => ({ href: studentAreaHref, label: labels.studentArea }),
    [studentAreaHref, labels.studentArea],
  );
  // With motion loaded, the menu fades out as it closes (components/motion).
  const MobilePanel = useMotionKit(mobileOpen)?.Disclosure ?? PlainDisclosure;

  useEffect(() => {
    // Lets tests (and styles) know the menus are interactive.
    if (headerRef.current) headerRef.current.dataset.hydrated = 'true';
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={clsx(
        // A column no taller than the screen: the mobile menu below the bar takes exactly the rest.
        'fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col bg-white transition-[padding,box-shadow] duration-300',
        scrolled ? 'py-2 shadow-md' : 'py-4',
      )}
    >
      <div className="mx-auto flex w-full max-w-7xl shrink-0 items-center justify-between gap-4 px-4">
        <Link href="/" aria-label={homeLabel} className="rounded-md">
          {logo}
        </Link>

        <nav aria-label={labels.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.href}>
                  <NavItemLink link={entry} pathname={pathname} icons={icons} />
                </li>
              ) : (
                <li
                  key={entry.id}
                  data-nav-group={entry.id}
                  className="relative"
                  onPointerEnter={(e) => e.pointerType === 'mouse' && menus.pointerEnter(entry.id)}
                  onPointerLeave={(e) => e.pointerType === 'mouse' && menus.pointerLeave()}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape' && menus.openId === entry.id) {
                      menus.close();
                      document.getElementById(`nav-trigger-${entry.id}`)?.focus();
                    }
                  }}
                  onBlur={(e) => {
                    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) menus.close();
                  }}
                >
                  <Dropdown
                    group={entry}
                    chevron={icons.chevron}
                    pathname={pathname}
                    open={menus.openId === entry.id}
                    onToggle={menus.toggle}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher {...language} icon={icons.language} />
          <Link
            href={studentAreaHref}
            className={clsx(
              'hidden items-center gap-2 whitespace-nowrap rounded-full border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 sm:flex',
              isPathActive(pathname, studentAreaHref) && 'bg-primary-50',
            )}
          >
            {icons.studentArea}
            {labels.studentArea}
          </Link>
          <noscript>
            <a
              href={`#${mobileMenuId}`}
              aria-label={labels.openMenu}
              className="block rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
            >
              {icons.menu}
            </a>
          </noscript>
          <button
            type="button"
            data-needs-js=""
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMobileOpenOn(mobileOpen ? null : pathname)}
          >
            {mobileOpen ? icons.close : icons.menu}
          </button>
        </div>
      </div>

      <MobilePanel
        as="nav"
        open={mobileOpen}
        id={mobileMenuId}
        aria-label={labels.mobileNav}
        // A class, not the hidden attribute, so the script-free fallback (site-shell) can open it.
        className="min-h-0 flex-1 overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4">
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.href}>
                <NavItemLink link={entry} pathname={pathname} icons={icons} roomy />
              </li>
            ) : (
              <li key={entry.id} className="pt-2">
                <p
                  className={clsx(
                    'px-3 pb-1 text-xs font-bold uppercase tracking-wider',
                    groupActive(entry, pathname) ? 'text-primary-700' : 'text-slate-500',
                  )}
                >
                  {entry.label}
                </p>
                <ul className="space-y-1">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <NavItemLink link={item} pathname={pathname} icons={icons} roomy />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
          <li className="pt-2 sm:hidden">
            <NavItemLink link={studentAreaLink} pathname={pathname} icons={icons} roomy />
          </li>
        </ul>
      </MobilePanel>
    </header>
  );
}

function groupActive(group: NavGroup, pathname: string): boolean {
  return group.matches.some((href) => isPathActive(pathname, href));
}

function linkClass(active: boolean): string {
  return clsx(
    'flex items-center gap-2 rounded-md px-3 py-2 text-[0.95rem] transition-colors hover:bg-primary-50 hover:text-primary-700',
    active ? 'font-bold text-primary-700' : 'font-medium text-slate-800',
  );
}

// The header's links and dropdowns are memoised: opening one menu re-renders the header, and the
// twenty-odd links it holds, each a client Link, took most of the tap's 50 ms at 4× CPU (bench:inp).
const NavItemLink = memo(function NavItemLink({
  link,
  pathname,
  icons,
  roomy = false,
}: {
  link: NavLink;
  pathname: string;
  icons: HeaderIcons;
  roomy?: boolean;
}) {
  const active = isPathActive(pathname, link.href);
  return (
    <Link
      href={link.href}
      aria-current={active ? 'page' : undefined}
      className={clsx(linkClass(active), roomy && 'py-3')}
    >
      {link.icon === 'gallery' && icons.gallery}
      {link.label}
    </Link>
  );
});

interface DropdownProps {
  group: NavGroup;
  chevron: ReactNode;
  pathname: string;
  open: boolean;
  onToggle: (id: string) => void;
}

const Dropdown = memo(function Dropdown({ group, chevron, pathname, open, onToggle }: DropdownProps) {
  const panelId = `nav-panel-${group.id}`;
  const active = groupActive(group, pathname);
  const Panel = useMotionKit(open)?.Disclosure ?? PlainDisclosure;
  return (
    <>
      <button
        id={`nav-trigger-${group.id}`}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active}
        className={clsx('group', linkClass(active))}
        onClick={() => onToggle(group.id)}
      >
        {group.label}
        {chevron}
      </button>
      <Panel
        open={open}
        id={panelId}
        data-nav-panel=""
        className="absolute inset-s-1/2 top-full z-50 w-80 -translate-x-1/2 pt-2 rtl:translate-x-1/2"
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {group.items.map((item) => {
            const itemActive = isPathActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={itemActive ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2 hover:bg-primary-50"
                >
                  <span
                    className={clsx(
                      'block',
                      itemActive ? 'font-bold text-primary-700' : 'font-semibold text-slate-900',
                    )}
                  >
                    {item.label}
                  </span>
                  {item.description && (
                    <span className="block text-sm text-slate-600">{item.description}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </Panel>
    </>
  );
});
