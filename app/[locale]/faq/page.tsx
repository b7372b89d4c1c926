import { getTranslations } from 'next-intl/server';
import { ChevronDown } from '@/components/ui/icons';
import { InfoBlocks } from '@/components/info/info-blocks';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Reveal } from '@/components/motion/reveal';
import { allFaqTopics } from '@/lib/intake/faq';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('faq');

/** Questions open and close with <details>/<summary>: no JavaScript involved. */
export default async function FaqPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('InfoPages');
  return (
    <>
      <RoutePageHeader id="faq" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg text-slate-700">{t('faqIntro')}</p>
        {allFaqTopics().map((topic, index) => (
          <Reveal
            as="section"
            key={topic.id}
            step={Math.min(index, 3)}
            aria-labelledby={`faq-${topic.id}`}
            className="mt-10"
          >
            <h2 id={`faq-${topic.id}`} className="text-2xl font-bold text-primary-900">
              {topic.title[locale]}
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {topic.questions.map((question) => (
                <details key={question.id} id={question.id} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    {question.question[locale]}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-primary-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    />
                  </summary>
                  <div className="px-5 pb-5">
                    <InfoBlocks blocks={question.answer} locale={locale} />
                  </div>
                </details>
              ))}
            </div>
          </Reveal>
        ))}
        <aside className="mt-12 rounded-2xl bg-primary-50 p-6">
          <h2 className="text-xl font-bold text-primary-900">{t('faqMore')}</h2>
          <p className="mt-2 text-slate-700">{t('faqMoreText')}</p>
          <Link
            href={getRoute('contact').path}
            className="mt-4 inline-block rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {t('contactUs')}
          </Link>
        </aside>
      </div>
    </>
  );
}
