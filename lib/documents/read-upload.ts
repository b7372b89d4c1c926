import { BodyTooLargeError } from '@/lib/http';

/**
 * Reads a request's raw bytes, stopping as soon as they pass `maxBytes`: an honest Content-Length
 * over the limit is refused before anything is read, and a body without one (or lying about it)
 * is counted while it streams, so a large upload is never held in memory.
 */
export async function readBytesLimited(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
