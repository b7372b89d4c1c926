import { allValues } from '@/content/values';
import type { Locale } from '@/i18n/locales';
import { Reveal } from '@/components/motion/reveal';

/** The one list of six values (one source for both pages), shown on About and on Missions. */
export function ValuesGrid({ locale }: { locale: Locale }) {
  return (
    <Reveal as="ul" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {allValues().map((value) => (
        <li
          key={value.id}
          data-value={value.id}
          // A straight amber band clipped by the rounded corners: a top border would bend round them.
          className="relative overflow-hidden rounded-2xl bg-white p-6 shadow-sm before:absolute before:inset-x-0 before:top-0 before:h-1 before:bg-accent-400"
        >
          <h3 className="text-lg font-bold text-primary-800">{value.name[locale]}</h3>
          <p className="mt-2 text-slate-700">{value.description[locale]}</p>
        </li>
      ))}
    </Reveal>
  );
}
