import { programmeTypes, type GalleryCategory, type Programme, type ProgrammeType } from '@/content/types';

/**
 * Every static page of the site: the one list that the navigation, breadcrumbs, site map,
 * sitemap.xml and the route tests walk. Ids double as keys of the `Nav` messages.
 */
export const staticRoutes = [
  { id: 'home', path: '/' },
  { id: 'university', path: '/university', parent: 'home' },
  { id: 'about', path: '/about', parent: 'university' },
  { id: 'rectorMessage', path: '/rector-message', parent: 'university' },
  { id: 'missions', path: '/missions', parent: 'university' },
  { id: 'organization', path: '/organization', parent: 'university' },
  { id: 'team', path: '/team', parent: 'university' },
  { id: 'programs', path: '/programs', parent: 'home' },
  { id: 'licences', path: '/licences', parent: 'programs' },
  { id: 'masters', path: '/masters', parent: 'programs' },
  { id: 'masterPrograms', path: '/master-programs', parent: 'programs' },
  { id: 'admissions', path: '/admissions', parent: 'home' },
  { id: 'admissionStatus', path: '/admissions/status', parent: 'admissions' },
  { id: 'news', path: '/news', parent: 'home' },
  { id: 'gallery', path: '/gallery', parent: 'home' },
  { id: 'contact', path: '/contact', parent: 'home' },
  { id: 'studentArea', path: '/student-area', parent: 'home' },
  { id: 'faq', path: '/faq', parent: 'home' },
  { id: 'legal', path: '/legal-notice', parent: 'home' },
  { id: 'privacy', path: '/privacy-policy', parent: 'home' },
  { id: 'accessibility', path: '/accessibility', parent: 'home' },
  { id: 'siteMap', path: '/site-map', parent: 'home' },
] as const satisfies readonly { id: string; path: string; parent?: string }[];

export type StaticRoute = (typeof staticRoutes)[number];
export type RouteId = StaticRoute['id'];

export function getRoute(id: RouteId): StaticRoute {
  const route = staticRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route: ${id}`);
  return route;
}

/** Key of a route's one-line description in the `Nav` messages (its lead and meta description). */
export function descriptionKey<Id extends RouteId>(id: Id): `${Id}Description` {
  return `${id}Description`;
}

/** The chain of routes from home down to `id`, inclusive. */
export function routeTrail(id: RouteId): StaticRoute[] {
  const trail: StaticRoute[] = [];
  let current: StaticRoute | undefined = getRoute(id);
  while (current) {
    trail.unshift(current);
    current = 'parent' in current ? getRoute(current.parent) : undefined;
  }
  return trail;
}

/** URL segment of each programme type's listing; also the canonical detail prefix. */
export const programmeListing = { licence: 'licences', master: 'masters' } as const satisfies Record<
  ProgrammeType,
  RouteId
>;

export type ProgrammeSegment = (typeof programmeListing)[ProgrammeType];

export function programmeTypeOfSegment(segment: string): ProgrammeType | undefined {
  return programmeTypes.find((type) => programmeListing[type] === segment);
}

/** Canonical URL of a programme's detail page (locale-free). */
export function programmePath(programme: Pick<Programme, 'type' | 'slug'>): string {
  return `/${programmeListing[programme.type]}/${programme.slug}`;
}

export function newsPath(id: string): string {
  return `/news/${id}`;
}

/** The news RSS feed of a locale (a static route handler beside the news pages). */
export const newsFeedPath = '/news/rss.xml';

/** The intake's dates as an iCalendar file (a static route handler beside the admissions page). */
export const intakeCalendarPath = '/admissions/calendar.ics';

/** The gallery, or one of its categories: each filter is its own pre-rendered page. */
export function galleryPath(category?: GalleryCategory): string {
  return category ? `/gallery/${category}` : '/gallery';
}
