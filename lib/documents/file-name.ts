import type { DocumentMediaType } from './file-type';

/** The extension a stored file gets: that of the type read from its bytes, never another. */
const extensionOf: Record<DocumentMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

/** The extensions that already name a type, as a phone writes them (`IMG_0042.HEIC`, `photo.jpeg`). */
const sameType: Record<DocumentMediaType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'application/pdf': ['pdf'],
};

/**
 * Characters that change how a name is shown without being seen: C0 and C1 controls, and the
 * bidirectional marks, embeddings, overrides and isolates (`releve‮atm.pdf.hta` shows as
 * `releveath.fdp.mta`… or as a harmless `.pdf` while it is not one).
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Trailing extensions (`.pdf.hta`, `.html`): letters first, as a type's name is; `.2024` stays. */
const TRAILING_EXTENSIONS = /(\.[A-Za-z][A-Za-z0-9]{0,5})+$/;

/**
 * The name a document is stored and downloaded under: the applicant's name without invisible
 * characters or its own extensions, then the extension of the type its bytes were recognised as.
 * A file named `releve.html` that is a PDF is saved as `releve.pdf`; a name whose one extension
 * already names its type keeps it as written (`IMG_0042.HEIC`).
 */
export function savedFileName(name: string, mediaType: DocumentMediaType | string): string {
  const visible = name.replace(INVISIBLE, '').trim();
  const own = /^[^.]+\.([A-Za-z]{3,4})$/.exec(visible)?.[1];
  if (own && sameType[mediaType as DocumentMediaType]?.includes(own.toLowerCase())) return visible;
  const extension = extensionOf[mediaType as DocumentMediaType] ?? 'bin';
  const base = visible.replace(TRAILING_EXTENSIONS, '').replace(/[.\s]+$/, '');
  return `${base || 'document'}.${extension}`;
}

/** RFC 5987 `attr-char`: what percent-encoding must leave as is, and nothing more. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition` for a stored document: `filename` in plain ASCII (accents folded, quotes,
 * backslashes and anything else dropped) for old clients, and `filename*` with the whole name in
 * UTF-8 (RFC 5987), which current browsers prefer.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '')
      .trim() || 'document';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
