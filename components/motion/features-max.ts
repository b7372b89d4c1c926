import { domMax } from 'motion/react';

/** domAnimation plus layout animations: only the programme finder's re-ordering list needs them. */
export default domMax;
