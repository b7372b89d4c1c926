/** The file types an application's documents may have: photos of paper documents, and PDFs. */
export const documentMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;
export type DocumentMediaType = (typeof documentMediaTypes)[number];

/** Bytes enough to recognise every accepted type (an ISO-BMFF `ftyp` box lists its brands early). */
export const SNIFF_BYTES = 64;

const heicBrands = new Set(['heic', 'heix']);
const heifBrands = new Set(['mif1', 'msf1', 'heif']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** HEIC/HEIF: an ISO-BMFF file opening with an `ftyp` box whose major or a compatible brand says so. */
function heifType(bytes: Uint8Array): DocumentMediaType | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const boxSize = Math.min(
    (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    bytes.length,
  );
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => heicBrands.has(brand))) return 'image/heic';
  if (brands.some((brand) => heifBrands.has(brand))) return 'image/heif';
  return undefined;
}

/**
 * The type of a file read from its first bytes, whatever its name or the type the browser declared:
 * an executable renamed `.pdf` is an executable. Undefined for any type not accepted.
 */
export function sniffDocumentType(head: Uint8Array): DocumentMediaType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return heifType(head);
}
