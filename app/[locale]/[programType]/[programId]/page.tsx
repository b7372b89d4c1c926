import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { getDepartment } from '@/content/departments';
import { allProgrammes, getProgramme } from '@/content/programmes';
import type { Programme } from '@/content/types';
import { alternatesFor, enterLocale } from '@/lib/page';
import { programmeListing, programmePath, programmeTypeOfSegment } from '@/lib/routes';

interface ProgrammePageProps {
  params: Promise<{ locale: string; programType: string; programId: string }>;
}

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
  return {
    title: programme.title[locale],
    description: programme.description[locale],
    alternates: alternatesFor(locale, programmePath(programme)),
  };
}

export default async function ProgrammePage({ params }: ProgrammePageProps) {
  const locale = await enterLocale(params);
  const programme: Programme = await resolve(params);
  const t = await getTranslations('Programme');
  const department = getDepartment(programme.department);
  return (
    <PageHeader
      route={programmeListing[programme.type]}
      current={{ label: programme.title[locale], href: programmePath(programme) }}
      title={programme.title[locale]}
      lead={programme.description[locale]}
    >
      <ul className="mt-6 flex flex-wrap gap-2 text-sm font-semibold">
        <li className="rounded-full bg-white px-3 py-1 text-primary-800">
          {programme.type === 'licence' ? t('licenceBadge') : t('masterBadge')}
        </li>
        <li className="rounded-full px-3 py-1 text-white" style={{ backgroundColor: department.colour }}>
          {department.name[locale]}
        </li>
        {programme.accredited && (
          <li className="rounded-full bg-accent-400 px-3 py-1 text-slate-900">{t('accredited')}</li>
        )}
      </ul>
    </PageHeader>
  );
}
