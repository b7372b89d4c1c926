/**
 * The address a request came from, for per-visitor limits.
 *
 * `next start` passes the TCP peer's address in X-Forwarded-For, unless the request already carried
 * that header: then it keeps the request's value. So:
 * - behind `trustProxy` reverse proxies (TRUST_PROXY), each appending the address it received the
 *   request from, the client is the `trustProxy`-th entry from the right: entries further left were
 *   written by the client and can be anything;
 * - reached directly (0), the header's last entry: the peer's address, or whatever a client that
 *   sent the header wrote. That is why a public deployment sits behind a proxy and sets TRUST_PROXY.
 */
export function clientAddress(headers: Headers, trustProxy: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const index = forwarded.length - Math.max(1, trustProxy);
  const address = forwarded[Math.max(0, index)] ?? 'unknown';
  // One IPv6 address is spread over a /64 by most providers: limit the whole network.
  return address.includes(':') && !address.startsWith('::ffff:')
    ? ipv6Network(address)
    : address.replace(/^::ffff:/, '');
}

function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}
