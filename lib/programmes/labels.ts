import type { Localized, Programme, ProgrammeType } from '@/content/types';

/** Key of the `Programme` message naming a programme's level ('Licence (Bac +3)' / 'Master'). */
export function levelKey(type: ProgrammeType): 'licenceBadge' | 'masterBadge' {
  return type === 'licence' ? 'licenceBadge' : 'masterBadge';
}

type YearKey = 'licenceYear1' | 'licenceYear2' | 'licenceYear3' | 'masterYear1' | 'masterYear2';

/** The curriculum year by year, each with the `Programme` message key of its heading. */
export function curriculumYearKeys(programme: Programme): { key: YearKey; courses: readonly Localized[] }[] {
  if (programme.type === 'licence') {
    const [y1, y2, y3] = programme.curriculum;
    return [
      { key: 'licenceYear1', courses: y1 },
      { key: 'licenceYear2', courses: y2 },
      { key: 'licenceYear3', courses: y3 },
    ];
  }
  const [y1, y2] = programme.curriculum;
  return [
    { key: 'masterYear1', courses: y1 },
    { key: 'masterYear2', courses: y2 },
  ];
}

/** The admission form with this programme already chosen (read by the admission form). */
export function admissionHref(programme: Pick<Programme, 'type' | 'slug'>): string {
  return `/admissions?${new URLSearchParams({ programType: programme.type, program: programme.slug })}`;
}

/** The contact form with its subject already written (read by the contact form). */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject })}`;
}

/**
 * Where a programme's call to apply leads: the admission form when the programme takes applications
 * this intake; otherwise the form could not select it, so the contact form, with a subject naming it.
 */
export function applyHref(
  programme: Pick<Programme, 'type' | 'slug' | 'applicationsOpen'>,
  contactSubject: string,
): string {
  return programme.applicationsOpen ? admissionHref(programme) : contactHref(contactSubject);
}
