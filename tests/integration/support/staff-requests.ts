/** The address the staff suites' requests are sent to, as the site's own pages are served. */
export const staffSite = 'http://localhost:3000';

/**
 * A staff form's post as a browser sends it from the site's own page: URL-encoded fields (or a body
 * streamed in), same origin. `headers` adds to those or replaces them; `undefined` leaves one out.
 */
export function staffFormPost(
  path: string,
  body: Record<string, string> | ReadableStream<Uint8Array>,
  headers: Record<string, string | undefined> = {},
): Request {
  const all: Record<string, string | undefined> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Host: 'localhost:3000',
    Origin: staffSite,
    'Sec-Fetch-Site': 'same-origin',
    ...headers,
  };
  const streamed = body instanceof ReadableStream;
  return new Request(`${staffSite}${path}`, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => !!entry[1])),
    body: streamed ? body : new URLSearchParams(body).toString(),
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
}
