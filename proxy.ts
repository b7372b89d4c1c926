import { NextResponse, type NextRequest } from 'next/server';
import { getProgramme } from '@/content/programmes';
import { localeOfPath, localizedPath, unlocalizedPath } from '@/i18n/locales';
import { guardAdmin } from '@/lib/admin/guard';
import type { ProgrammeType } from '@/content/types';
import { programmeNotFoundPath } from '@/lib/programmes/not-found';
import { resolveProgramme } from '@/lib/programmes/resolve';
import { withPagePolicy } from '@/lib/security/page-policy';
import { programmePath, programmeTypeOfSegment } from '@/lib/routes';

/**
 * Every page address (see `config.matcher`) gets its Content-Security-Policy here
 * (lib/security/page-policy.ts). The staff area (`/admin`) passes its first gate before: no session
 * cookie, the login page (lib/admin/guard.ts). Programme detail URLs are resolved first: known slugs pass through to their
 * pre-rendered page untouched; a programme named by its title (the old /programs/masters/{title}
 * links) gets a permanent redirect to its canonical page; an unknown id is sent to its listing,
 * which shows the 'Programme introuvable' notice. Locale routing is NOT done here: it is done by
 * rewrites in next.config.mjs (next-intl's proxy loops on `next start -H 127.0.0.1`).
 */
export function proxy(request: NextRequest) {
  if (/^\/admin(\/|$)/.test(request.nextUrl.pathname)) {
    const guarded = guardAdmin(request);
    // To the login page, or on to a staff page rendered on demand (its scripts get the nonce).
    return guarded.headers.has('location') ? guarded : withPagePolicy(request);
  }
  return programmeRedirect(request) ?? withPagePolicy(request);
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
  matcher: ['/((?!api/|_next/|_img/|serwist/|sw\\.js$|.*\\.[A-Za-z0-9]+$).*)', '/admin/:path*'],
};
