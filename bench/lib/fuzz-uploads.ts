// The resumable uploads' fuzz cases (the tus protocol at /api/admissions/uploads): every method,
// malformed and hostile headers (lengths, offsets, metadata, protocol version, tokens), bodies of
// random bytes, on uploads that exist, belong to another application or do not exist. None may be
// answered 5xx, and no document may be stored that is not whole.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { locales } from '../../i18n/locale-routing.mjs';

export interface UploadCase {
  kind: string;
  method: string;
  /** A path, or `{upload}` for an upload the bench created for the token's application. */
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');
const junkHeader = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('-1', '0', '1', '5242880', '5242881', '1e9', '9007199254740993', 'NaN', ' 12', '0x10'),
);
const metadata = fc.oneof(
  junkHeader,
  fc
    .record(
      {
        kind: fc.constantFrom('transcripts', 'diploma', 'identity', 'passport', ''),
        name: fc.oneof(
          fc.constantFrom('releve.pdf', 'a/b.pdf', '\u202Eexe.pdf', 'x'.repeat(300)),
          fc.string(),
        ),
        key: fc.oneof(fc.constantFrom('fuzz-key-0001', 'short', 'k'.repeat(120)), fc.string()),
        application: fc.uuid(),
        filetype: fc.string({ maxLength: 10 }),
      },
      { requiredKeys: [] },
    )
    .map((fields) =>
      Object.entries(fields)
        .map(([key, value]) => `${key} ${b64(value)}`)
        .join(','),
    ),
);
const body = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc
    .integer({ min: 0, max: 200_000 })
    .map((size) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 0x20)])),
  fc.constant(Buffer.from('MZ\x90\x00', 'latin1')),
);

function cases(token: string, otherToken: string) {
  const tokens = fc.constantFrom(
    token,
    token,
    otherToken,
    '',
    'u1.ADM-2026-ZZZZZZ.zzzz.forged',
    'x'.repeat(500),
  );
  const path = fc.oneof(
    fc.constant('/api/admissions/uploads'),
    fc.constant('{upload}'),
    fc.stringMatching(/^[0-9a-f]{32}$/).map((id: string) => `/api/admissions/uploads/${id}`),
    fc.constantFrom(
      '/api/admissions/uploads/..%2f..%2fetc',
      '/api/admissions/uploads/%00',
      `/api/admissions/uploads/${'a'.repeat(2000)}`,
      '/api/admissions/uploads/a/b/c',
    ),
  );
  return fc.record({
    method: fc.constantFrom('POST', 'POST', 'PATCH', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS', 'GET', 'PUT'),
    path,
    headers: fc.record(
      {
        'tus-resumable': fc.oneof(fc.constant('1.0.0'), fc.constant('1.0.0'), junkHeader),
        'upload-length': fc.oneof(fc.integer({ min: 0, max: 6_000_000 }).map(String), junkHeader),
        'upload-defer-length': fc.constantFrom('1', '0', 'x'),
        'upload-metadata': metadata,
        'upload-offset': fc.oneof(fc.integer({ min: 0, max: 300_000 }).map(String), junkHeader),
        'content-type': fc.constantFrom('application/offset+octet-stream', 'text/plain', 'application/json'),
        'upload-concat': fc.constantFrom('final;/a /b', 'partial'),
        'x-http-method-override': fc.constantFrom('PATCH', 'DELETE', 'GET'),
        'x-upload-token': tokens,
        'x-locale': fc.constantFrom(...locales, 'xx', ''),
      },
      { requiredKeys: ['tus-resumable', 'x-upload-token'] },
    ),
    body,
  });
}

export function uploadCases(amount: number, seed: number, token: string, otherToken: string): UploadCase[] {
  return fc.sample(cases(token, otherToken), { numRuns: amount, seed }).map((c) => ({
    ...c,
    kind: `${c.method} ${c.path === '{upload}' ? 'an upload' : c.path === '/api/admissions/uploads' ? 'creation' : 'other address'}`,
    body: ['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(c.method) ? Buffer.alloc(0) : c.body,
  }));
}

/** Creates a real upload for the token's application; its address. */
export async function createUpload(base: URL, token: string, size: number): Promise<string> {
  const response = await fetch(new URL('/api/admissions/uploads', base), {
    method: 'POST',
    headers: {
      origin: base.origin,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `kind ${b64('identity')},name ${b64('fuzz.pdf')},key ${b64(`fuzz-${size}-${Date.now()}`)}`,
      'x-upload-token': token,
    },
  });
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw new Error(`Upload creation failed: ${response.status}`);
  return location;
}

/** Sends one case; resolves with its status, or -1 if the server closed the connection first. */
export function sendUpload(base: URL, c: UploadCase, upload: string): Promise<number> {
  return new Promise((resolve) => {
    const path = c.path === '{upload}' ? upload : c.path;
    const request = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: c.method,
        path,
        headers: { origin: base.origin, ...c.headers, 'content-length': String(c.body.length) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(-1));
    request.end(c.body);
  });
}
