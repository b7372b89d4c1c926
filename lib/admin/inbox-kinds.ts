/**
 * The staff area's two inboxes, as they appear in its addresses (`/admin/admissions`,
 * `/admin/contact`). Their own module: the filters, the statuses and every screen depend on it,
 * and it depends on nothing.
 */
export const inboxKinds = ['admissions', 'contact'] as const;
export type InboxKind = (typeof inboxKinds)[number];
