import { getTranslations } from 'next-intl/server';
import { Quote } from '@/components/ui/icons';
import { RoutePageHeader } from '@/components/layout/route-page';
import { SiteImage } from '@/components/media/site-image';
import { Reveal } from '@/components/motion/reveal';
import { getLeader, rectorMessage } from '@/content/leadership';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('rectorMessage');

export default async function RectorMessagePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('RectorMessage');
  const ti = await getTranslations('Institution');
  const rector = getLeader('rector');

  return (
    <>
      <RoutePageHeader id="rectorMessage" />
      <section aria-labelledby="message-title" className="py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[18rem_1fr]">
          {/* The portrait is the largest element above the fold: shown at once, never animated in. */}
          <figure className="self-start lg:sticky lg:top-28">
            <SiteImage
              src={rector.photo}
              alt={ti('portraitAlt', { person: rector.name })}
              sizes="(max-width: 1024px) 100vw, 18rem"
              priority
              className="aspect-[4/5] w-full rounded-2xl object-cover shadow-md"
            />
            <figcaption className="mt-4">
              <span className="block text-lg font-bold text-primary-900">{rector.name}</span>
              <span className="block text-primary-700">{rector.role[locale]}</span>
            </figcaption>
          </figure>

          <Reveal as="article" step={1}>
            <h2 id="message-title" className="sr-only">
              {t('messageTitle')}
            </h2>
            <Quote aria-hidden="true" className="size-12 text-accent-400" />
            <div className="mt-4 space-y-5 text-lg leading-relaxed text-slate-700">
              {rectorMessage.map((paragraph, index) => (
                <p key={index}>{paragraph[locale]}</p>
              ))}
            </div>
            <footer className="mt-10 border-t border-slate-200 pt-6" data-signature>
              <p className="sr-only">{t('signature')}</p>
              <p aria-hidden="true" className="font-serif text-3xl italic text-primary-800">
                {rector.name}
              </p>
              <p className="mt-2 font-semibold text-slate-900">{rector.name}</p>
              <p className="text-slate-600">{rector.role[locale]}</p>
            </footer>
          </Reveal>
        </div>
      </section>
    </>
  );
}
