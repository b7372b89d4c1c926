/**
 * Control characters (NUL among them, which PostgreSQL refuses in text) and lone halves of a
 * surrogate pair: no name or e-mail address holds them, so a search for them is a mistake.
 */
const unsearchable = /[\p{Cc}\uD800-\uDFFF]/u;

export function isSearchableText(text: string): boolean {
  return !unsearchable.test(text);
}

/**
 * The search box's text as it is compared: composed (NFC), so that "é" typed as one character or
 * as "e" and a combining accent is the same letter; none when only spaces were typed.
 */
export function normaliseSearch(text: string): string | undefined {
  const normalised = text.normalize('NFC').trim();
  return normalised === '' ? undefined : normalised;
}
