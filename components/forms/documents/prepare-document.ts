import { SNIFF_BYTES, sniffDocumentType } from '@/lib/documents/file-type';
import { MAX_DOCUMENT_BYTES, PHOTO_TARGET_BYTES, type DocumentType } from '@/lib/forms/document-rules';
import { encodingAttempts, scaledSize } from './image-sizing';

export type PrepareError = 'tooLarge' | 'wrongType';

export type Prepared =
  | { ok: true; blob: Blob; type: DocumentType; name: string; originalSize: number }
  | { ok: false; error: PrepareError };

async function encodeJpeg(bitmap: ImageBitmap, longSide: number, quality: number): Promise<Blob | null> {
  const { width, height } = scaledSize(bitmap.width, bitmap.height, longSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A transparent PNG would turn black as a JPEG: paper is white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** A JPEG, PNG or HEIC photo re-encoded as a JPEG of at most PHOTO_TARGET_BYTES; null if none fits. */
async function compressPhoto(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    for (const { longSide, quality } of encodingAttempts()) {
      const blob = await encodeJpeg(bitmap, longSide, quality);
      if (blob && blob.size <= PHOTO_TARGET_BYTES) return blob;
    }
    return null;
  } finally {
    bitmap.close();
  }
}

const jpegName = (name: string) => `${name.replace(/\.[^./]{1,5}$/, '') || 'document'}.jpg`;

/**
 * A picked file made ready to upload: its real type read from its first bytes; a JPEG or PNG
 * photo above the target re-encoded smaller (a small one goes as it is); a HEIC photo re-encoded
 * where the browser decodes it, else (Chromium cannot) sent as it is; a PDF as it is; whatever goes
 * as it is must fit within MAX_DOCUMENT_BYTES.
 */
export async function prepareDocument(file: File): Promise<Prepared> {
  const type = sniffDocumentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) return { ok: false, error: 'wrongType' };
  const asIs = { ok: true as const, blob: file, type, name: file.name, originalSize: file.size };
  const heif = type === 'image/heic' || type === 'image/heif';
  if (type !== 'image/jpeg' && type !== 'image/png' && !heif) {
    return file.size <= MAX_DOCUMENT_BYTES ? asIs : { ok: false, error: 'tooLarge' };
  }
  // A HEIC photo is re-encoded whatever its size where the browser can decode it (Safari, where
  // such photos come from): the office's computers may not open HEIC.
  if (file.size <= PHOTO_TARGET_BYTES && !heif) return asIs;
  try {
    const blob = await compressPhoto(file);
    if (blob)
      return { ok: true, blob, type: 'image/jpeg', name: jpegName(file.name), originalSize: file.size };
  } catch {
    // Not decodable after all (a damaged photo): sent unchanged if the server can take it.
  }
  if (file.size <= MAX_DOCUMENT_BYTES) return asIs;
  return { ok: false, error: 'tooLarge' };
}
