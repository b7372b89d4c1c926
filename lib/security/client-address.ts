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
  return addressKey(address);
}

/**
 * One key per client whatever way its address is written: IPv4-mapped IPv6 as IPv4, and an IPv6
 * address in its canonical form (lower case, zeros compressed) cut to its /64 network, which most
 * providers give to one subscriber.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  let canonical: string;
  try {
    canonical = new URL(`http://[${address.replace(/^\[|\]$/g, '')}]/`).hostname.slice(1, -1);
  } catch {
    return address.toLowerCase();
  }
  const mappedCanonical = /^::ffff:([\da-f]{1,4}):([\da-f]{1,4})$/.exec(canonical);
  if (mappedCanonical) {
    const [high, low] = [parseInt(mappedCanonical[1]!, 16), parseInt(mappedCanonical[2]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${ipv6Groups(canonical).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a canonical IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
}
