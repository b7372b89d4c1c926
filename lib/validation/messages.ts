/**
 * Keys of every validation message. The schemas produce these keys instead of text, so one schema
 * serves the form (the page passes the translated texts as props) and the route handler (which
 * answers in the request's language). Texts live in `messages/{fr,en}/forms.json` under `FormErrors`.
 */
export const formErrorKeys = [
  'fullNameRequired',
  'fullNameTooLong',
  'emailInvalid',
  'emailTooLong',
  'phoneInvalid',
  'phoneTooLong',
  'diplomaRequired',
  'diplomaTooLong',
  'programTypeRequired',
  'programRequired',
  'nameRequired',
  'nameTooLong',
  'nameCharacters',
  'subjectRequired',
  'subjectTooLong',
  'messageTooShort',
  'messageTooLong',
  'invalidCharacters',
  'unknownField',
  'invalidForm',
  'keyReused',
] as const;

export type FormErrorKey = (typeof formErrorKeys)[number];

export type FormErrorTexts = Record<FormErrorKey, string>;

export function isFormErrorKey(value: string): value is FormErrorKey {
  return (formErrorKeys as readonly string[]).includes(value);
}

/** Field → message text, from a zod error whose messages are keys (first issue per field wins). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  texts: FormErrorTexts,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    if (field in out) continue;
    // Only the schemas' own keys have texts; zod's built-in English messages are never shown.
    out[field] = texts[isFormErrorKey(issue.message) ? issue.message : 'invalidForm'];
  }
  return out;
}

/**
 * The message of a form-level issue: a field the form does not have (the schemas are strict, so a
 * client cannot slip extra columns or junk past them), or a body that is not an object at all.
 */
export function formShapeError(issue: { code?: string }): FormErrorKey {
  return issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalidForm';
}
