import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingBaselineHeaders } from '@/lib/security/baseline-headers';
import { scriptlessPagePolicy } from '@/lib/security/csp';
import { dataPolicy, securityHeaders } from '@/lib/security/headers.mjs';
import { installServerHook } from '@/lib/security/server-hook';
import { slowHeaders, statusLine, trickle } from '../support/slow-client';

/**
 * The hook instrumentation.ts installs, on a plain Node server answering the ways Next.js does:
 * every answer leaves with the security headers, whoever wrote it, a page's own policy untouched;
 * TRACE is refused; a client that sends its request slowly is cut off. Short limits keep it fast.
 */
const timeouts = { headersMs: 400, requestMs: 1_200, keepAliveMs: 2_500 };

let server: http.Server;
/** The addresses whose handler received a request. */
const reached: (string | undefined)[] = [];
let port: number;

beforeAll(async () => {
  installServerHook({ ...timeouts, socketAddress: true, siteUrl: 'https://www.example.org' });
  server = http.createServer((request, response) => {
    switch (request.url) {
      case '/redirect': // as next.config.mjs redirects() answer: no header of headers()
        response.statusCode = 308;
        response.setHeader('Location', '/about');
        response.end('/about');
        return;
      case '/page': // a page with its own policy, set through writeHead's own argument
        response.writeHead(200, {
          'content-type': 'text/html',
          'Content-Security-Policy': "script-src 'self'",
        });
        response.end('<p>page</p>');
        return;
      case '/raw-headers': // writeHead with a flat list of raw headers
        response.writeHead(200, [
          'Content-Type',
          'text/html; charset=utf-8',
          'X-Frame-Options',
          'SAMEORIGIN',
        ]);
        response.end('<p>raw</p>');
        return;
      case '/form': // a form endpoint: answers once it has read the whole body
        request.resume();
        request.on('end', () => response.writeHead(204).end());
        return;
      case '/admissions': // a page a server action may be posted to
      case '/admin/deconnexion': // staff posts: the handler reads the whole body, as Next.js does
      case '/admin/modeles/missing_documents':
      case '/admin/admissions/ADM-2026-7K3Q9X/notes': {
        reached.push(request.url);
        let bytes = 0;
        request.on('data', (chunk: Buffer) => (bytes += chunk.length));
        request.on('end', () => response.writeHead(200).end(JSON.stringify({ bytes })));
        return;
      }
      case '/forwarding': // what the site reads of who the client is
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({
            for: request.headers['x-forwarded-for'],
            host: request.headers['x-forwarded-host'] ?? null,
            proto: request.headers['x-forwarded-proto'] ?? null,
            realIp: request.headers['x-real-ip'] ?? null,
          }),
        );
        return;
      case '/error': // an error answer written by hand
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain');
        response.end('Internal Server Error');
        return;
      default:
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end('<p>not found</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, method = 'GET'): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, path, method, host: '127.0.0.1', agent: false }, (response) => {
      response.resume();
      resolve(response);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the client address without a trusted proxy', () => {
  it('is the socket peer, whatever forwarding headers the client wrote', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          port,
          path: '/forwarding',
          host: '127.0.0.1',
          agent: false,
          headers: {
            'X-Forwarded-For': '198.51.100.7',
            'X-Forwarded-Host': 'evil.example',
            'X-Forwarded-Proto': 'https',
            'X-Real-IP': '198.51.100.8',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(JSON.parse(body)).toEqual({ for: '127.0.0.1', host: null, proto: null, realIp: null });
  });
});

describe('the security headers of every answer', () => {
  const baseline = Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]));

  it('adds them to an answer that has none, with the closed policy when it is no document', async () => {
    for (const path of ['/redirect', '/error']) {
      const response = await get(path);
      expect(response.headers, path).toMatchObject(baseline);
      expect(response.headers['content-security-policy'], path).toBe(dataPolicy);
    }
  });

  it('gives an HTML answer without a policy the site look without scripts', async () => {
    const response = await get('/missing.png');
    expect(response.headers).toMatchObject(baseline);
    expect(response.headers['content-security-policy']).toBe(scriptlessPagePolicy);
    expect(scriptlessPagePolicy).toContain("script-src 'none'");
  });

  it("keeps an answer's own headers, whether set before writeHead or given to it", async () => {
    const page = await get('/page');
    expect(page.headers['content-security-policy']).toBe("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const raw = await get('/raw-headers');
    expect(raw.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(raw.headers['content-security-policy']).toBe(scriptlessPagePolicy);
    expect(raw.headers['referrer-policy']).toBe(baseline['referrer-policy']);
  });

  it('answers TRACE 405, with the headers, before any handler sees it', async () => {
    const response = await get('/redirect', 'TRACE');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.headers).toMatchObject(baseline);
  });

  it('gives a PDF no policy: browsers draw it in a viewer page a policy would break', () => {
    const names = missingBaselineHeaders(new Set(), 'application/pdf').map(([name]) => name);
    expect(names).not.toContain('Content-Security-Policy');
    expect(names).toContain('X-Content-Type-Options');
  });

  it('lists what is missing by name, whatever its case, and never replaces a policy', () => {
    const present = new Set(['content-security-policy', 'x-frame-options']);
    const missing = missingBaselineHeaders(present, 'text/html').map(([name]) => name);
    expect(missing).not.toContain('Content-Security-Policy');
    expect(missing).not.toContain('X-Frame-Options');
    expect(missing).toContain('X-Content-Type-Options');
  });
});

describe('the limits of a slow client', () => {
  it('applies the limits to the server on its first connection', async () => {
    await get('/page');
    expect(server.headersTimeout).toBe(timeouts.headersMs);
    expect(server.requestTimeout).toBe(timeouts.requestMs);
    expect(server.keepAliveTimeout).toBe(timeouts.keepAliveMs);
  });

  it('cuts off a client that sends its headers slowly, with 408, before it is done', async () => {
    const { answer, finished } = await trickle(port, slowHeaders('/page', 40), 100);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(finished).toBe(false);
  });

  it('cuts off a client that sends its body slowly, with 408, before it is done', async () => {
    const head = 'POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 60\r\n\r\n';
    const { answer, finished } = await trickle(port, [head, ...'x'.repeat(60)], 100);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(finished).toBe(false);
  });
});

describe('the timeout settings', () => {
  const names = ['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS', 'HTTP_KEEP_ALIVE_TIMEOUT_MS'];
  const load = async (values: Record<string, string>) => {
    vi.resetModules();
    for (const name of names) delete process.env[name];
    Object.assign(process.env, values);
    try {
      return (await import('@/lib/core/env')).env;
    } finally {
      for (const name of names) delete process.env[name];
    }
  };

  it("default to 20 s for the headers, 60 s for the request and 65 s, above a proxy's 60 s, idle", async () => {
    const env = await load({});
    expect([
      env.HTTP_HEADERS_TIMEOUT_MS,
      env.HTTP_REQUEST_TIMEOUT_MS,
      env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    ]).toEqual([20_000, 60_000, 65_000]);
  });

  it('refuse a headers timeout longer than the request timeout, naming the setting', async () => {
    await expect(load({ HTTP_HEADERS_TIMEOUT_MS: '90000' })).rejects.toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});

/** Sends a post, the body in `chunks` (chunked unless `length` is declared); the answer and its body. */
function postRaw(
  path: string,
  chunks: readonly Buffer[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const request = http.request(
      { port, path, method: 'POST', host: '127.0.0.1', agent: false, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body, sent }));
      },
    );
    request.on('error', reject);
    const write = (i: number) => {
      if (i >= chunks.length) return void request.end();
      if (request.destroyed) return;
      request.write(chunks[i], () => {
        sent += chunks[i]!.length;
        setImmediate(() => write(i + 1));
      });
    };
    write(0);
  });
}

describe('staff-area post bodies', () => {
  const megabyte = Buffer.alloc(1024 * 1024, 'a');

  it('refuses a declared body over its address’s limit 413 before reading a byte of it', async () => {
    reached.length = 0;
    const answer = await postRaw('/admin/deconnexion', [], { 'Content-Length': String(200 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('Envoi trop volumineux.');
    expect(reached).toEqual([]);
  });

  it('counts a chunked body while it arrives and cuts it off 413 past the limit, the handler never reached', async () => {
    reached.length = 0;
    const answer = await postRaw(
      '/admin/deconnexion',
      Array.from({ length: 50 }, () => megabyte),
      { 'Transfer-Encoding': 'chunked' },
    ).catch((error: NodeJS.ErrnoException) => ({ status: 0, body: error.code ?? '', sent: 0 }));
    // The server answers and hangs up long before the 50 MB are sent.
    if (answer.status !== 0) expect(answer.status).toBe(413);
    else expect(answer.body).toMatch(/ECONNRESET|EPIPE/);
    expect(reached).toEqual([]);
  });

  it('hands a chunked body within the limit on whole, as a declared one', async () => {
    reached.length = 0;
    const note = Buffer.from('note=' + 'é'.repeat(2000));
    const parts = [note.subarray(0, 100), note.subarray(100, 3000), note.subarray(3000)];
    const chunked = await postRaw('/admin/admissions/ADM-2026-7K3Q9X/notes', parts, {
      'Transfer-Encoding': 'chunked',
    });
    expect(chunked).toMatchObject({ status: 200, body: JSON.stringify({ bytes: note.length }) });
    const declared = await postRaw('/admin/admissions/ADM-2026-7K3Q9X/notes', [note], {
      'Content-Length': String(note.length),
    });
    expect(declared).toMatchObject({ status: 200, body: JSON.stringify({ bytes: note.length }) });
    const empty = await postRaw('/admin/deconnexion', [], {});
    expect(empty).toMatchObject({ status: 200, body: JSON.stringify({ bytes: 0 }) });
    expect(reached).toHaveLength(3);
  });

  it('refuses a malformed form posted without scripts to a page with a server action 400, a real one passes', async () => {
    reached.length = 0;
    const path = '/admin/modeles/missing_documents';
    const junk = await postRaw(path, [Buffer.from('aaaa')], {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': '4',
    });
    expect(junk.status).toBe(400);
    expect(reached).toEqual([]);
    const form = Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="fr.subject"\r\n\r\nObjet\r\n--x--\r\n',
    );
    const real = await postRaw(path, [form], {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(form.length),
    });
    expect(real).toMatchObject({ status: 200, body: JSON.stringify({ bytes: form.length }) });
  });

  it('refuses a server action posted from another site 403, before Next.js could fail on it', async () => {
    reached.length = 0;
    for (const origin of ['https://evil.example', 'http://www.example.org', 'null']) {
      const answer = await postRaw('/admissions', [Buffer.from('[]')], {
        'Content-Length': '2',
        'Next-Action': '7f00aa',
        Origin: origin,
      });
      expect(answer.status, origin).toBe(403);
    }
    expect(reached).toEqual([]);
    const own = await postRaw('/admissions', [Buffer.from('[]')], {
      'Content-Length': '2',
      'Next-Action': '7f00aa',
      Origin: 'https://www.example.org',
    });
    expect(own.status).toBe(200);
    expect(reached).toEqual(['/admissions']);
  });
});
