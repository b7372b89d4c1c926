import type { TeamMember } from '@/content/types';
import compiled from './.compiled/team.json' with { type: 'json' };
import { once, resolveAll } from './placeholders';

/*
 * Management team: one file per person, content/team/<id>.yaml, in their `order`. All names are
 * FICTIONAL placeholders, to be replaced by the operator. Members without a `photo` show the
 * 'photo to come' placeholder. A head of department is titled with the department's name as the
 * programme pages give it, through the placeholder {department:<id>}.
 */
const teamMembers = once((): readonly TeamMember[] => resolveAll(compiled));

export function allTeamMembers(): readonly TeamMember[] {
  return teamMembers();
}
