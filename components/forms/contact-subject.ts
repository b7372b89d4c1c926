/**
 * The subject a link to the contact form writes (?subject=, as the button of a programme closed
 * this intake does), on one line. Empty when the link names none.
 */
export function subjectFromQuery(search: string): string {
  const subject = new URLSearchParams(search).get('subject') ?? '';
  return subject.replace(/\s+/g, ' ').trim();
}
