import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProgrammeFeesCard } from '@/components/intake/programme-fees-card';
import { JsonLd } from '@/components/seo/json-ld';
import { ProgrammeHero } from '@/components/programmes/programme-hero';
import { ApplyCard, BrochureLink, KeyInfoCard } from '@/components/programmes/programme-actions';
import { ProgrammeSections } from '@/components/programmes/programme-sections';
import { ScrollTopOnLoad } from '@/components/programmes/scroll-top-on-load';
import { allProgrammes, getProgramme } from '@/content/programmes';
import type { Programme } from '@/content/types';
import { enterLocale } from '@/lib/page';
import { programmeListing, programmePath, programmeTypeOfSegment } from '@/lib/routes';
import { levelKey } from '@/lib/programmes/labels';
import { programmeJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { programmeOgImage } from '@/lib/seo/og-images';
import { notFound } from 'next/navigation';
import './print.css';

interface ProgrammePageProps {
  params: Promise<{ locale: string; programType: string; programId: string }>;
}

// Every programme is pre-rendered; an unknown id never reaches this page: proxy.ts redirects it to
// the listing with the 'Programme introuvable' notice.
export const dynamicParams = false;

export function generateStaticParams() {
  return allProgrammes().map((p) => ({ programType: programmeListing[p.type], programId: p.slug }));
}

async function resolve(params: ProgrammePageProps['params']) {
  const { programType, programId } = await params;
  const type = programmeTypeOfSegment(programType);
  const programme = type && getProgramme(type, programId);
  if (!programme) notFound();
  return programme;
}

export async function generateMetadata({ params }: ProgrammePageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const programme = await resolve(params);
  return pageMetadata({
    locale,
    path: programmePath(programme),
    title: programme.title[locale],
    description: programme.description[locale],
    image: { url: programmeOgImage(locale, programme), alt: programme.title[locale] },
  });
}

export default async function ProgrammePage({ params }: ProgrammePageProps) {
  const locale = await enterLocale(params);
  const programme: Programme = await resolve(params);
  const t = await getTranslations('Programme');
  return (
    <article className="programme-detail">
      <JsonLd data={programmeJsonLd(locale, programme, t(levelKey(programme.type)))} />
      <ScrollTopOnLoad />
      <ProgrammeHero programme={programme} locale={locale} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ProgrammeSections programme={programme} locale={locale} />
        {/* The facts scroll with the page; the call to action stays in view beside the long text. */}
        <aside className="space-y-6">
          <KeyInfoCard programme={programme} />
          <ProgrammeFeesCard programme={programme} locale={locale} />
          <div className="space-y-6 lg:sticky lg:top-28">
            <ApplyCard programme={programme} />
            <div data-print-hide>
              <BrochureLink programme={programme} locale={locale} />
            </div>
          </div>
        </aside>
      </div>
    </article>
  );
}
