import type { ProgrammeType } from '@/content/types';
import { programmeListing } from '@/lib/routes';

/** Id of the 'Programme introuvable' notice on the listings; the redirect targets it (CSS :target). */
export const programmeNotFoundAnchor = 'programme-introuvable';

/** Query parameter carrying the id that was not found (kept for the server log and analytics). */
export const programmeNotFoundParam = 'introuvable';

/** Where an unknown programme id is sent: its listing, with the notice showing. */
export function programmeNotFoundPath(type: ProgrammeType, id: string): string {
  const query = new URLSearchParams({ [programmeNotFoundParam]: id.slice(0, 200) });
  return `/${programmeListing[type]}?${query}#${programmeNotFoundAnchor}`;
}
