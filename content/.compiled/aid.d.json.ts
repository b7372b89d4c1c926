// The type of content/.compiled/aid.json, which scripts/content.ts writes from content/ (see there).
import type { AidScheme } from '../intake-types';

declare const aid: { schemes: readonly AidScheme[] };
export default aid;
