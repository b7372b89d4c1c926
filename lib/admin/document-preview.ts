/**
 * The document types the staff area shows inline (a thumbnail, opened in its own tab): images every
 * browser renders, as sniffed from their bytes at upload (lib/documents/file-type.ts). A PDF is
 * never shown inline: it can carry scripts and links; HEIC photos are not rendered by most browsers.
 */
const previewableTypes = new Set(['image/jpeg', 'image/png']);

export function isPreviewable(mediaType: string): boolean {
  return previewableTypes.has(mediaType);
}

/** The address of a document's inline variant, beside its download address. */
export function previewHref(downloadHref: string): string {
  return `${downloadHref}?inline=1`;
}
