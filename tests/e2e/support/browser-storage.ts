import { expect, type Page } from '@playwright/test';
import { namesItem, storedInBrowser, type StoredItem } from '@/content/browser-storage';

export interface HeldItem {
  kind: StoredItem['kind'] | 'session-storage';
  name: string;
}

/** Everything the browser holds for the site: cookies, both web storages, caches, databases. */
export async function heldInBrowser(page: Page): Promise<HeldItem[]> {
  const cookies = (await page.context().cookies()).map((c) => ({ kind: 'cookie' as const, name: c.name }));
  const inPage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
  }));
  return [
    ...cookies,
    ...inPage.local.map((name) => ({ kind: 'local-storage' as const, name })),
    ...inPage.session.map((name) => ({ kind: 'session-storage' as const, name })),
    ...inPage.caches.map((name) => ({ kind: 'cache' as const, name })),
    ...inPage.databases.map((name) => ({ kind: 'indexeddb' as const, name })),
  ];
}

const listed = (held: HeldItem) =>
  storedInBrowser.find((i) => i.kind === held.kind && namesItem(i, held.name));

/** Fails on anything the browser holds that the privacy policy does not name. */
export function expectAllListed(held: readonly HeldItem[]) {
  expect(
    held.filter((h) => !listed(h)).map((h) => `${h.kind} ${h.name}`),
    'kept in the browser but absent from the privacy policy',
  ).toEqual([]);
}

/** The policy's items of an audience that the browser does not hold. */
export function missingFrom(held: readonly HeldItem[], audience: StoredItem['audience']): string[] {
  return storedInBrowser
    .filter((i) => i.audience === audience && !held.some((h) => h.kind === i.kind && namesItem(i, h.name)))
    .map((i) => `${i.kind} ${i.name}`);
}
