import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Reveal } from '@/components/motion/reveal';
import { NewsDate } from '@/components/news/news-date';
import { galleryCategories } from '@/content/gallery';
import { allNewsArticles } from '@/content/news';
import { programmesOfType } from '@/content/programmes';
import { programmeTypes } from '@/content/types';
import { getPathname, Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import {
  galleryPath,
  newsFeedPath,
  newsPath,
  programmeListing,
  programmePath,
  routeTrail,
  staticRoutes,
  type RouteId,
  type StaticRoute,
} from '@/lib/routes';

export const generateMetadata = routeMetadata('siteMap');

/** Sections of the map: every registry route below `root`. Routes under none go to 'information'. */
const sections = [
  { id: 'university', root: 'university' },
  { id: 'formations', root: 'programs' },
  { id: 'admissions', root: 'admissions' },
  { id: 'news', root: 'news' },
  { id: 'gallery', root: 'gallery' },
] as const satisfies readonly { id: string; root: RouteId }[];

function routesUnder(root: RouteId): StaticRoute[] {
  return staticRoutes.filter((route) => routeTrail(route.id).some((step) => step.id === root));
}

const linkClass = 'text-primary-700 underline-offset-4 hover:underline';

function LinkList({ children, nested = false }: { children: ReactNode; nested?: boolean }) {
  return (
    <ul className={nested ? 'mt-2 space-y-1.5 border-s border-slate-200 ps-4' : 'mt-3 space-y-2'}>
      {children}
    </ul>
  );
}

export default async function SiteMapPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('SiteMap');
  const nav = await getTranslations('Nav');
  const gallery = await getTranslations('Gallery');
  const covered = new Set<RouteId>(sections.flatMap((section) => routesUnder(section.root).map((r) => r.id)));
  const information = staticRoutes.filter((route) => !covered.has(route.id));

  const routeLinks = (routes: readonly StaticRoute[]) =>
    routes.map((route) => (
      <li key={route.id}>
        <Link href={route.path} className={linkClass}>
          {nav(route.id)}
        </Link>
      </li>
    ));

  const extras: Partial<Record<(typeof sections)[number]['id'], ReactNode>> = {
    formations: programmeTypes.map((type) => (
      <div key={type} className="mt-5">
        <h3 className="font-semibold">{t(programmeListing[type])}</h3>
        <LinkList nested>
          {programmesOfType(type).map((programme) => (
            <li key={programme.slug}>
              <Link href={programmePath(programme)} className={linkClass}>
                {programme.title[locale]}
              </Link>
            </li>
          ))}
        </LinkList>
      </div>
    )),
    news: (
      <div className="mt-5">
        <h3 className="font-semibold">{t('articles')}</h3>
        <LinkList nested>
          {allNewsArticles().map((article) => (
            <li key={article.id}>
              <Link href={newsPath(article.id)} className={linkClass}>
                {article.title[locale]}
              </Link>{' '}
              <span className="text-sm text-slate-600">
                (<NewsDate date={article.date} />)
              </span>
            </li>
          ))}
          <li>
            <a
              href={getPathname({ locale, href: newsFeedPath })}
              type="application/rss+xml"
              className={linkClass}
            >
              {t('feeds')}
            </a>
          </li>
        </LinkList>
      </div>
    ),
    gallery: (
      <LinkList nested>
        {galleryCategories.map((category) => (
          <li key={category}>
            <Link href={galleryPath(category)} className={linkClass}>
              {gallery(`categories.${category}`)}
            </Link>
          </li>
        ))}
      </LinkList>
    ),
  };

  return (
    <>
      <RoutePageHeader id="siteMap" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p className="max-w-3xl text-lg text-slate-700">{t('intro')}</p>
        <div className="mt-10 grid gap-10 md:grid-cols-2 lg:grid-cols-3" data-testid="site-map">
          {sections.map((section, index) => (
            <Reveal as="section" key={section.id} step={index} aria-labelledby={`site-map-${section.id}`}>
              <h2 id={`site-map-${section.id}`} className="text-xl font-bold text-primary-900">
                {t(section.id)}
              </h2>
              <LinkList>{routeLinks(routesUnder(section.root))}</LinkList>
              {extras[section.id]}
            </Reveal>
          ))}
          <Reveal as="section" step={sections.length} aria-labelledby="site-map-information">
            <h2 id="site-map-information" className="text-xl font-bold text-primary-900">
              {t('information')}
            </h2>
            <LinkList>{routeLinks(information)}</LinkList>
          </Reveal>
        </div>
      </div>
    </>
  );
}
