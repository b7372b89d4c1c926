// The type of content/.compiled/calendar.json, which scripts/content.ts writes from content/ (see there).
import type { IntakeEvent } from '../intake-types';

declare const calendar: { year: number; events: readonly IntakeEvent[] };
export default calendar;
