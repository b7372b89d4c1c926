'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { OUTBOX_SYNC_TAG } from './documents/background-send-tag';
import { mayHoldDraft } from './documents/draft-marker';
import type { useDocuments } from './documents/use-documents';

/**
 * On a later visit, a send kept in the browser waits this long after the page loaded: the form
 * token that page may have just received must be older than FORM_MIN_FILL_MS (1.5 s by default)
 * for the send to be judged a person's, as it is (docs/security.md, Late sends).
 */
export const QUEUED_SEND_DELAY_MS = 5000;

export interface Receipt {
  reference: string;
  /** What the files upload with; absent from a server answer without one (nothing to upload then). */
  uploadToken?: string;
}

/**
 * `offline`: no connection, the send and its files kept in the browser; `unkept`: no connection and
 * the browser would not keep them (no room, a private window), so they go only from this page.
 */
type OutboxState = 'idle' | 'offline' | 'unkept' | 'pending';

interface OutboxOptions {
  documents: ReturnType<typeof useDocuments>;
  /** The form element's id: an automatic send presses its send button for the visitor. */
  formId: string;
  /**
   * Found on arrival, stored already (by the service worker, or before a reload): the form's
   * values, and their draft, are that application's and are cleared.
   */
  onStoredBefore: () => void;
}

const loadStore = () => import('./documents/draft-store');

/** The same fields (envelope aside), whatever their order. */
function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const fields = (body: Record<string, unknown>) =>
    JSON.stringify(
      Object.entries(body)
        .filter(([key]) => key !== 'idempotencyKey' && key !== 'website')
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return fields(a) === fields(b);
}

/** Asks the service worker to send the application once the connection is back (Chromium). */
function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (
        registration as
          (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
      )?.sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => {});
}

/**
 * An application pressed "send" on is kept in the browser (IndexedDB: its body, with its
 * idempotency key, and its files) until the server has stored it and every file. Without a
 * connection the visitor is told so, and it goes by itself when the connection returns: through
 * the service worker (Background Sync) where the browser has it, else on the `online` event while
 * the page is open, else on the next visit to the form. The same key makes it stored once,
 * whichever of them sends first.
 */
export function useApplicationOutbox({ documents, formId, onStoredBefore }: OutboxOptions) {
  const [state, setState] = useState<OutboxState>('idle');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  /** The reference whose confirmation was asked for. */
  const confirming = useRef<string | null>(null);
  const { restored, uploadAll, allKept } = documents;
  /** Whether the last send pressed is in the draft store. */
  const sendKept = useRef(false);

  /**
   * Keeps the send about to be made. A send of the same fields as the kept one keeps its key, even
   * once it is stored: the automatic send of a page that waited may come just after the service
   * worker stored the application, and the server then answers with that application's reference
   * instead of storing it twice.
   */
  const queue = useCallback(async (body: Record<string, unknown>) => {
    try {
      const store = await loadStore();
      const previous = await store.readOutbox();
      const again = previous && sameFields(previous.body, body) ? previous : undefined;
      const kept = again ? { ...body, idempotencyKey: again.body.idempotencyKey } : body;
      await store.saveOutbox({
        ...again,
        body: kept,
        queuedAt: Date.now(),
        pageLoadedAt: Math.round(performance.timeOrigin),
      });
      sendKept.current = true;
      return kept;
    } catch {
      // No IndexedDB (a private window) or no room: the send goes as it is, only nothing waits
      // offline.
      sendKept.current = false;
      return body;
    }
  }, []);

  /** No connection: answers whether the application and its files wait in the browser. */
  const offline = useCallback(() => {
    const kept = sendKept.current && allKept();
    setState(kept ? 'offline' : 'unkept');
    if (sendKept.current) requestBackgroundSync();
    return kept;
  }, [allKept]);

  /** The application is stored: its reference is kept until every file is. */
  const stored = useCallback(async (reference: string, uploadToken: string | undefined) => {
    setState('idle');
    setReceipt({ reference, uploadToken });
    try {
      const store = await loadStore();
      const outbox = await store.readOutbox();
      if (outbox) await store.saveOutbox({ ...outbox, reference, uploadToken });
    } catch {
      // The files still go now; only a reload before they are stored would lose the reference.
    }
  }, []);

  const submitForm = useCallback(() => {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement && form.dataset.ready === 'true') form.requestSubmit();
  }, [formId]);

  // On arrival: a stored application with files still to send shows its receipt; one never
  // stored goes, once online, after QUEUED_SEND_DELAY_MS.
  useEffect(() => {
    if (!mayHoldDraft()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void loadStore()
      .then((store) => store.readOutbox())
      .then((outbox) => {
        if (cancelled || !outbox) return;
        if (outbox.reference) {
          setReceipt({ reference: outbox.reference, uploadToken: outbox.uploadToken });
          onStoredBefore();
          return;
        }
        setState('pending');
        const wait = Math.max(0, QUEUED_SEND_DELAY_MS - performance.now());
        timer = setTimeout(() => {
          if (navigator.onLine) submitForm();
        }, wait);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [onStoredBefore, submitForm]);

  // Back online while the page is open: the waiting send goes, and files left behind follow.
  useEffect(() => {
    const back = () => {
      if (
        state === 'offline' ||
        state === 'unkept' ||
        (state === 'pending' && performance.now() >= QUEUED_SEND_DELAY_MS)
      )
        submitForm();
      if (receipt?.uploadToken) void uploadAll(receipt.uploadToken);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [receipt, state, submitForm, uploadAll]);

  // Once the application is stored and its files restored, they upload.
  useEffect(() => {
    if (receipt?.uploadToken && restored) void uploadAll(receipt.uploadToken);
  }, [receipt, restored, uploadAll]);

  // Every file stored (or refused for good): the confirmation e-mail is asked for, the draft erased.
  const settled =
    !!receipt &&
    restored &&
    documents.items.every((item) => item.status === 'sent' || item.status === 'refused');
  useEffect(() => {
    if (!settled || !receipt || confirming.current === receipt.reference) return;
    confirming.current = receipt.reference;
    const erase = async () => (await loadStore()).clearDraftStore();
    if (!receipt.uploadToken) {
      void erase().catch(() => {});
      return;
    }
    void fetch('/api/admissions/confirmation', {
      method: 'POST',
      headers: { 'X-Upload-Token': receipt.uploadToken },
    })
      .then(erase)
      .catch(() => {
        // Offline again: the server sends the e-mail by itself; the draft is erased next time.
        confirming.current = null;
      });
  }, [receipt, settled]);

  return { state, receipt, queue, offline, stored };
}
