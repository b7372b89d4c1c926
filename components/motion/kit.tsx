'use client';

import { useEffect, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AnimatePresence, LazyMotion, MotionConfig, useIsPresent, type Variants } from 'motion/react';
import * as m from 'motion/react-m';
import { clsx } from 'clsx';
import type { DisclosureProps } from './plain-disclosure';

/*
 * The interactive parts' animations: exits and layout changes, which CSS cannot do as well (the
 * entry fade of a page stays CSS, components/motion/reveal.tsx). This module and motion come in
 * their own chunks, loaded by use-motion-kit.ts after the first interaction, never with a page.
 * Each part renders without them until they have loaded, and whenever reduced motion is preferred.
 */

// The features load in their own chunk (the loader asks for it beside this one).
const loadAnimation = () => import('./features').then((module) => module.default);
const loadLayout = () => import('./features-max').then((module) => module.default);

// Asked for at once, so that the first animation does not wait for them.
void loadAnimation();

// Seen by the end-to-end tests, which check that motion loads only where it should.
if (typeof document !== 'undefined') document.documentElement.dataset.motion = 'loaded';

function Root({ children, layout = false }: { children: ReactNode; layout?: boolean }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={layout ? loadLayout : loadAnimation} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

const quick = { duration: 0.18, ease: 'easeOut' } as const;
/** A closing panel's fade, and a margin. */
const closingMs = 300;

/** Presence of a modal dialog rendered through a portal: it fades in, and out when it closes. */
function Presence({ children }: { children: ReactNode }) {
  return (
    <Root>
      <AnimatePresence>{children}</AnimatePresence>
    </Root>
  );
}

/**
 * The dialog itself, inside Presence. While it fades out it no longer takes clicks, focus or the
 * attention of assistive technology: the page behind is already back.
 */
function DialogFrame({ style, ...props }: Omit<ComponentPropsWithRef<'div'>, keyof MotionDivHandlers>) {
  const present = useIsPresent();
  return (
    <m.div
      {...props}
      inert={!present || undefined}
      style={{ ...style, pointerEvents: present ? undefined : 'none' }}
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={quick}
    />
  );
}

type MotionDivHandlers = Pick<
  ComponentPropsWithRef<'div'>,
  'onAnimationStart' | 'onAnimationEnd' | 'onAnimationIteration' | 'onDrag' | 'onDragStart' | 'onDragEnd'
>;

const slide: Variants = {
  enter: (direction: number) => ({ opacity: 0, x: direction * 48 }),
  center: { opacity: 1, x: 0 },
  exit: (direction: number) => ({ opacity: 0, x: direction * -48 }),
};

/** The lightbox's photo and caption: the next one slides in from the side it comes from. */
function PhotoSwitch({
  photoKey,
  direction,
  className,
  children,
}: {
  photoKey: string;
  /** 1 to the next photo, -1 to the previous one. */
  direction: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AnimatePresence mode="wait" initial={false} custom={direction}>
      <m.div
        key={photoKey}
        className={className}
        custom={direction}
        variants={slide}
        initial="enter"
        animate="center"
        exit="exit"
        transition={{ duration: 0.14, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </AnimatePresence>
  );
}

const disclosure: Variants = {
  open: { opacity: 1, y: 0 },
  closed: { opacity: 0, y: -6 },
};

/**
 * A panel always in the document, hidden by a class when closed (PlainDisclosure's behaviour):
 * it fades in, and fades out before the class hides it. While it fades out it takes no focus.
 */
function Disclosure({ as = 'div', open, className, ...props }: DisclosureProps) {
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setClosing(!open);
  }
  // At the latest when the fade should have ended: a fade that never reports its end (a page whose
  // clock is held, as the header's timing test holds it) must not leave the panel on show.
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setClosing(false), closingMs);
    return () => window.clearTimeout(timer);
  }, [closing]);
  const Panel = as === 'nav' ? m.nav : m.div;
  return (
    <Root>
      <Panel
        {...(props as Omit<ComponentPropsWithRef<'div'>, keyof MotionDivHandlers>)}
        className={clsx(className, !open && !closing && 'hidden')}
        inert={closing || undefined}
        initial={false}
        animate={open ? 'open' : 'closed'}
        variants={disclosure}
        transition={quick}
        onAnimationComplete={(definition) => {
          if (definition === 'closed') setClosing(false);
        }}
      />
    </Root>
  );
}

/** Calls `onShown` once its view is in the document (after the previous one has left). */
function Shown({ onShown }: { onShown: () => void }) {
  // Only when this view mounts: each view has its own.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onShown(), []);
  return null;
}

/**
 * One view at a time (the catalogue's list or a programme's detail): the current one fades out
 * before the next fades in, so no two of them (nor their ids) are in the document at once.
 */
function ViewSwitch({
  viewKey,
  onShown,
  children,
}: {
  viewKey: string;
  onShown: () => void;
  children: ReactNode;
}) {
  return (
    <Root>
      <AnimatePresence mode="wait" initial={false}>
        <m.div
          key={viewKey}
          initial={{ opacity: 0, y: 8 }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0 }}
          transition={quick}
        >
          <Shown onShown={onShown} />
          {children}
        </m.div>
      </AnimatePresence>
    </Root>
  );
}

/** A list whose items glide to their new places when it is re-ordered, and fade in and out. */
function LayoutItems({ children }: { children: ReactNode }) {
  return (
    <Root layout>
      <AnimatePresence mode="popLayout" initial={false}>
        {children}
      </AnimatePresence>
    </Root>
  );
}

function LayoutItem(props: Omit<ComponentPropsWithRef<'li'>, keyof MotionDivHandlers>) {
  return (
    <m.li
      {...props}
      layout="position"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={quick}
    />
  );
}

export const kit = { Presence, DialogFrame, PhotoSwitch, Disclosure, ViewSwitch, LayoutItems, LayoutItem };
export type MotionKit = typeof kit;
