// The type of content/.compiled/leadership.json, which scripts/content.ts writes from content/ (see there).
import type { Leader, Localized } from '../types';

declare const leadership: { leaders: readonly Leader[]; rectorMessage: readonly Localized[] };
export default leadership;
