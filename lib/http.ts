/** Thrown when a request body is larger than allowed. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

/** Thrown when a request body is not valid UTF-8 text. */
export class BodyEncodingError extends Error {
  constructor() {
    super('Request body is not valid UTF-8');
  }
}

/**
 * Reads a request's raw bytes, stopping as soon as they pass `maxBytes`: an honest Content-Length
 * over the limit is refused before anything is read, and a body without one (or lying about it)
 * is counted while it streams, so a large body is never held in memory.
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

/**
 * Reads a request body as UTF-8 text within `maxBytes` (readBytesLimited). Invalid UTF-8 is
 * refused rather than silently replaced.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytesLimited(request, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyEncodingError();
  }
}

/**
 * Whether a Content-Type header names `mediaType` in UTF-8: no charset parameter, or `utf-8` (any
 * case, quoted or not). A body in another charset would be decoded wrongly, so it is refused.
 */
export function hasContentType(header: string | null, mediaType: string): boolean {
  if (!header) return false;
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== mediaType) return false;
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length);
  return charset === undefined || charset.replaceAll('"', '') === 'utf-8';
}

/** Whether a Content-Type header names JSON in UTF-8. */
export function isJsonContentType(header: string | null): boolean {
  return hasContentType(header, 'application/json');
}

/** The value of cookie `name` in a request's `Cookie` header, if it has one. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
