'use client';

import { useState, useSyncExternalStore } from 'react';
import type { MotionKit } from './kit';
import { getMotionKit, getServerMotionKit, subscribeMotion } from './motion-loader';

/**
 * The animation kit for one interactive part, or null (then the part renders as it would without
 * it). A part changes over only when `moment` changes (it opens, closes, switches view): a part
 * that swapped its elements while open would lose the focus inside it. So the kit that arrives
 * while a menu is open animates from its next opening, and reduced motion chosen meanwhile
 * applies from its next change, which is then immediate.
 */
export function useMotionKit(moment: unknown): MotionKit | null {
  const live = useSyncExternalStore(subscribeMotion, getMotionKit, getServerMotionKit);
  const [held, setHeld] = useState<{ moment: unknown; kit: MotionKit | null }>(() => ({
    moment,
    kit: live,
  }));
  if (!Object.is(held.moment, moment)) {
    setHeld({ moment, kit: live });
    return live;
  }
  return held.kit;
}
