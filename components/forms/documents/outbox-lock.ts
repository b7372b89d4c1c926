/**
 * Runs `task` while no other tab nor the service worker is sending this browser's application
 * (Web Locks, where available). Each send would be stored once anyway (idempotency keys): the lock
 * only spares the connection a second copy of every file.
 */
export async function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return task();
  return locks.request('admission-outbox', task) as Promise<T>;
}
