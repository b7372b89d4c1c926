import { domAnimation } from 'motion/react';

/** Motion's smallest feature set (animations, exit, variants), its own chunk: see kit.tsx. */
export default domAnimation;
