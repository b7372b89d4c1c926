'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_FILES_PER_KIND, type DocumentKind, type DocumentType } from '@/lib/forms/document-rules';
import type { DocumentTexts } from '@/lib/forms/document-strings';
import { mayHoldDraft } from './draft-marker';
import type { DraftFile } from './draft-store';
import type { StoredDocument, UploadResult } from './upload-document';

export type DocumentStatus = 'preparing' | 'ready' | 'uploading' | 'sent' | 'failed' | 'refused';

/** One chosen file as the visitor sees it. */
export interface DocumentItem {
  id: string;
  kind: DocumentKind;
  name: string;
  /** Bytes that are (or will be) sent. */
  size: number;
  status: DocumentStatus;
  /** 0 to 100 while uploading. */
  percent: number;
  /** Why it was refused or failed, in the visitor's language. */
  error?: string;
}

interface Payload {
  kind: DocumentKind;
  name: string;
  blob: Blob;
  type: DocumentType;
  stored: boolean;
  /** Where its resumable upload was begun, if it was. */
  uploadUrl?: string;
  /** In the draft store: a reload or a closed page does not lose it. */
  kept: boolean;
}

interface DocumentsOptions {
  locale: string;
  texts: DocumentTexts;
  /** Keep the chosen files in the browser's draft store (IndexedDB) until they are stored. */
  persist: boolean;
  onStored?: (document: StoredDocument) => void;
}

const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const loadStore = () => import('./draft-store');

/**
 * The documents of one application: picked files checked and, for photos, made smaller in the
 * browser (that code loads only once a file is picked), kept in the draft store when `persist`,
 * uploaded one request each once there is an upload token, each with its progress and its own retry.
 */
export function useDocuments({ locale, texts, persist, onStored }: DocumentsOptions) {
  const [items, setItems] = useState<DocumentItem[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const payloads = useRef(new Map<string, Payload>());
  const token = useRef<string | null>(null);

  const update = useCallback((id: string, change: Partial<DocumentItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  // A draft's files, back after a reload or a dropped connection.
  const [restored, setRestored] = useState(() => !persist || !mayHoldDraft());
  useEffect(() => {
    if (restored) return;
    let cancelled = false;
    void loadStore()
      .then((store) => store.readFiles())
      .then((files) => {
        if (cancelled) return;
        for (const file of files) {
          payloads.current.set(file.id, { ...file, stored: Boolean(file.stored), kept: true });
        }
        setItems(
          files.map((file) => ({
            id: file.id,
            kind: file.kind,
            name: file.name,
            size: file.blob.size,
            status: file.stored ? 'sent' : 'ready',
            percent: file.stored ? 100 : 0,
          })),
        );
      })
      .catch(() => {})
      .finally(() => setRestored(true));
    return () => {
      cancelled = true;
    };
    // Once, on arrival: a draft is restored before anything is picked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorText = useCallback(
    (error: string, message?: string) =>
      message ?? (error in texts ? (texts[error as keyof DocumentTexts] as string) : texts.network),
    [texts],
  );

  const inFlight = useRef(new Map<string, Promise<boolean>>());
  const uploadOnce = useCallback(
    async (id: string): Promise<boolean> => {
      const payload = payloads.current.get(id);
      if (!payload || !token.current) return false;
      if (payload.stored) return true;
      update(id, { status: 'uploading', error: undefined });
      const { uploadDocument, isFinalUploadError } = await import('./upload-document');
      const result: UploadResult = await uploadDocument({
        kind: payload.kind,
        name: payload.name,
        blob: payload.blob,
        uploadToken: token.current,
        idempotencyKey: id,
        locale,
        uploadUrl: payload.uploadUrl,
        onUploadUrl: (url) => {
          if (payload.uploadUrl === url) return;
          payload.uploadUrl = url;
          // Kept with the file: after a reload the upload resumes where the server stopped.
          if (persist && payload.kept) void keepUploadUrl(id, url);
        },
        onProgress: (fraction) => update(id, { percent: Math.floor(fraction * 100) }),
      });
      if (!result.ok) {
        // A refusal by the server's checks is final for that file; anything else can be retried.
        const final = isFinalUploadError(result.error);
        if (final) {
          payloads.current.delete(id);
          if (persist) void loadStore().then((store) => store.deleteFile(id).catch(() => {}));
        }
        update(id, {
          status: final ? 'refused' : 'failed',
          error: errorText(result.error === 'failed' ? 'network' : result.error, result.message),
        });
        return false;
      }
      payload.stored = true;
      update(id, { status: 'sent', percent: 100 });
      onStored?.(result.document);
      if (persist) await markStored(id, result.document);
      return true;
    },
    [errorText, locale, onStored, persist, update],
  );

  /** One upload of a file at a time: a second call while it runs waits for the same answer. */
  const upload = useCallback(
    (id: string): Promise<boolean> => {
      const running = inFlight.current.get(id);
      if (running) return running;
      const attempt = uploadOnce(id).finally(() => inFlight.current.delete(id));
      inFlight.current.set(id, attempt);
      return attempt;
    },
    [uploadOnce],
  );

  // Files removed while they were being prepared: neither kept nor sent once ready.
  const removed = useRef(new Set<string>());

  const pick = useCallback(
    async (kind: DocumentKind, files: FileList | File[]) => {
      const room =
        MAX_FILES_PER_KIND - itemsRef.current.filter((i) => i.kind === kind && i.status !== 'refused').length;
      // Every file picked is listed at once: the list is complete while the first one uploads.
      const chosen = Array.from(files, (file, index) => ({ file, id: newId(), fits: index < room }));
      setItems((current) => [
        ...current,
        ...chosen.map(({ file, id, fits }): DocumentItem => {
          const base = { id, kind, name: file.name, size: file.size, percent: 0 };
          return fits
            ? { ...base, status: 'preparing' }
            : { ...base, status: 'refused', error: texts.tooMany };
        }),
      ]);
      const { prepareDocument } = await import('./prepare-document');
      for (const { file, id } of chosen.filter(({ fits }) => fits)) {
        if (removed.current.has(id)) continue;
        const prepared = await prepareDocument(file);
        if (removed.current.has(id)) continue;
        if (!prepared.ok) {
          update(id, { status: 'refused', error: texts[prepared.error] });
          continue;
        }
        payloads.current.set(id, {
          kind,
          name: prepared.name,
          blob: prepared.blob,
          type: prepared.type,
          stored: false,
          kept: false,
        });
        // Kept in this browser before it is shown ready: a visitor who closes the page once it says
        // so finds the file in the restored draft.
        if (persist) {
          const draft: DraftFile = {
            id,
            kind,
            name: prepared.name,
            type: prepared.type,
            blob: prepared.blob,
            originalSize: prepared.originalSize,
          };
          // Not kept (no room left, a private window): the file is still sent from this page,
          // and a send without a connection says it would be lost with the page.
          await loadStore()
            .then((store) => store.saveFile(draft))
            .then(() => {
              const payload = payloads.current.get(id);
              if (payload) payload.kept = true;
            })
            .catch(() => {});
          if (removed.current.has(id)) {
            payloads.current.delete(id);
            void loadStore().then((store) => store.deleteFile(id).catch(() => {}));
            continue;
          }
        }
        update(id, { name: prepared.name, size: prepared.blob.size, status: 'ready' });
        if (token.current) await upload(id);
      }
    },
    [persist, texts, update, upload],
  );

  const remove = useCallback(
    (id: string) => {
      removed.current.add(id);
      payloads.current.delete(id);
      setItems((current) => current.filter((item) => item.id !== id));
      if (persist) void loadStore().then((store) => store.deleteFile(id).catch(() => {}));
    },
    [persist],
  );

  /** Uploads every file not stored yet, one after another; true once all of them are stored. */
  const uploadAll = useCallback(
    async (uploadToken: string): Promise<boolean> => {
      token.current = uploadToken;
      let all = true;
      for (const [id, payload] of payloads.current) {
        if (!payload.stored && !(await upload(id))) all = false;
      }
      return all;
    },
    [upload],
  );

  const setToken = useCallback((uploadToken: string | null) => {
    token.current = uploadToken;
  }, []);

  /** Whether every file still to send is in the draft store: it survives a closed page. */
  const allKept = useCallback(
    () => [...payloads.current.values()].every((payload) => payload.stored || payload.kept),
    [],
  );

  return { items, restored, pick, remove, retry: upload, uploadAll, setToken, allKept };
}

async function keepUploadUrl(id: string, uploadUrl: string) {
  try {
    const store = await loadStore();
    const file = (await store.readFiles()).find((f) => f.id === id);
    if (file) await store.saveFile({ ...file, uploadUrl });
  } catch {
    // Not kept: after a reload this file's upload starts again from its first byte.
  }
}

async function markStored(id: string, document: StoredDocument) {
  try {
    const store = await loadStore();
    const files = await store.readFiles();
    const file = files.find((f) => f.id === id);
    if (file) await store.saveFile({ ...file, stored: document });
  } catch {
    // The file is stored on the server; only the local record of it is stale.
  }
}
