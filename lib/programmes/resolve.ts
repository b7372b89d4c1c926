import { allProgrammes, getProgramme } from '@/content/programmes';
import type { Programme, ProgrammeType } from '@/content/types';
import { slugify } from './text';

function decode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/**
 * The programme an URL segment names: its slug, or its title in either language as the old
 * `/programs/masters/{title}` links carry it (URL-encoded, any case, with or without accents).
 */
export function resolveProgramme(type: ProgrammeType, id: string): Programme | undefined {
  const exact = getProgramme(type, id);
  if (exact) return exact;
  const wanted = slugify(decode(id).replace(/\+/g, ' '));
  if (!wanted) return undefined;
  return allProgrammes().find(
    (p) =>
      p.type === type &&
      (p.slug === wanted || slugify(p.title.fr) === wanted || slugify(p.title.en) === wanted),
  );
}
