/**
 * Whether a browser sent this request from another site: a form post must come from our own pages
 * (no other site may submit forms in a visitor's name). Browsers send `Sec-Fetch-Site` and `Origin`
 * with every cross-origin POST; a request with neither comes from no browser page (curl, a monitoring
 * probe) and is judged by the other limits.
 *
 * `allowedOrigins`: the site's public address (SITE_URL); the address the request was sent to
 * (its Host, as the browser saw it) is accepted too, so a local or preview address works.
 */
export function isCrossSiteRequest(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const requestHosts = [headers.get('x-forwarded-host'), headers.get('host')]
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (requestHosts.includes(host.toLowerCase())) return false;
  return !allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  });
}
