import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBodyLimited } from '@/lib/http';

function chunked(parts: string[]): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[pulled++];
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
  return new Request('http://localhost/api', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readBodyLimited', () => {
  it('returns a body within the limit, multi-byte characters intact', async () => {
    expect(await readBodyLimited(chunked(['{"path":"/é', 'cole"}']), 64)).toBe('{"path":"/école"}');
  });

  it('refuses a declared length over the limit without reading', async () => {
    const request = new Request('http://localhost/api', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '5000' },
    });
    await expect(readBodyLimited(request, 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('stops a chunked body as soon as it passes the limit', async () => {
    const parts = Array.from({ length: 1000 }, () => 'x'.repeat(1024));
    await expect(readBodyLimited(chunked(parts), 4096)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
