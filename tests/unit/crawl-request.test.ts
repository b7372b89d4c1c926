import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlGet } from '../e2e/support/crawl';

/**
 * The crawl's GET (tests/e2e/support/crawl.ts) survives a connection the server closes under it,
 * as happens when a kept-alive connection times out just as a request is written to it: here the
 * server drops every other connection without answering.
 */
let server: http.Server;
let context: APIRequestContext;
let requests = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (requests++ % 2 === 0) {
      request.socket.destroy();
      return;
    }
    response.writeHead(request.url === '/missing' ? 404 : 200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  context = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await context.dispose();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the crawl request', () => {
  it('sends a GET again when the connection was closed under it', async () => {
    await expect(context.get('/page')).rejects.toThrow(/ECONNRESET|socket hang up/);
    requests = 0;
    expect((await crawlGet(context, '/page')).status()).toBe(200);
    expect(requests).toBe(2);
  });

  it('still reports a broken address: only a dropped connection is retried', async () => {
    requests = 0;
    expect((await crawlGet(context, '/missing', { maxRedirects: 0 })).status()).toBe(404);
  });
});
