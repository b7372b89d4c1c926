import type { DocumentKind } from '@/lib/forms/document-rules';

export interface StoredDocument {
  id: string;
  kind: DocumentKind;
  name: string;
  size: number;
}

export type UploadResult =
  | { ok: true; document: StoredDocument }
  | {
      ok: false;
      error: 'tooLarge' | 'wrongType' | 'tooMany' | 'notFound' | 'limited' | 'network' | 'failed';
      message?: string;
    };

interface UploadRequest {
  kind: DocumentKind;
  name: string;
  blob: Blob;
  mediaType: string;
  uploadToken: string;
  idempotencyKey: string;
  locale: string;
  onProgress: (fraction: number) => void;
}

const errorOfStatus: Record<number, Exclude<UploadResult, { ok: true }>['error']> = {
  404: 'notFound',
  409: 'tooMany',
  413: 'tooLarge',
  415: 'wrongType',
  429: 'limited',
};

/**
 * One document's upload, on its own XMLHttpRequest (fetch reports no upload progress), as the raw
 * bytes. The idempotency key is the file's own and kept across retries: a retry after a lost
 * answer gets the stored document back instead of a second copy.
 */
export function uploadDocument(request: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ kind: request.kind, name: request.name, locale: request.locale });
    xhr.open('POST', `/api/admissions/documents?${query.toString()}`);
    xhr.setRequestHeader('X-Upload-Token', request.uploadToken);
    xhr.setRequestHeader('Idempotency-Key', request.idempotencyKey);
    xhr.setRequestHeader('Content-Type', request.mediaType);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => resolve({ ok: false, error: 'network' });
    xhr.ontimeout = () => resolve({ ok: false, error: 'network' });
    xhr.onload = () => {
      const body = xhr.response as { document?: StoredDocument; message?: unknown } | null;
      if ((xhr.status === 200 || xhr.status === 201) && body?.document) {
        request.onProgress(1);
        resolve({ ok: true, document: body.document });
        return;
      }
      resolve({
        ok: false,
        error: errorOfStatus[xhr.status] ?? 'failed',
        message: typeof body?.message === 'string' ? body.message : undefined,
      });
    };
    xhr.send(request.blob);
  });
}
