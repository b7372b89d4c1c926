import type { ReactNode } from 'react';

/**
 * The box a staff table scrolls sideways in when it is wider than the screen (a phone). It takes
 * the keyboard's focus, so that the arrow keys scroll it too, and is named for screen readers as
 * the region they land in.
 */
export function TableScroller({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg bg-white shadow-sm ${className}`}
    >
      {children}
    </div>
  );
}
