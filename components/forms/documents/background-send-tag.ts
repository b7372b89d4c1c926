/** The Background Sync tag under which a page asks the service worker to send its application. */
export const OUTBOX_SYNC_TAG = 'admission-outbox';
