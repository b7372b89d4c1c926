// The form endpoints' fuzz cases: arbitrary and malformed posts to /api/admissions and /api/contact
// (wrong types, huge strings, nested junk, invalid UTF-8, oversize bodies, chunked bodies, wrong
// content types). None may be stored, none answered 5xx.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';

export interface PublicCase {
  kind: string;
  path: string;
  contentType: string | undefined;
  body: Buffer;
  /** Sent in pieces with Transfer-Encoding: chunked (no Content-Length). */
  chunked: boolean;
}

const paths = fc.constantFrom('/api/admissions', '/api/contact');
const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8');
const anyType = fc.constantFrom(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
);
const fieldNames = [
  'fullName',
  'email',
  'phone',
  'diploma',
  'programType',
  'program',
  'message',
  'name',
  'subject',
  'locale',
  'idempotencyKey',
  'website',
  'fillMs',
  '__proto__',
  'constructor',
];
const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const text = (body: string) => Buffer.from(body, 'utf8');

/** Objects with the forms' field names and wrong or random values. */
const formShaped = fc
  .record(
    Object.fromEntries(
      fieldNames.map((f) => [f, fc.oneof(junk, fc.string({ maxLength: 300 }), fc.integer())]),
    ),
    { requiredKeys: [] },
  )
  .map((o) => text(JSON.stringify(o)));

const cases: fc.Arbitrary<PublicCase>[] = [
  fc.record({
    kind: fc.constant('arbitrary JSON'),
    path: paths,
    contentType: jsonType,
    body: fc.jsonValue().map((v) => text(JSON.stringify(v))),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('form fields, wrong types'),
    path: paths,
    contentType: jsonType,
    body: formShaped,
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('huge strings'),
    path: paths,
    contentType: jsonType,
    body: fc
      .tuple(
        fc.constantFrom(...fieldNames),
        fc.integer({ min: 200, max: 40_000 }),
        fc.string({ minLength: 1, maxLength: 4 }),
      )
      .map(([field, n, unit]) => text(JSON.stringify({ [field]: unit.repeat(Math.ceil(n / unit.length)) }))),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('deep nesting'),
    path: paths,
    contentType: jsonType,
    body: fc.integer({ min: 50, max: 8000 }).map((depth) => text(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('invalid UTF-8'),
    path: paths,
    contentType: jsonType,
    body: fc
      .tuple(
        formShaped,
        fc.uint8Array({ minLength: 1, maxLength: 8 }).map((b) => Buffer.from([0xc3, 0x28, ...b, 0xff])),
      )
      .map(([json, bad]) =>
        Buffer.concat([json.subarray(0, Math.max(1, json.length - 2)), bad, json.subarray(-2)]),
      ),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('random bytes'),
    path: paths,
    contentType: jsonType,
    body: fc.uint8Array({ maxLength: 4000 }).map((b) => Buffer.from(b)),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('oversize'),
    path: paths,
    contentType: jsonType,
    body: fc.integer({ min: 16 * 1024 + 1, max: 300_000 }).map((n) => text(`{"message":"${'x'.repeat(n)}"}`)),
    chunked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('wrong content type'),
    path: paths,
    contentType: anyType,
    body: formShaped,
    chunked: fc.boolean(),
  }),
];

/** Posts one case; resolves with the answer's status (-1: the connection closed first). */
export function sendPublic(base: URL, c: PublicCase): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    if (!c.chunked) headers['content-length'] = String(c.body.length);
    const req = httpRequest(new URL(c.path, base), { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // The server may answer 413 and close before the whole body is written.
    req.on('error', () => resolve(-1));
    req.setTimeout(30_000, () => req.destroy());
    if (c.chunked) {
      for (let i = 0; i < c.body.length; i += 4096) req.write(c.body.subarray(i, i + 4096));
      req.end();
    } else req.end(c.body);
  });
}

/** The form endpoints' cases, from a seed: the same seed, the same posts. */
export function publicCases(amount: number, seed: number): PublicCase[] {
  return fc.sample(fc.oneof(...cases), { numRuns: amount, seed });
}

/** An empty object: answered 422, it makes the server create its tables before the fuzz starts. */
export const warmUpCase: PublicCase = {
  kind: '',
  path: '/api/contact',
  contentType: 'application/json',
  body: Buffer.from('{}'),
  chunked: false,
};
