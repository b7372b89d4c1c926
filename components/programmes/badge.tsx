import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';

interface BadgeProps {
  tone: 'neutral' | 'accent' | 'primary' | 'light' | 'department';
  /** Background of a department badge (the department's colour). */
  colour?: string;
  children: ReactNode;
}

/** A small label in a list of badges (`<ul>`). */
export function Badge({ tone, colour, children }: BadgeProps) {
  const style: CSSProperties | undefined = tone === 'department' ? { backgroundColor: colour } : undefined;
  return (
    <li
      style={style}
      className={clsx(
        'rounded-full px-3 py-1 text-xs font-semibold',
        tone === 'neutral' && 'bg-slate-100 text-slate-800',
        tone === 'accent' && 'bg-accent-400 text-slate-900',
        tone === 'primary' && 'bg-primary-100 text-primary-900',
        tone === 'light' && 'bg-white text-primary-800',
        tone === 'department' && 'text-white',
      )}
    >
      {children}
    </li>
  );
}
