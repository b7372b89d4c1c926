import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';

export type DisclosureProps = ComponentPropsWithRef<'div'> & {
  as?: 'div' | 'nav';
  open: boolean;
};

/** A panel shown or hidden by a class (the kit's Disclosure, without animation). */
export function PlainDisclosure({ as: Tag = 'div', open, className, ...rest }: DisclosureProps) {
  return <Tag className={clsx(className, !open && 'hidden')} {...rest} />;
}
