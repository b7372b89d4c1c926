import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { KeyFigures } from '@/components/institution/key-figures';
import { LeaderProfile } from '@/components/institution/leader-profile';
import { MissionVision } from '@/components/institution/mission-vision';
import { Section } from '@/components/institution/section';
import { ValuesGrid } from '@/components/institution/values-grid';
import { PageHeader } from '@/components/layout/page-header';
import { SiteImage } from '@/components/media/site-image';
import { Reveal } from '@/components/motion/reveal';
import { galleryItemsIn } from '@/content/gallery';
import { campus, history, objectives } from '@/content/institution';
import { allLeaders } from '@/content/leadership';
import { Link } from '@/i18n/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { universityJsonLd } from '@/lib/seo/json-ld';
import { descriptionKey, getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('about');

const anchorButton =
  'inline-flex items-center rounded-full px-6 py-3 font-semibold transition-colors focus-visible:outline-white';

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('About');
  const ti = await getTranslations('Institution');
  const nav = await getTranslations('Nav');
  const [campusPhoto] = galleryItemsIn('campus');

  return (
    <>
      <JsonLd data={universityJsonLd(locale, nav(descriptionKey('about')))} />
      <PageHeader route="about" title={nav('about')} lead={nav(descriptionKey('about'))}>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="#history" className={`${anchorButton} bg-accent-400 text-slate-900 hover:bg-accent-500`}>
            {t('toHistory')}
          </a>
          <a
            href="#leadership"
            className={`${anchorButton} border-2 border-white text-white hover:bg-white/10`}
          >
            {t('toLeadership')}
          </a>
        </div>
      </PageHeader>

      <Section id="figures" title={t('figuresTitle')}>
        <KeyFigures />
      </Section>

      <Section id="history" title={t('history')} tinted>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {history.map((paragraph, index) => (
            <p key={index}>{paragraph[locale]}</p>
          ))}
        </div>
      </Section>

      <Section id="campus" title={t('campus')}>
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <p className="text-lg leading-relaxed text-slate-700">{campus[locale]}</p>
            <Link
              href={getRoute('gallery').path}
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
            >
              {t('campusLink')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {campusPhoto && (
            <Reveal>
              <SiteImage
                src={campusPhoto.src}
                alt={campusPhoto.alt[locale]}
                sizes="(max-width: 1024px) 100vw, 50vw"
                className="aspect-[4/3] w-full rounded-2xl object-cover shadow-md"
              />
            </Reveal>
          )}
        </div>
      </Section>

      <div className="bg-slate-50">
        <MissionVision locale={locale} />
      </div>

      <Section id="values" title={ti('values')} lead={ti('valuesLead')}>
        <ValuesGrid locale={locale} />
      </Section>

      <Section id="objectives" title={t('objectives')} tinted>
        <Reveal as="ol" className="grid gap-4 md:grid-cols-2">
          {objectives.map((objective, index) => (
            <li key={index} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="text-slate-700">{objective[locale]}</p>
            </li>
          ))}
        </Reveal>
      </Section>

      <Section id="leadership" title={t('leadership')}>
        <div className="grid gap-6 lg:grid-cols-2">
          {allLeaders().map((leader, index) => (
            <Reveal key={leader.id} step={index}>
              <LeaderProfile leader={leader} locale={locale} />
            </Reveal>
          ))}
        </div>
        <Link
          href={getRoute('rectorMessage').path}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
        >
          {t('rectorLink')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Section>
    </>
  );
}
