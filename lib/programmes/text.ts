/**
 * Text folding shared by the finder and the URL resolver: case, accents and typographic variants
 * never decide whether a visitor finds a programme ('economie' finds 'Économie').
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘ʼ`]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL-safe, accent-free form of a title: 'Droit des affaires (OHADA)' → 'droit-des-affaires-ohada'. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
