import type { Staff } from '@/lib/admin/staff';

/** The editing screen's address (Keystatic's own, fixed by the library) and its API's. */
export const EDITOR_PATH = '/keystatic';
export const EDITOR_API_PATH = '/api/keystatic';

export type EditorAccess = { allowed: true; staff: Staff } | { allowed: false; status: 401 | 403 };

/**
 * Who reaches the editing screen and its API: a signed-in staff account holding the « éditeur »
 * role (`npm run admin:users -- grant-editor`). Signed out: 401 (the page sends to the staff
 * sign-in); signed in without the role (the admissions office's accounts): 403.
 */
export function editorAccess(staff: Staff | undefined): EditorAccess {
  if (!staff) return { allowed: false, status: 401 };
  if (!staff.editor) return { allowed: false, status: 403 };
  return { allowed: true, staff };
}
