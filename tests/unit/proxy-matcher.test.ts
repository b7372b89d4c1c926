import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeAll, describe, expect, it } from 'vitest';

type Matches = (path: string) => boolean;
let matches: Matches;

beforeAll(async () => {
  // Next.js's server modules expect the global that `next start` installs before loading them.
  Object.assign(globalThis, { AsyncLocalStorage });
  const { config } = await import('@/proxy');
  const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server');
  matches = (url) => unstable_doesMiddlewareMatch({ config, url });
});

describe('the proxy', () => {
  it('runs on pages and the staff area', () => {
    for (const path of [
      '/',
      '/en/contact',
      '/licences/droit',
      '/admin',
      '/admin/connexion',
      '/admin/deconnexion',
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });

  it('never sees the login post, whose body Next.js would read whole before the route handler', () => {
    expect(matches('/admin/session')).toBe(false);
    expect(matches('/admin/sessions')).toBe(true);
    expect(matches('/api/contact')).toBe(false);
  });

  it("never sees the health probes: a probe gets its route's own answer, never a page's redirect", () => {
    for (const path of ['/api/health', '/api/ready']) expect(matches(path), path).toBe(false);
  });
});
