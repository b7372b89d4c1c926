// Every address of the staff area, in French as its screens are, in one place: the pages, the
// forms' actions, the redirects, the proxy's gate and the body limits take them from here.
// No `server-only` marker: the proxy and the pages' components import it too.
import type { InboxKind } from './inbox-kinds';

export const ADMIN_PATH = '/admin';
/** The sign-in page; `/admin/login`, its former address, redirects here for good (next.config.mjs). */
export const LOGIN_PATH = '/admin/connexion';
/** Where the sign-in form posts. */
export const LOGIN_POST_PATH = '/admin/session';
export const LOGOUT_PATH = '/admin/deconnexion';
export const SESSIONS_PATH = '/admin/sessions';
export const CLOSE_SESSIONS_PATH = '/admin/sessions/fermer';
export const FAILED_MAILS_PATH = '/admin/courriels';
export const RESEND_MAIL_PATH = '/admin/courriels/renvoyer';
export const TEMPLATES_PATH = '/admin/modeles';

/** A reply template's page, and where its form posts. */
export const templatePath = (key: string) => `${TEMPLATES_PATH}/${key}`;
export const saveTemplatePath = (key: string) => `${templatePath(key)}/enregistrer`;

/** An inbox's list, its bulk form, and its exports. */
export const inboxPath = (kind: InboxKind) => `${ADMIN_PATH}/${kind}`;
export const bulkPath = (kind: InboxKind) => `${inboxPath(kind)}/lot`;
export const exportPath = (kind: InboxKind, format: 'csv' | 'xlsx') =>
  format === 'csv' ? `${inboxPath(kind)}/exporter` : `${inboxPath(kind)}/exporter/xlsx`;

/** What a submission's page posts to, and its print view: the last segment of its address. */
export const submissionForms = {
  status: 'statut',
  assignee: 'attribution',
  note: 'notes',
  cleared: 'lever-signalement',
  print: 'imprimer',
} as const;

/** A submission's page, or one of its forms' addresses. */
export function submissionPath(
  kind: InboxKind,
  reference: string,
  form?: keyof typeof submissionForms,
): string {
  const page = `${inboxPath(kind)}/${encodeURIComponent(reference)}`;
  return form ? `${page}/${submissionForms[form]}` : page;
}
