// The type of content/.compiled/team.json, which scripts/content.ts writes from content/ (see there).
import type { TeamMember } from '../types';

declare const team: readonly TeamMember[];
export default team;
