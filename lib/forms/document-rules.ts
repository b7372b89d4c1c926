/** The documents an application may carry, in the order the admissions page lists them. */
export const documentKinds = ['transcripts', 'diploma', 'identity'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Largest file the server takes, photos before compression included. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What a photo of a document is brought down to before it leaves the phone. */
export const PHOTO_TARGET_BYTES = 500 * 1024;
/** Files per kind the server keeps. */
export const MAX_FILES_PER_KIND = 3;

/** A file's real type, read from its first bytes (lib/documents/file-type.ts). */
export type { DocumentMediaType as DocumentType } from '@/lib/documents/file-type';

/** A size for people: "3,9 Mo" / "3.9 MB", "480 Ko" / "480 KB". */
export function formatBytes(bytes: number, locale: string): string {
  const fr = locale === 'fr';
  const number = (value: number) =>
    value.toLocaleString(fr ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} ${fr ? 'Mo' : 'MB'}`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} ${fr ? 'Ko' : 'KB'}`;
}
