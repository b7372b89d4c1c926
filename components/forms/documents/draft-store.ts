import type { DocumentKind, DocumentType } from '@/lib/forms/document-rules';
import { DRAFT_STORE_MARKER } from './draft-marker';
import type { StoredDocument } from './upload-document';

/** A chosen file, kept in the browser until the server has stored it. */
export interface DraftFile {
  /** Also the upload's idempotency key: a retry never stores a second copy. */
  id: string;
  kind: DocumentKind;
  name: string;
  type: DocumentType;
  blob: Blob;
  originalSize: number;
  /** The address of its resumable upload once begun: it resumes there after a reload. */
  uploadUrl?: string;
  /** The server's record once stored. */
  stored?: StoredDocument;
  /** The server refused it for good (too large, wrong type, too many): its message. */
  refused?: string;
}

/** An application pressed "send" on, kept until the server has stored it and its files. */
export interface Outbox {
  /** The exact JSON body of the send (fields, locale, idempotency key, honeypot). */
  body: Record<string, unknown>;
  /** When the visitor pressed send. */
  queuedAt: number;
  /** When the page the form was filled on was loaded: its form token was current then. */
  pageLoadedAt: number;
  reference?: string;
  uploadToken?: string;
  /** The confirmation was asked for: the application and its files are all stored. */
  confirmed?: boolean;
}

const DB_NAME = 'admission-draft';
const FILES = 'files';
const OUTBOX = 'outbox';
const OUTBOX_KEY = 'application';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(FILES, { keyPath: 'id' });
      req.result.createObjectStore(OUTBOX);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
  });
  return opened;
}

/**
 * Settles once the transaction has committed. A request's success is not enough: a browser out of
 * room (a full phone) reports it by aborting the transaction after its requests have succeeded.
 */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

async function run<T>(
  storeName: string,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  const tx = db.transaction(storeName, mode);
  const [result] = await Promise.all([request(action(tx.objectStore(storeName))), committed(tx)]);
  return result;
}

function mark(present: boolean) {
  try {
    if (present) localStorage.setItem(DRAFT_STORE_MARKER, '1');
    else localStorage.removeItem(DRAFT_STORE_MARKER);
  } catch {
    // Without localStorage the marker is missing: pages just never look for a draft.
  }
}

export async function saveFile(file: DraftFile): Promise<void> {
  mark(true);
  await run(FILES, 'readwrite', (store) => store.put(file));
}

export async function deleteFile(id: string): Promise<void> {
  await run(FILES, 'readwrite', (store) => store.delete(id));
}

export async function readFiles(): Promise<DraftFile[]> {
  return run(FILES, 'readonly', (store) => store.getAll() as IDBRequest<DraftFile[]>);
}

export async function saveOutbox(outbox: Outbox): Promise<void> {
  mark(true);
  await run(OUTBOX, 'readwrite', (store) => store.put(outbox, OUTBOX_KEY));
}

export async function readOutbox(): Promise<Outbox | undefined> {
  return run(OUTBOX, 'readonly', (store) => store.get(OUTBOX_KEY) as IDBRequest<Outbox | undefined>);
}

/** Everything sent and stored: the files and the outbox are erased. */
export async function clearDraftStore(): Promise<void> {
  const db = await open();
  const tx = db.transaction([FILES, OUTBOX], 'readwrite');
  tx.objectStore(FILES).clear();
  tx.objectStore(OUTBOX).clear();
  await committed(tx);
  mark(false);
}
