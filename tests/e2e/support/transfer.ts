import type { Page, Request } from '@playwright/test';

/** Records every request the page completes from now on. */
export function finishedRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  return requests;
}

/** Bytes the requests transferred: bodies and headers, as the network carried them. */
export async function transferredBytes(requests: readonly Request[]): Promise<number> {
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}
