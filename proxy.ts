import { NextResponse, type NextRequest } from 'next/server';
import { getProgramme } from '@/content/programmes';
import { guardAdmin } from '@/lib/admin/guard';
import type { ProgrammeType } from '@/content/types';
import { programmeNotFoundPath } from '@/lib/programmes/not-found';
import { resolveProgramme } from '@/lib/programmes/resolve';
import { programmePath, programmeTypeOfSegment } from '@/lib/routes';

/**
 * The staff area (`/admin`: no session cookie, the login page; lib/admin/guard.ts) and programme
 * detail URLs only (see `config.matcher`). Known slugs pass through to their
 * pre-rendered page untouched; a programme named by its title (the old /programs/masters/{title}
 * links) gets a permanent redirect to its canonical page; an unknown id is sent to its listing,
 * which shows the 'Programme introuvable' notice. Locale routing is NOT done here: it is done by
 * rewrites in next.config.mjs (next-intl's proxy loops on `next start -H 127.0.0.1`).
 */
export function proxy(request: NextRequest) {
  if (/^\/admin(\/|$)/.test(request.nextUrl.pathname)) return guardAdmin(request);
  const match = request.nextUrl.pathname.match(/^(\/en)?\/(licences|masters|programs\/masters)\/([^/]+)\/?$/);
  if (!match) return NextResponse.next();
  const [, prefix = '', segment = '', id = ''] = match;
  const type: ProgrammeType = segment === 'licences' ? 'licence' : 'master';
  const canonicalSegment = programmeTypeOfSegment(segment) !== undefined;
  if (canonicalSegment && getProgramme(type, id)) return NextResponse.next();

  const programme = resolveProgramme(type, id);
  const target = programme ? programmePath(programme) : programmeNotFoundPath(type, safeDecode(id));
  return NextResponse.redirect(new URL(`${prefix}${target}`, request.url), programme ? 308 : 307);
}

function safeDecode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export const config = {
  matcher: [
    // The staff area: no session cookie, no page (lib/admin/guard.ts).
    '/admin',
    '/admin/:path*',
    '/licences/:id',
    '/masters/:id',
    '/programs/masters/:id',
    '/en/licences/:id',
    '/en/masters/:id',
    '/en/programs/masters/:id',
  ],
};
