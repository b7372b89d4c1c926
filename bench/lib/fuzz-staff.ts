// The staff area's fuzz cases: every filter of the inboxes and the CSV export (valid values, junk,
// impossible dates, control characters, malformed percent escapes, repeated and unknown keys),
// detail and status addresses with arbitrary references, login posts with arbitrary url-encoded
// fields up to a few KB, and every staff form's post with bodies from empty to 1 MB, declared or
// chunked. None may be answered 5xx.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
// Both inboxes' statuses: one of the other inbox must be reported like any junk.
import { submissionStatuses } from '@/db/schema';

export interface StaffCase {
  kind: string;
  method: 'GET' | 'POST';
  /** Path and query string, already percent-encoded (or deliberately malformed). */
  path: string;
  /** Sent with the staff session cookie; false: as a visitor without one. */
  signedIn: boolean;
  contentType?: string;
  body?: Buffer;
  /** Origin header: the site's own (a staff form's post), another site's, or none. */
  origin?: 'same' | 'other';
  /** A client-written X-Forwarded-For: without a trusted proxy it chooses the login's address key. */
  forwardedFor?: string;
  /** The body sent chunked, without a Content-Length. */
  chunked?: boolean;
}

/** What the bench knows of the data it seeded: real references, so some detail pages exist. */
export interface StaffSeed {
  admissions: readonly string[];
  contact: readonly string[];
  /** Searches that find seeded rows: a leak of the query's parameters would show them. */
  searches: readonly string[];
}

/**
 * Percent-encodes every byte of the UTF-8 form but unreserved characters. A lone surrogate becomes
 * U+FFFD's bytes, as a browser would send it; what reaches the server is always a valid path.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Escapes no decoder accepts: truncated, not hexadecimal, overlong, a surrogate half, NUL. */
export const malformedEscape = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%C3%28',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%%',
  '%u0041',
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Text of every sort, encoded as a browser would, or with malformed escapes mixed in. */
const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({
    unit: fc.oneof(controlCharacter, loneSurrogate, fc.constantFrom('é', 'e\u0301', '＝', '\u200B')),
  }),
  fc
    .tuple(fc.integer({ min: 200, max: 1500 }), fc.string({ minLength: 1, maxLength: 3 }))
    .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length))),
);
const encodedJunk = fc.oneof(
  { weight: 4, arbitrary: junkText.map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(junkText, malformedEscape, junkText)
      .map(([a, bad, b]) => percentEncode(a) + bad + percentEncode(b)),
  },
);

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');
/** Dates near and far: real ones, impossible ones (30 February), year 0, year 275760, signs. */
export const dateLike = fc.oneof(
  fc
    .date({ min: new Date('1999-01-01'), max: new Date('2101-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc
    .tuple(
      fc.integer({ min: -1, max: 300_000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([y, m, d]) => `${y < 0 ? '-' : ''}${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc.constantFrom(
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '+275760-09-13',
    '2026-02-29',
    '2024-02-29',
    '2026-9-1',
    '01/09/2026',
  ),
);

const programmes = ['management-ong', 'droit-public-prive', 'genie-logiciel', 'audit-controle-gestion'];

/** A value for each filter: plausible ones, so valid selections run too, and junk. */
const filterValues = (seed: StaffSeed): Record<string, fc.Arbitrary<string>> => ({
  q: fc.oneof(
    fc.constantFrom(...seed.searches, 'achta', 'Zénaba', 'ze\u0301naba', '%', '_', ' ', '\\'),
    fc.string({ maxLength: 30 }),
  ),
  status: fc.constantFrom(...submissionStatuses, 'lost', 'NEW', ''),
  programType: fc.constantFrom('licence', 'master', 'doctorat', ''),
  programme: fc.constantFrom(...programmes, '../x', 'no-such-programme', ''),
  from: dateLike,
  to: dateLike,
  suspected: fc.constantFrom('1', '0', 'on', ''),
  mine: fc.constantFrom('1', '0', 'on', ''),
  page: fc.oneof(
    fc.integer({ min: -5, max: 200_000 }).map(String),
    fc.double().map(String),
    fc.constantFrom('1e9', 'NaN', ''),
  ),
  sort: fc.constantFrom('date', 'name', '-created_at', 'createdAt desc; drop table x'),
});

/** A query string of zero to eight pairs: keys may repeat, be unknown, or hold junk. */
function queryString(seed: StaffSeed): fc.Arbitrary<string> {
  const values = filterValues(seed);
  const filterKey = fc.constantFrom(...Object.keys(values));
  return fc
    .array(
      fc.oneof(
        {
          weight: 5,
          arbitrary: filterKey.chain((key) => values[key]!.map((value) => `${key}=${percentEncode(value)}`)),
        },
        { weight: 2, arbitrary: fc.tuple(filterKey, encodedJunk).map(([key, value]) => `${key}=${value}`) },
        { weight: 1, arbitrary: fc.tuple(encodedJunk, encodedJunk).map(([key, value]) => `${key}=${value}`) },
        { weight: 1, arbitrary: fc.tuple(filterKey, malformedEscape).map(([key, bad]) => `${key}=${bad}`) },
      ),
      { maxLength: 8 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

const inbox = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom('admissions', 'contact') },
  { weight: 1, arbitrary: encodedJunk },
);
const signedIn = fc.oneof(
  { weight: 9, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function referenceSegment(seed: StaffSeed) {
  return fc.oneof(
    fc.constantFrom(...seed.admissions, ...seed.contact),
    fc
      .tuple(
        fc.constantFrom('ADM', 'MSG', 'adm'),
        fc.integer({ min: 0, max: 99_999 }),
        fc.string({ unit: fc.constantFrom(...crockford), minLength: 5, maxLength: 7 }),
      )
      .map(([prefix, year, code]) => `${prefix}-${year}-${code}`),
    encodedJunk,
    malformedEscape,
    fc.constantFrom('..', '%2E%2E', '%2F', 'exporter', 'statut'),
  );
}

/** url-encoded login bodies: the form's two fields or others, any text, up to 4 KB. */
const loginBody = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('email', 'password') },
        { weight: 1, arbitrary: encodedJunk },
      ),
      fc.oneof(
        fc.emailAddress().map(percentEncode),
        encodedJunk,
        fc.integer({ min: 1000, max: 4000 }).map((n) => 'x'.repeat(n)),
      ),
    ),
    { maxLength: 5 },
  )
  // At most 4 KB: a cut may fall inside an escape, one more malformed value.
  .map((pairs) => Buffer.from(pairs.map(([key, value]) => `${key}=${value}`).join('&')).subarray(0, 4096));
const loginType = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/json',
  undefined,
);
const address = fc.oneof(fc.ipV4(), fc.ipV6(), encodedJunk);

function staffArbitraries(seed: StaffSeed): fc.Arbitrary<StaffCase>[] {
  const query = queryString(seed);
  return [
    fc.record({
      kind: fc.constant('inbox filters'),
      method: fc.constant('GET' as const),
      path: fc.tuple(inbox, query).map(([kind, q]) => `/admin/${kind}${q}`),
      signedIn,
    }),
    fc.record({
      kind: fc.constant('export filters'),
      method: fc.constant('GET' as const),
      path: fc.tuple(inbox, query).map(([kind, q]) => `/admin/${kind}/exporter${q}`),
      signedIn,
    }),
    fc.record({
      kind: fc.constant('detail reference'),
      method: fc.constant('GET' as const),
      path: fc.tuple(inbox, referenceSegment(seed)).map(([kind, reference]) => `/admin/${kind}/${reference}`),
      signedIn,
    }),
    fc.record({
      kind: fc.constant('status post'),
      method: fc.constant('POST' as const),
      path: fc
        .tuple(inbox, referenceSegment(seed))
        .map(([kind, reference]) => `/admin/${kind}/${reference}/statut`),
      signedIn,
      contentType: fc.constant('application/x-www-form-urlencoded'),
      body: fc
        .oneof(fc.constantFrom(...submissionStatuses), encodedJunk)
        .map((status) => Buffer.from(`status=${status}`)),
      origin: fc.constantFrom('same' as const, 'other' as const),
    }),
    fc.record(
      {
        kind: fc.constant('login body'),
        method: fc.constant('POST' as const),
        path: fc.constant('/admin/session'),
        signedIn: fc.constant(false),
        contentType: loginType,
        body: loginBody,
        origin: fc.oneof(
          { weight: 8, arbitrary: fc.constant('same' as const) },
          { weight: 1, arbitrary: fc.constant('other' as const) },
        ),
        forwardedFor: address,
      },
      { requiredKeys: ['kind', 'method', 'path', 'signedIn', 'body', 'origin'] },
    ),
  ];
}

/**
 * Every staff-area address a form posts to. The logout is posted without the session, which would
 * otherwise end the one the other cases use.
 */
const staffPostPaths = (seed: StaffSeed) =>
  fc.oneof(
    fc.constantFrom(
      '/admin/deconnexion',
      '/admin/sessions/fermer',
      '/admin/modeles/missing_documents/enregistrer',
    ),
    fc.constantFrom('admissions', 'contact').map((kind) => `/admin/${kind}/lot`),
    fc
      .tuple(
        fc.constantFrom(...seed.admissions, ...seed.contact),
        fc.constantFrom('statut', 'notes', 'attribution', 'lever-signalement'),
      )
      .map(
        ([reference, form]) =>
          `/admin/${reference.startsWith('ADM') ? 'admissions' : 'contact'}/${reference}/${form}`,
      ),
  );

/** Bodies of every size around the staff posts' limits (1 to 32 KB) and far past them. */
const staffPostBody = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 4096 }) },
    { weight: 2, arbitrary: fc.integer({ min: 1000, max: 40_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 1_000_000 }) },
  )
  .chain((size) =>
    fc
      .constantFrom('note=', 'status=accepted&x=', 'ref=', '')
      .map((start) =>
        Buffer.concat([Buffer.from(start), Buffer.alloc(Math.max(0, size - start.length), 'a')]),
      ),
  );

function staffPostArbitrary(seed: StaffSeed): fc.Arbitrary<StaffCase> {
  return staffPostPaths(seed).chain((path) =>
    fc.record({
      kind: fc.constant('staff post bodies'),
      method: fc.constant('POST' as const),
      path: fc.constant(path),
      signedIn: fc.constant(path !== '/admin/deconnexion'),
      contentType: fc.constantFrom(
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
      ),
      body: staffPostBody,
      origin: fc.constantFrom('same' as const, 'other' as const),
      chunked: fc.boolean(),
    }),
  );
}

/** The staff area's cases, from a seed: the same seed and data, the same requests. */
export function staffCases(amount: number, seed: number, data: StaffSeed): StaffCase[] {
  return fc.sample(fc.oneof(...staffArbitraries(data), staffPostArbitrary(data)), { numRuns: amount, seed });
}

/** Sends one case to `base` (127.0.0.1); resolves with the answer's status (-1: closed first). */
export function sendStaff(base: URL, cookie: string, c: StaffCase): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (c.signedIn) headers.cookie = cookie;
    if (c.contentType) headers['content-type'] = c.contentType;
    if (c.body) headers['content-length'] = String(c.body.length);
    if (c.origin) headers.origin = c.origin === 'same' ? base.origin : 'http://evil.example';
    if (c.body && c.chunked) {
      delete headers['content-length'];
      headers['transfer-encoding'] = 'chunked';
    }
    if (c.forwardedFor) headers['x-forwarded-for'] = c.forwardedFor;
    const req = httpRequest(
      { host: base.hostname, port: base.port, path: c.path, method: c.method, headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(-1));
    req.setTimeout(30_000, () => req.destroy());
    req.end(c.body);
  });
}
