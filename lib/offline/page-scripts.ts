// What a pre-rendered page needs besides its HTML to run: the build's start-up loader names its
// scripts and its React payload in two attributes (scripts/lib/deferred-start.mjs). The service
// worker reads them from the pages it saves at install, so that a page opened offline without
// ever being visited still works (menus, forms), not only reads.

const startupAttribute = /<script\b[^>]*\bdata-startup="([^"]*)"[^>]*>/;
const payloadAttribute = /\bdata-payload="([^"]*)"/;

/** The same-origin addresses a page's loader runs, payload first; none for a page without one. */
export function pageScripts(html: string): string[] {
  const loader = startupAttribute.exec(html);
  if (!loader) return [];
  const payload = payloadAttribute.exec(loader[0])?.[1];
  const scripts = loader[1]!.split(' ').filter(Boolean);
  return [...(payload ? [payload] : []), ...scripts].filter((address) =>
    address.startsWith('/_next/static/'),
  );
}
