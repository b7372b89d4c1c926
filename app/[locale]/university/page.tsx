import { getTranslations } from 'next-intl/server';
import {
  ArrowRight,
  BookOpenText,
  Compass,
  Images,
  Landmark,
  MessageSquareQuote,
  Network,
  Newspaper,
  Users,
} from '@/components/ui/icons';
import { RotatingHero } from '@/components/hero/rotating-hero';
import { KeyFigures } from '@/components/institution/key-figures';
import { RouteHeading } from '@/components/institution/route-heading';
import { Section } from '@/components/institution/section';
import { Reveal } from '@/components/motion/reveal';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { descriptionKey, getRoute, staticRoutes, type RouteId } from '@/lib/routes';

export const generateMetadata = routeMetadata('university');

const icons: Partial<Record<RouteId, typeof Landmark>> = {
  about: Landmark,
  rectorMessage: MessageSquareQuote,
  missions: Compass,
  organization: Network,
  team: Users,
  gallery: Images,
  news: Newspaper,
};

/**
 * The overview hub of the University pages: every page the route registry files
 * under /university, then the gallery and the news, which show the University's life.
 */
function hubRoutes() {
  const children = staticRoutes.filter((r) => 'parent' in r && r.parent === 'university');
  return [...children, getRoute('gallery'), getRoute('news')];
}

export default async function UniversityPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('University');
  const nav = await getTranslations('Nav');
  return (
    <>
      <RotatingHero locale={locale}>
        <RouteHeading id="university" />
      </RotatingHero>

      <Section id="explore" title={t('explore')} lead={t('exploreLead')}>
        <Reveal as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hubRoutes().map((route) => {
            const Icon = icons[route.id] ?? BookOpenText;
            return (
              <li
                key={route.id}
                className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-primary-600"
              >
                <Icon aria-hidden="true" className="size-8 text-primary-700" />
                <h3 className="mt-4 text-xl font-bold text-primary-900">
                  <Link
                    href={route.path}
                    className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline"
                  >
                    {nav(route.id)}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-slate-600">{nav(descriptionKey(route.id))}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-700"
                >
                  {t('visit')}
                  <ArrowRight className="size-4" />
                </span>
              </li>
            );
          })}
        </Reveal>
      </Section>

      <Section id="figures" title={t('figuresTitle')} tinted>
        <KeyFigures />
      </Section>
    </>
  );
}
