import { getTranslations } from 'next-intl/server';
import { Eye, Target } from '@/components/ui/icons';
import { mission, vision } from '@/content/institution';
import type { Locale } from '@/i18n/locales';
import { Reveal } from '@/components/motion/reveal';

/** Mission and vision side by side, each a section of the page with its own h2. */
export async function MissionVision({ locale }: { locale: Locale }) {
  const t = await getTranslations('Institution');
  const blocks = [
    { id: 'mission', title: t('mission'), text: mission[locale], Icon: Target },
    { id: 'vision', title: t('vision'), text: vision[locale], Icon: Eye },
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:py-20 md:grid-cols-2">
      {blocks.map(({ id, title, text, Icon }, index) => (
        <Reveal
          as="section"
          key={id}
          step={index}
          id={id}
          aria-labelledby={`${id}-title`}
          className="rounded-2xl bg-primary-50 p-8"
        >
          <Icon aria-hidden="true" className="size-8 text-primary-700" />
          <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold text-primary-900">
            {title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
        </Reveal>
      ))}
    </div>
  );
}
