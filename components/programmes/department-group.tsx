import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { Department } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { Reveal } from '@/components/motion/reveal';

interface DepartmentGroupProps {
  department: Department;
  locale: Locale;
  count: string;
  /** How many programme cards `children` holds: it sets the columns. */
  size: number;
  children: ReactNode;
}

/**
 * The grid of a department's cards, chosen so that no row stands mostly empty: one card takes the
 * row (laid out wide, see ProgrammeCard), two or four fill two columns, more fill three.
 */
export function departmentColumns(size: number): string {
  if (size <= 1) return '';
  if (size === 2 || size === 4) return 'sm:grid-cols-2';
  return 'sm:grid-cols-2 lg:grid-cols-3';
}

/** A department's programmes under its name and colour. */
export function DepartmentGroup({ department, locale, count, size, children }: DepartmentGroupProps) {
  const id = `departement-${department.id}`;
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <div className="flex items-center gap-3 border-b-4 pb-2" style={{ borderColor: department.colour }}>
        <span
          className="h-4 w-4 rounded-full"
          style={{ backgroundColor: department.colour }}
          aria-hidden="true"
        />
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {department.name[locale]}
        </h2>
        <span className="ms-auto text-sm text-slate-600">{count}</span>
      </div>
      <Reveal as="ul" className={clsx('mt-6 grid gap-6', departmentColumns(size))}>
        {children}
      </Reveal>
    </section>
  );
}
