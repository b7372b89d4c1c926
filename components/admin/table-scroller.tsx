import type { ReactNode } from 'react';

/**
 * The box a staff table scrolls sideways in when it is wider than the screen (a phone). It takes
 * the keyboard's focus, so that the arrow keys scroll it too, and is named for screen readers as
 * the region they land in.
 */
export function TableScroller({
  label,
  className = '',
  framed = true,
  children,
}: {
  label: string;
  className?: string;
  /** A card of its own (a list); false inside a card already (an application's documents). */
  framed?: boolean;
  children: ReactNode;
}) {
  const frame = framed ? 'rounded-lg bg-white shadow-sm' : '';
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${frame} ${className}`}>
      {children}
    </div>
  );
}
