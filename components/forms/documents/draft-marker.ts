/** Set while the draft store holds anything, so that a page without a draft never opens IndexedDB. */
export const DRAFT_STORE_MARKER = 'admission-draft-files';

/** Whether this browser may hold a draft with files or a send waiting (read without IndexedDB). */
export function mayHoldDraft(): boolean {
  try {
    return localStorage.getItem(DRAFT_STORE_MARKER) === '1';
  } catch {
    return false;
  }
}
