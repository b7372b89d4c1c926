/** Plain, serialisable navigation data: built on the server, rendered by the client header. */
export interface NavLink {
  href: string;
  label: string;
  description?: string;
  icon?: 'gallery';
}

export interface NavGroup {
  id: 'university' | 'formations';
  label: string;
  items: NavLink[];
  /** Paths (and their sub-paths) that highlight the group's heading. */
  matches: string[];
}

export type NavEntry = ({ kind: 'link' } & NavLink) | ({ kind: 'group' } & NavGroup);

/** True when `pathname` is `href` or a page below it. Home matches only itself. */
export function isPathActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
