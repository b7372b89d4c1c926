import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath } from '@/i18n/locales';
import { requestLocaleHeader } from '@/lib/request-locale';
import { policyForPath } from './csp';

/**
 * Lets a page request through (or on to `rewriteTo`, a path of this site) with its
 * Content-Security-Policy. For an address without a
 * pre-rendered page the policy carries a nonce, and the request does too: Next.js reads it from the
 * request's CSP header and puts it on the scripts of a page it renders on demand. Such a page may be
 * the 404, which is outside the [locale] segment: the request also says the address's language.
 */
export function withPagePolicy(
  request: NextRequest,
  rewriteTo?: string,
  widen: (policy: string) => string = (policy) => policy,
): NextResponse {
  const path = rewriteTo ?? request.nextUrl.pathname;
  const { policy: own, nonce } = policyForPath(path);
  const policy = widen(own);
  const pass = (init?: Parameters<typeof NextResponse.next>[0]) =>
    rewriteTo ? NextResponse.rewrite(new URL(rewriteTo, request.url), init) : NextResponse.next(init);
  let response: NextResponse;
  if (nonce) {
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    headers.set(requestLocaleHeader, localeOfPath(path));
    response = pass({ request: { headers } });
  } else {
    response = pass();
  }
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
