// Security headers sent with every response (next.config.mjs `headers()`). Plain JavaScript: the
// config file loads it before any TypeScript is compiled. Pages get their Content-Security-Policy
// from proxy.ts (lib/security/csp.ts), which knows each page's inline scripts.

/** One year, in seconds. */
const YEAR = 31536000;

/** @type {{ key: string, value: string }[]} */
export const securityHeaders = [
  // Browsers ignore it over plain HTTP; behind HTTPS it keeps every later visit on HTTPS.
  { key: 'Strict-Transport-Security', value: `max-age=${YEAR}; includeSubDomains` },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Features the site never uses, refused to it and to anything it might embed.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
  },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** Responses that are never documents to render (JSON, feeds, PDFs): nothing may run or load. */
export const dataPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy: a worker obeys the CSP its script is served with, and this one
 * fetches and caches the site's own addresses, nothing else. (The closed data policy would block
 * its every fetch, and with them its installation.)
 */
export const workerPolicy = "default-src 'none'; script-src 'self'; connect-src 'self'";

/** The `headers()` entries: security headers everywhere, closed CSPs on the endpoints and worker. */
export function securityHeaderRules() {
  return [
    { source: '/:path*', headers: securityHeaders },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: dataPolicy }] },
    ...['/sw.js', '/serwist/:path*'].map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: workerPolicy }],
    })),
  ];
}
