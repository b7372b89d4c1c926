import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * A GET for the crawl and the HTML gate, which send hundreds of requests over Playwright's
 * keep-alive connections. The server closes an idle kept-alive connection after its keep-alive
 * timeout; on a loaded machine a request can be written to such a connection just as it closes,
 * and Playwright reports `socket hang up (ECONNRESET)` for an address that is fine. A GET changes
 * nothing on the server, so it is sent once more on a new connection: Playwright retries on
 * ECONNRESET only, never on an HTTP status, so a broken link still fails.
 */
export function crawlGet(
  request: APIRequestContext,
  path: string,
  options: { maxRedirects?: number } = {},
): Promise<APIResponse> {
  return request.get(path, { ...options, maxRetries: 1 });
}
