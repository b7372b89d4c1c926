/**
 * What a person's name may hold: letters of any script (Latin, Arabic…) with their combining marks,
 * spaces, hyphens, apostrophes (typed ' or ’) and dots. Names go into the university's own e-mails:
 * without digits, line breaks, `:`, `/` or `@` a name cannot carry a sentence with a price, a link
 * or an address in the site's voice.
 */
const nameCharacters = /^[\p{L}\p{M} '’.-]+$/u;

/**
 * A dot followed by a letter or a digit (`evil.example`) is how a mail client recognises a domain
 * and turns it into a link; in a name a dot ends an initial or an abbreviation (« J. Dupont »,
 * « J.-P. »).
 */
const linkLikeDot = /\.[\p{L}\p{M}\p{N}]/u;

export function isPersonName(text: string): boolean {
  return nameCharacters.test(text) && !linkLikeDot.test(text);
}

/**
 * A stored name as an e-mail may show it, whatever rule it was stored under: anything a name may
 * not hold becomes a space, and a dot before a letter is followed by a space, so no mail client can
 * find a link, an address or a line of its own in it.
 */
export function nameForMail(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} '’.-]/gu, ' ')
    .replace(/\.(?=[\p{L}\p{M}\p{N}])/gu, '. ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
