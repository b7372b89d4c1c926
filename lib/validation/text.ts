/**
 * Characters a text field may not hold: NUL and the other control characters but tab and line
 * breaks (PostgreSQL refuses NUL in text; the others have no place in a form), and lone halves of
 * a surrogate pair (not text at all: they cannot be encoded to be stored or shown).
 */
const unstorable =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** The longest local part (before the @) an e-mail address may have (RFC 5321). */
const MAX_LOCAL_PART = 64;

export function hasValidLocalPart(email: string): boolean {
  return email.slice(0, email.lastIndexOf('@')).length <= MAX_LOCAL_PART;
}
