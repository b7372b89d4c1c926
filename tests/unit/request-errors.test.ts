import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The lines the server's error hook writes for one failed request. */
async function logged(error: unknown, headers: Record<string, string> = {}) {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  const { onRequestError } = await import('@/instrumentation');
  await onRequestError(
    error,
    { path: '/admin/admissions?q=achta%40example.org&from=0000-01-01', method: 'GET', headers },
    {
      routerKind: 'App Router',
      routePath: '/admin/[kind]',
      routeType: 'render',
      revalidateReason: undefined,
    },
  );
  return lines;
}

describe('server errors', () => {
  it('are logged by the project logger with the route, name, digest and code, never the message or query', async () => {
    const error = Object.assign(
      new Error('Failed query: select … where full_name ilike $1\nparams: %achta@example.org%'),
      { name: 'DatabaseError', digest: '2736450531', code: '22021' },
    );
    const lines = await logged(error, { 'x-request-id': 'proxy-id-1' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      event: 'request_failed',
      method: 'GET',
      path: '/admin/admissions',
      route: '/admin/[kind]',
      routeType: 'render',
      error: 'DatabaseError',
      digest: '2736450531',
      code: '22021',
    });
    expect(lines[0]).not.toMatch(/achta|example\.org|0000-01-01|params|Failed query|proxy-id-1/);
  });

  it("carry a trusted proxy's request id, and no code that is not one", async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const [line] = await logged(Object.assign(new TypeError('x'), { code: 'achta@example.org' }), {
      'x-request-id': 'proxy-id-1',
    });
    const entry = JSON.parse(line!) as Record<string, unknown>;
    expect(entry).toMatchObject({ error: 'TypeError', requestId: 'proxy-id-1' });
    expect(entry.code).toBeUndefined();
    expect((await logged('thrown text'))[0]).toContain('"error":"string"');
  });
});
