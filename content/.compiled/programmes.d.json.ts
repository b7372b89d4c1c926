// The type of content/.compiled/programmes.json, which scripts/content.ts writes from content/ (see there).
import type { Programme } from '../types';

declare const programmes: readonly Programme[];
export default programmes;
