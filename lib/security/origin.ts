/**
 * Whether a browser sent this request from another site: a form post must come from our own pages
 * (no other site may submit forms in a visitor's name). Browsers send `Sec-Fetch-Site` and `Origin`
 * with every cross-origin POST; a request with neither comes from no browser page (curl, a monitoring
 * probe) and is judged by the other limits.
 *
 * `allowedOrigins`: the site's public address (SITE_URL); the address the request was sent to
 * (its Host, as the browser saw it) is accepted too, so a local or preview address works.
 */
export function isCrossSiteRequest(
  headers: Pick<Headers, 'get'>,
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  let sent: string;
  try {
    sent = new URL(origin).origin;
  } catch {
    return true;
  }
  // The address the request was sent to, scheme included: http://site is not https://site. The
  // forwarding headers are the proxy's (without a trusted proxy the server replaces them).
  const scheme = (headers.get('x-forwarded-proto') ?? 'http').split(',')[0]!.trim().toLowerCase();
  const requestOrigins = [headers.get('x-forwarded-host'), headers.get('host')]
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
    .map((host) => `${scheme}://${host}`);
  if (requestOrigins.includes(sent)) return false;
  return !allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === sent;
    } catch {
      return false;
    }
  });
}
