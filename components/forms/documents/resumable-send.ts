import { finalUploadErrors, UPLOAD_CHUNK_BYTES, UPLOADS_ENDPOINT } from '@/lib/forms/document-rules';
import type { DraftFile } from './draft-store';
import type { StoredDocument } from './upload-document';

/**
 * The service worker's resumable upload of one kept file: the same tus requests the page makes
 * with tus-js-client, written with `fetch` (a service worker has no XMLHttpRequest, which
 * tus-js-client's browser transport needs). It resumes at the file's `uploadUrl` from the bytes
 * the server holds, so the page and the worker can take turns on one upload.
 */
export type ResumableOutcome =
  | { outcome: 'stored'; document: StoredDocument }
  | { outcome: 'refused'; message: string }
  | { outcome: 'retry' };

interface SendOptions {
  uploadToken: string;
  locale: string;
  /** Keeps the upload's address with the file as soon as the server gives it. */
  keepUrl: (url: string) => Promise<void>;
}

const TUS = { 'Tus-Resumable': '1.0.0' };

async function send(url: string, init: RequestInit): Promise<Response | undefined> {
  try {
    return await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return undefined;
  }
}

function documentOf(response: Response): StoredDocument | undefined {
  const header = response.headers.get('X-Document');
  return header ? (JSON.parse(decodeURIComponent(header)) as StoredDocument) : undefined;
}

async function refusalOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  if (typeof body?.error !== 'string' || !(finalUploadErrors as readonly string[]).includes(body.error))
    return undefined;
  return typeof body.message === 'string' ? body.message : body.error;
}

export async function sendResumably(file: DraftFile, options: SendOptions): Promise<ResumableOutcome> {
  const headers = { ...TUS, 'X-Upload-Token': options.uploadToken, 'X-Locale': options.locale };
  let url = file.uploadUrl;
  let offset = 0;
  if (url) {
    const head = await send(url, { method: 'HEAD', headers });
    if (!head) return { outcome: 'retry' };
    if (head.ok) {
      const document = documentOf(head);
      if (document) return { outcome: 'stored', document };
      offset = Number(head.headers.get('Upload-Offset'));
    } else if (head.status === 404 || head.status === 410) url = undefined;
    else return { outcome: 'retry' };
  }
  if (!url) {
    const metadata = { kind: file.kind, name: file.name, key: file.id };
    const created = await send(new URL(UPLOADS_ENDPOINT, self.location.origin).toString(), {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(file.blob.size),
        'Upload-Metadata': Object.entries(metadata)
          .map(([key, value]) => `${key} ${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}`)
          .join(','),
      },
    });
    if (!created) return { outcome: 'retry' };
    const location = created.headers.get('Location');
    if (created.status !== 201 || !location) {
      const refused = await refusalOf(created);
      return refused ? { outcome: 'refused', message: refused } : { outcome: 'retry' };
    }
    url = new URL(location, self.location.origin).toString();
    await options.keepUrl(url);
  }
  while (offset < file.blob.size) {
    const patched = await send(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: file.blob.slice(offset, offset + UPLOAD_CHUNK_BYTES),
    });
    if (!patched) return { outcome: 'retry' };
    if (!patched.ok) {
      const refused = await refusalOf(patched);
      return refused ? { outcome: 'refused', message: refused } : { outcome: 'retry' };
    }
    const document = documentOf(patched);
    if (document) return { outcome: 'stored', document };
    offset = Number(patched.headers.get('Upload-Offset'));
    if (!Number.isFinite(offset)) return { outcome: 'retry' };
  }
  return { outcome: 'retry' };
}
