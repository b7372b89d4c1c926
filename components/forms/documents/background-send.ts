import { readFiles, readOutbox, saveFile, saveOutbox } from './draft-store';
import { withOutboxLock } from './outbox-lock';
import { sendResumably } from './resumable-send';

export { OUTBOX_SYNC_TAG } from './background-send-tag';

/**
 * How late after its page was loaded the service worker still sends an application. The form page
 * only keeps a form token with more than a day left (proxy.ts), so within a day the token the
 * page came with is still valid and the send is judged a person's. Later, the send waits for the
 * visitor's next visit to the form page (see use-application-outbox.ts).
 */
export const BACKGROUND_SEND_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A send the server did not take for now (no connection, busy, database down): try again later. */
class RetryLater extends Error {}

async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', credentials: 'same-origin' });
  } catch {
    throw new RetryLater('network');
  }
}

/**
 * The service worker's send of an application kept in the browser (Background Sync): its text,
 * then each file not stored yet, then the confirmation. Everything goes with the keys the page
 * chose, so whichever of the page and the worker sends first, the server stores each thing once.
 * Throws while something is left to retry, so the browser schedules the sync again.
 */
export async function sendOutboxInBackground(now = Date.now()): Promise<void> {
  await withOutboxLock(async () => {
    const outbox = await readOutbox();
    if (!outbox || outbox.confirmed) return;
    if (!outbox.reference || !outbox.uploadToken) {
      if (now - outbox.pageLoadedAt > BACKGROUND_SEND_WINDOW_MS) return;
      const response = await post('/api/admissions', {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(outbox.body),
      });
      const answer = (await response.json().catch(() => null)) as {
        reference?: unknown;
        uploadToken?: unknown;
      } | null;
      if (
        response.status === 201 &&
        typeof answer?.reference === 'string' &&
        typeof answer.uploadToken === 'string'
      ) {
        outbox.reference = answer.reference;
        outbox.uploadToken = answer.uploadToken;
        await saveOutbox(outbox);
      } else if (response.status === 429 || response.status >= 500) {
        throw new RetryLater(String(response.status));
      } else {
        // Refused as it stands (a field the server rejects): the page explains it on the next visit.
        return;
      }
    }
    let left = false;
    const locale = typeof outbox.body.locale === 'string' ? outbox.body.locale : 'fr';
    for (const file of await readFiles()) {
      if (file.stored || file.refused) continue;
      // Resumed from the bytes the server holds, wherever the page or an earlier sync left it.
      const sent = await sendResumably(file, {
        uploadToken: outbox.uploadToken,
        locale,
        keepUrl: (uploadUrl) => saveFile({ ...file, uploadUrl }),
      });
      if (sent.outcome === 'stored') await saveFile({ ...file, stored: sent.document });
      else if (sent.outcome === 'refused') await saveFile({ ...file, refused: sent.message });
      else left = true;
    }
    if (left) throw new RetryLater('documents');
    const confirmation = await post('/api/admissions/confirmation', {
      headers: { 'X-Upload-Token': outbox.uploadToken },
    });
    if (confirmation.status === 202) await saveOutbox({ ...outbox, confirmed: true });
  });
}
