import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { dateLike, malformedEscape, percentEncode } from '../../../bench/lib/fuzz-staff';

/**
 * One staff address the fuzz spec sends arbitrary values to: its fields are query parameters (GET)
 * or url-encoded body fields (POST), each with a few plausible values besides the arbitrary ones.
 */
export interface FuzzTarget {
  method: 'GET' | 'POST';
  /** `{admission}` and `{contact}` stand for real references of the test database. */
  path: string;
  fields: Record<string, readonly string[]>;
  /**
   * The cookie sent: the fuzzing staff member's session (the default), none, or a junk session
   * cookie (the logout, which must not end the session the spec keeps using).
   */
  cookie?: 'staff' | 'none' | 'junk';
}

const pageNumbers = ['1', '2', '0', '-1', '99999999999999999999', '1.5', '1e3', 'NaN'];

/** Values of every sort, percent-encoded as a browser would send them, or deliberately malformed. */
export const arbitraryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }).map(percentEncode) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncode) },
  // Very long: beyond every field's limit, and within a request line's 16 KB.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 300, max: 3000 }), fc.constantFrom('a', 'é', '%', '😀', ' '))
      .map(([length, unit]) => percentEncode(unit.repeat(length))),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map((n) => percentEncode(String(n))),
  },
  { weight: 1, arbitrary: dateLike.map(percentEncode) },
  // Empty, NUL, a lone surrogate's bytes (as CESU-8 and as a JavaScript escape), control characters.
  { weight: 1, arbitrary: fc.constantFrom('', '%00', 'a%00b', '%ED%A0%80', '%5CuD800', '%0D%0A', '%1B') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), malformedEscape, fc.string({ maxLength: 8 }))
      .map(([before, bad, after]) => percentEncode(before) + bad + percentEncode(after)),
  },
);

/**
 * The pairs of a query string or form body: the target's fields (repeated, empty, missing) with
 * plausible or arbitrary values, and now and then an unknown or malformed key.
 */
export function arbitraryPairs(target: FuzzTarget): fc.Arbitrary<string> {
  const names = Object.keys(target.fields);
  const known =
    names.length > 0
      ? fc.constantFrom(...names).chain((name) =>
          fc
            .oneof(
              {
                weight: 1,
                arbitrary: fc.constantFrom(...target.fields[name]!, ...pageNumbers).map(percentEncode),
              },
              { weight: 2, arbitrary: arbitraryValue },
            )
            .map((value) => `${name}=${value}`),
        )
      : fc.constant('');
  const unknown = fc
    .tuple(fc.oneof(arbitraryValue, malformedEscape), arbitraryValue)
    .map(([key, value]) => `${key}=${value}`);
  return fc
    .array(fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: unknown }), { maxLength: 10 })
    .map((pairs) => pairs.join('&'));
}

/** What a POST's body says it is: mostly the form's own type, sometimes not. */
export const arbitraryContentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/x-www-form-urlencoded; charset=latin1',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'text/plain',
      'application/json',
      '',
    ),
  },
);

export interface RawRequest {
  method: string;
  /** Path and query, already encoded (or deliberately malformed). */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends a request exactly as written (no client-side URL normalisation) and resolves with the
 * status code, or -1 when the server closed the connection without an answer.
 */
export function sendRaw(base: URL, request: RawRequest): Promise<number> {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers = { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path: request.path,
        method: request.method,
        headers,
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(-1));
    req.setTimeout(30_000, () => req.destroy());
    req.end(body);
  });
}
