import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react';
import { clsx } from 'clsx';

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Stagger, in steps of 0.1 s, for cards shown side by side. */
  step?: number;
} & ComponentPropsWithoutRef<T>;

/**
 * A block that fades and slides in when the page opens (globals.css `.reveal`). Never wrap the
 * largest above-the-fold element (the LCP): its entry must not be delayed.
 *
 * A list of cards enters as one block (`<Reveal as="ul">` around plain items), not card by card:
 * each animated element costs the main thread style work on every frame while the page starts,
 * and thirty staggered cards made /licences' start-up style work four times that of the page itself.
 */
export function Reveal<T extends ElementType = 'div'>({
  as,
  step = 0,
  className,
  style,
  ...rest
}: RevealProps<T>) {
  const Component: ElementType = as ?? 'div';
  const delay = { '--reveal-delay': `${Math.min(step, 6) * 0.1}s`, ...style } as CSSProperties;
  return <Component className={clsx('reveal', className)} style={delay} {...rest} />;
}
