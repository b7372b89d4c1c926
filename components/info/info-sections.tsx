import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Reveal } from '@/components/motion/reveal';
import type { InfoSection } from '@/content/info-types';
import type { Locale } from '@/i18n/locales';
import { InfoBlocks } from './info-blocks';

interface InfoSectionsProps {
  sections: readonly InfoSection[];
  locale: Locale;
  /** Shown after the last section (a date, a link). */
  footer?: ReactNode;
}

/** A text page of titled sections with its table of contents. */
export async function InfoSections({ sections, locale, footer }: InfoSectionsProps) {
  const t = await getTranslations('InfoPages');
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
        <h2 id="toc-heading" className="text-sm font-bold uppercase tracking-wider text-slate-600">
          {t('onThisPage')}
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary-700 underline-offset-4 hover:underline">
                {section.title[locale]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl space-y-10">
        {sections.map((section, index) => (
          <Reveal as="section" key={section.id} step={Math.min(index, 3)} aria-labelledby={section.id}>
            <h2 id={section.id} className="text-2xl font-bold text-primary-900">
              {section.title[locale]}
            </h2>
            <div className="mt-4">
              <InfoBlocks blocks={section.blocks} locale={locale} />
            </div>
          </Reveal>
        ))}
        {footer}
      </div>
    </div>
  );
}
