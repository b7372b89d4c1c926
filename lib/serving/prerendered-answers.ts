import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { distDirName } from '@/lib/core/dist-dir.mjs';
import { chooseEncoding, type KeptEncoding } from './accept-encoding';

/**
 * The pre-rendered pages and the build's scripts and stylesheets, answered from memory, already
 * compressed.
 *
 * Next.js serves a pre-rendered page by compressing its HTML again and hashing all of it for the
 * ETag on every request: most of the CPU of serving it. It compresses its scripts again on every
 * request too, and only ever in gzip: brotli makes the start-up scripts about 15 % smaller, some
 * 20 kB less for a first visit on a slow phone. Each of these answers is the same for every
 * visitor, so the server hook (server-hook.ts) keeps it once it has been asked for:
 * it asks Next.js for the page itself (uncompressed, marked so that this keeper lets it through),
 * keeps the status, headers and ETag Next.js gave, and the body compressed once with brotli and
 * gzip at their highest levels, off the main thread. Later requests for that address get those
 * bytes directly; what Next.js would vary an answer on goes to Next.js as before:
 * - any method but GET and HEAD, any query string (`?lite=1` among them), any address but the
 *   pre-rendered pages the build listed;
 * - client-side navigations and prefetches (`RSC`, `Next-Router-*`, `Next-Url`) and any other
 *   header of Next.js's own (`x-next*`, `x-prerender*`, `x-middleware*`);
 * - lite mode: a `Save-Data` header, a `lite` cookie;
 * - `Range`, and a client that takes neither brotli nor gzip.
 * Only an answer that is a 200 page, script or stylesheet, sets no cookie and may be kept by a
 * shared cache is kept.
 */

/** Marks the keeper's own request to Next.js for a page (its prefix is one the keeper lets pass). */
const learningHeader = 'x-prerender-keeper';

const passedHeaders = /^(?:rsc|next-|x-next|x-prerender|x-middleware|save-data$|range$)/;
const liteCookie = /(?:^|;)\s*lite=/;

/** Headers of Next.js's answer that belong to one transfer, not to the page. */
export const transferHeaders: ReadonlySet<string> = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

const maxPageBytes = 4 * 1024 * 1024;
const learningTimeoutMs = 15_000;

const compress: Record<KeptEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

interface KeptAnswer {
  etag: string | undefined;
  /** The head of a 200 and of a 304, by encoding. */
  heads: Record<KeptEncoding, { full: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }>;
  bodies: Record<KeptEncoding, Buffer>;
}

export interface PrerenderedAnswers {
  /** Answers `request` from memory and returns true, or returns false and leaves it to Next.js. */
  answer(server: http.Server, request: IncomingMessage, response: ServerResponse): boolean;
  /** How many pages are kept (for tests and the operator's curiosity). */
  readonly size: number;
}

/** The pre-rendered addresses of the build in `distDir`: those the build gave a page policy. */
export function prerenderedAddresses(
  distDir = path.join(/* turbopackIgnore: true */ process.cwd(), distDirName()),
): string[] {
  const file = path.join(distDir, 'routes-manifest.json');
  if (!existsSync(file)) return [];
  const { headers = [] } = JSON.parse(readFileSync(file, 'utf8')) as {
    headers?: { source: string; pagePolicy?: boolean }[];
  };
  return headers.filter((rule) => rule.pagePolicy).map((rule) => rule.source);
}

/** The address of every script and stylesheet of the build in `distDir` (under /_next/static/). */
export function staticAddresses(
  distDir = path.join(/* turbopackIgnore: true */ process.cwd(), distDirName()),
): string[] {
  const folder = path.join(distDir, 'static');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => `/_next/static/${name.split(path.sep).join('/')}`);
}

/** Why a request must go to Next.js, or undefined when a kept answer may serve it. */
export function passReason(request: IncomingMessage, addresses: ReadonlySet<string>): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'method';
  if (!addresses.has(request.url ?? '')) return 'address';
  for (const name of Object.keys(request.headers)) if (passedHeaders.test(name)) return name;
  if (liteCookie.test(request.headers.cookie ?? '')) return 'lite';
  return undefined;
}

/**
 * The keeper of the pre-rendered `addresses`. A page Next.js could not give (no answer, a server
 * error) is asked for again on a request `retryAfterMs` later.
 */
export function createPrerenderedAnswers(
  addresses: Iterable<string>,
  { retryAfterMs = 30_000 }: { retryAfterMs?: number } = {},
): PrerenderedAnswers {
  const known = new Set(addresses);
  const kept = new Map<string, KeptAnswer>();
  /** Addresses refused (never kept), or failed at a time (tried again later). */
  const refused = new Set<string>();
  const failedAt = new Map<string, number>();
  /** Addresses waiting to be learnt, in order, with the server to ask; the first is being learnt. */
  const queue = new Map<string, http.Server>();

  function schedule(server: http.Server, address: string) {
    if (queue.has(address) || refused.has(address)) return;
    if (Date.now() - (failedAt.get(address) ?? -Infinity) < retryAfterMs) return;
    queue.set(address, server);
    if (queue.size === 1) void drain();
  }

  // One page at a time: learning must never compete with the visitors it is meant to speed up.
  async function drain() {
    for (const [address, server] of queue) {
      try {
        const answer = await learn(server, address);
        if (answer) kept.set(address, answer);
        else refused.add(address);
        failedAt.delete(address);
      } catch {
        failedAt.set(address, Date.now());
      }
      queue.delete(address);
    }
  }

  return {
    get size() {
      return kept.size;
    },
    answer(server, request, response) {
      if (passReason(request, known)) return false;
      const address = request.url!;
      const answer = kept.get(address);
      if (!answer) {
        schedule(server, address);
        return false;
      }
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return false;
      const head = answer.heads[encoding];
      if (answer.etag && matches(request.headers['if-none-match'], answer.etag)) {
        response.writeHead(304, head.notModified).end();
      } else {
        response.writeHead(200, head.full);
        response.end(request.method === 'HEAD' ? undefined : answer.bodies[encoding]);
      }
      request.resume();
      return true;
    },
  };
}

/** Whether an `If-None-Match` names the ETag (weak comparison, as for a GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

interface Fetched {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

/** Next.js's own answer for `address`, uncompressed, asked of the server that runs it. */
function fetchFromNext(server: http.Server, address: string): Promise<Fetched> {
  const bound = server.address() as AddressInfo | string | null;
  if (!bound || typeof bound === 'string') return Promise.reject(new Error('not listening on TCP'));
  // Listening on every address: IPv4's loopback, which a dual-stack socket accepts too and which
  // a host without IPv6 (some containers) still has.
  const host = bound.address === '::' || bound.address === '0.0.0.0' ? '127.0.0.1' : bound.address;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host,
        port: bound.port,
        path: address,
        headers: { 'accept-encoding': 'identity', [learningHeader]: '1' },
        timeout: learningTimeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxPageBytes) request.destroy(new Error('page too large to keep'));
          else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
  });
}

/** How Next.js spelled a header it sent (`lowerName` in lower case), if it sent it. */
function spelling(headers: OutgoingHttpHeaders, lowerName: string): string | undefined {
  return Object.keys(headers).find((name) => name.toLowerCase() === lowerName);
}

/** The kept answer for `address`, or undefined when Next.js's answer is not one to keep. */
async function learn(server: http.Server, address: string): Promise<KeptAnswer | undefined> {
  const { status, rawHeaders, body } = await fetchFromNext(server, address);
  // A server error is a moment's, not the page's: asked again later, never refused for good.
  if (status >= 500) throw new Error(`answered ${status}`);
  const headers: OutgoingHttpHeaders = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const value = rawHeaders[i + 1]!;
    if (transferHeaders.has(name.toLowerCase())) continue;
    const previous = headers[name];
    headers[name] = previous === undefined ? value : [...[previous].flat().map(String), value];
  }
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
  if (!keepable(status, lower)) return undefined;

  const vary = lower.get('vary');
  const varyName = spelling(headers, 'vary') ?? 'Vary';
  if (!vary || !/\baccept-encoding\b/i.test(vary))
    headers[varyName] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';

  // One ETag for both compressed bodies, so a weak one: they are the same page, not the same bytes
  // (a strong ETag promises identical bytes, which a cache may rely on to join ranges).
  const etagName = spelling(headers, 'etag');
  const etag = etagName ? String(headers[etagName]).replace(/^(?!W\/)/, 'W/') : undefined;
  if (etagName) headers[etagName] = etag;

  const [br, gzip] = await Promise.all([compress.br(body), compress.gzip(body)]);
  const bodies = { br, gzip };
  const head = (encoding: KeptEncoding) => ({
    full: { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(bodies[encoding].length) },
    notModified: { ...headers },
  });
  return { etag, heads: { br: head('br'), gzip: head('gzip') }, bodies };
}

/** What compresses well: pages, stylesheets, scripts (images and fonts are compressed already). */
const keptTypes = /^\s*(?:text\/html|text\/css|(?:application|text)\/javascript)\b/i;

/** An answer the same for everyone, which a shared cache could keep too. */
function keepable(status: number, headers: Map<string, string>): boolean {
  if (status !== 200) return false;
  if (headers.has('set-cookie')) return false;
  if (!keptTypes.test(headers.get('content-type') ?? '')) return false;
  return !/\b(?:private|no-store|no-cache)\b/i.test(headers.get('cache-control') ?? '');
}
