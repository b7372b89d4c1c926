/** The documents an application may carry, in the order the admissions page lists them. */
export const documentKinds = ['transcripts', 'diploma', 'identity'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Largest file the server takes, photos before compression included. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What a photo of a document is brought down to before it leaves the phone. */
export const PHOTO_TARGET_BYTES = 500 * 1024;
/** Files per kind the server keeps. */
export const MAX_FILES_PER_KIND = 3;

export type DocumentType = 'jpeg' | 'png' | 'heic' | 'pdf';

export const mediaTypes: Record<DocumentType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

const heifBrands = new Set(['heic', 'heix', 'mif1', 'msf1', 'heif']);

/**
 * What a file really is, from its first bytes (its name and declared type are not trusted): the
 * JPEG and PNG signatures, `%PDF-`, or an ISO-BMFF `ftyp` box with a HEIC/HEIF brand. Null for
 * anything else (an executable renamed `.pdf` included).
 */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && heifBrands.has(ascii(8, 12))) return 'heic';
  return null;
}

/** A size for people: "3,9 Mo" / "3.9 MB", "480 Ko" / "480 KB". */
export function formatBytes(bytes: number, locale: string): string {
  const fr = locale === 'fr';
  const number = (value: number) =>
    value.toLocaleString(fr ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} ${fr ? 'Mo' : 'MB'}`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} ${fr ? 'Ko' : 'KB'}`;
}
