import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Reveal } from '@/components/motion/reveal';

interface SectionProps {
  /** Id of the section: an anchor target, and the base of its heading's id. */
  id: string;
  title: string;
  lead?: string;
  /** Tinted background, to alternate sections down a long page. */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled page section (an h2 under the page's h1), labelled by its heading for assistive technology. */
export function Section({ id, title, lead, tinted = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx('py-14 sm:py-20', tinted && 'bg-slate-50')}
    >
      <div className="mx-auto max-w-6xl px-4">
        <Reveal>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</p>}
        </Reveal>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
