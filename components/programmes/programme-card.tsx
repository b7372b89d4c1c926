import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { SiteImage } from '@/components/media/site-image';
import { getDepartment } from '@/content/departments';
import type { Programme } from '@/content/types';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { programmePath } from '@/lib/routes';
import { Badge } from './badge';
import { ProgrammeIcon } from './programme-icon';

interface ProgrammeCardProps {
  programme: Programme;
  locale: Locale;
  /** Level line shown on the card (e.g. 'Bac +2 et Bac +3'). */
  level: string;
  /** Heading level of the card title within its page. */
  headingLevel?: 'h2' | 'h3';
  /** Marks the link as a catalogue card: the catalogue opens it inline when JavaScript runs. */
  catalogue?: boolean;
  /** Shown above the title (the catalogue shows the programme code). */
  eyebrow?: string;
  /** Extra badge (e.g. where applications stand). */
  note?: ReactNode;
  /** Alone on its row: image beside the text from 640 px up, instead of above it. */
  wide?: boolean;
}

/** A programme as a card: the whole card is one link to its detail page. */
export async function ProgrammeCard({
  programme,
  locale,
  level,
  headingLevel: Heading = 'h3',
  catalogue = false,
  eyebrow,
  note,
  wide = false,
}: ProgrammeCardProps) {
  const t = await getTranslations('Programme');
  const tl = await getTranslations('ProgrammeLists');
  const department = getDepartment(programme.department);
  return (
    <li className="flex">
      <Link
        href={programmePath(programme)}
        data-catalogue-card={catalogue ? programme.slug : undefined}
        data-programme-card={programme.slug}
        className={clsx(
          'group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:-translate-y-0.5',
          wide && 'sm:flex-row',
        )}
      >
        <div
          className={clsx(
            'relative aspect-[16/9] overflow-hidden bg-primary-50',
            wide && 'sm:aspect-auto sm:w-2/5 sm:shrink-0 lg:w-1/3',
          )}
        >
          <SiteImage
            src={programme.image}
            alt=""
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <span
            className="absolute top-4 inset-e-4 flex size-11 items-center justify-center rounded-lg bg-white/95 shadow"
            style={{ color: department.colour }}
          >
            <ProgrammeIcon name={programme.icon} className="size-6" />
          </span>
          <span
            className="absolute inset-x-0 bottom-0 h-1.5"
            style={{ backgroundColor: department.colour }}
            aria-hidden="true"
          />
        </div>
        <div className="flex flex-1 flex-col p-5">
          {eyebrow && (
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{eyebrow}</p>
          )}
          <Heading className="mt-1 text-lg leading-snug font-bold text-primary-900 group-hover:text-primary-700">
            {programme.title[locale]}
          </Heading>
          <p className="mt-2 flex-1 text-sm text-slate-700">{programme.description[locale]}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            <Badge tone="neutral">{level}</Badge>
            {programme.accredited && <Badge tone="accent">{t('accredited')}</Badge>}
            {note && <Badge tone="primary">{note}</Badge>}
          </ul>
          <span className="mt-4 text-sm font-semibold text-primary-700 group-hover:underline">
            {tl('viewProgramme')}{' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </span>
        </div>
      </Link>
    </li>
  );
}
