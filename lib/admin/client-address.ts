/**
 * The address a request came from, for the login's per-address limit. `next start` puts the TCP
 * peer's address last in X-Forwarded-For (or keeps a value the client sent), and a reverse proxy
 * in front appends the address it saw: the last entry is the one the nearest hop wrote.
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? 'unknown';
}
