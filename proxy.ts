import { NextResponse, type NextRequest } from 'next/server';
import { getProgramme } from '@/content/programmes';
import { localeOfPath, localizedPath, unlocalizedPath } from '@/i18n/locales';
import { guardAdmin, isStaffDownload, isUndecodable, UNDECODABLE_ADMIN_PATH } from '@/lib/admin/guard';
import type { ProgrammeType } from '@/content/types';
import { programmeNotFoundPath } from '@/lib/programmes/not-found';
import { resolveProgramme } from '@/lib/programmes/resolve';
import {
  FORM_TOKEN_COOKIE,
  formTokenSetCookie,
  issueFormToken,
  looksCurrent,
} from '@/lib/security/form-token';
import { formTokenCookieSecure, knownFormTokenKey } from '@/lib/security/form-token-key';
import { formPagePaths } from '@/lib/security/form-pages.mjs';
import { editorPagePolicy } from '@/lib/security/csp';
import { withPagePolicy } from '@/lib/security/page-policy';
import { programmePath, programmeTypeOfSegment } from '@/lib/routes';

/**
 * Every page address (see `config.matcher`) gets its Content-Security-Policy here
 * (lib/security/page-policy.ts), and the two form pages their form token. In a production build
 * the other pre-rendered pages never reach it: the build writes their policy into Next.js's header
 * rules and narrows this matcher to skip them (scripts/lib/page-policies.mjs); `next dev` keeps
 * the matcher below. The staff area
 * (`/admin`) passes its first gate before: no session cookie, the login page (lib/admin/guard.ts).
 * Programme detail URLs are resolved first: known slugs pass through to their pre-rendered page
 * untouched; a programme named by its title (the old /programs/masters/{title}
 * links) gets a permanent redirect to its canonical page; an unknown id is sent to its listing,
 * which shows the 'Programme introuvable' notice. Locale routing is NOT done here: it is done by
 * rewrites in next.config.mjs (next-intl's proxy loops on `next start -H 127.0.0.1`).
 */
export function proxy(request: NextRequest) {
  if (/^\/admin(\/|$)/.test(request.nextUrl.pathname)) {
    const guarded = guardAdmin(request);
    if (guarded.headers.has('location') || isStaffDownload(request.nextUrl.pathname)) return guarded;
    // On to a staff page rendered on demand (its scripts get the nonce), or to « Introuvable ».
    const undecodable = isUndecodable(request.nextUrl.pathname);
    return withPagePolicy(request, undecodable ? UNDECODABLE_ADMIN_PATH : undefined);
  }
  // The editing screen (/keystatic): its page checks the session and the « éditeur » role itself.
  if (/^\/keystatic(\/|$)/.test(request.nextUrl.pathname)) {
    return withPagePolicy(request, undefined, editorPagePolicy);
  }
  return programmeRedirect(request) ?? withFormToken(request, withPagePolicy(request));
}

const formPages = new Set(formPagePaths);

/**
 * A form page hands the visitor a form token (lib/security/form-token.ts) unless a current one is
 * there already: a visitor back to finish a saved draft is still timed from the first visit.
 */
function withFormToken(request: NextRequest, response: NextResponse): NextResponse {
  const path = unlocalizedPath(request.nextUrl.pathname).replace(/(.)\/$/, '$1');
  if (!formPages.has(path)) return response;
  // The page itself is the same for everyone; its token is not: a shared cache must neither keep
  // one visitor's token for others nor keep a copy without one (its visitors would all look like
  // robots), even while the key is still unknown because the database is.
  response.headers.set('Cache-Control', 'private, no-cache');
  if (looksCurrent(request.cookies.get(FORM_TOKEN_COOKIE)?.value)) return response;
  const key = knownFormTokenKey();
  if (!key) return response;
  response.headers.append('Set-Cookie', formTokenSetCookie(issueFormToken(key), formTokenCookieSecure()));
  return response;
}

function programmeRedirect(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const match = unlocalizedPath(pathname).match(/^\/(licences|masters|programs\/masters)\/([^/]+)\/?$/);
  if (!match) return undefined;
  const [, segment = '', id = ''] = match;
  const type: ProgrammeType = segment === 'licences' ? 'licence' : 'master';
  const canonicalSegment = programmeTypeOfSegment(segment) !== undefined;
  if (canonicalSegment && getProgramme(type, id)) return undefined;

  const programme = resolveProgramme(type, id);
  const target = programme ? programmePath(programme) : programmeNotFoundPath(type, safeDecode(id));
  const location = localizedPath(localeOfPath(pathname), target);
  return NextResponse.redirect(new URL(location, request.url), programme ? 308 : 307);
}

function safeDecode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export const config = {
  // Every page: not the form endpoints, Next.js's own files, the service worker, nor files with an
  // extension (images, the manifest, feeds, brochures), which are no documents. The staff area has
  // no files: every address under /admin, with a dot or not, passes its gate and gets its policy.
  // Not the login post: Next.js reads the whole body of a post the proxy sees (up to 10 MB) before
  // the route handler runs, and that handler must refuse a large body while it streams in.
  matcher: [
    '/((?!api/|admin/session$|_next/|_img/|serwist/|sw\\.js$|.*\\.[A-Za-z0-9]+$).*)',
    '/admin/((?!session$).*)',
  ],
};
