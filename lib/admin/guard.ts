import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_PATH, LOGIN_POST_PATH } from './paths';
import { staffCookies } from './staff-cookies';

/**
 * Where a staff address that cannot be decoded (a malformed escape such as `%E0%A4%A`) is served
 * from: the staff area's « Introuvable » page, with status 404 (app/admin/introuvable). Next.js
 * itself answers such an address with a bare 500 when its route has a dynamic segment.
 */
export const UNDECODABLE_ADMIN_PATH = '/admin/introuvable';

export function isUndecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A document an applicant sent, downloaded by staff: its answer carries its own sandboxing
 * Content-Security-Policy, which the pages' policy must not replace.
 */
export function isStaffDownload(pathname: string): boolean {
  return /^\/admin\/admissions\/[^/]+\/documents\/[^/]+$/.test(pathname);
}

/** Reachable without a session: the login form and the address it posts to. */
const publicPaths = new Set([LOGIN_PATH, LOGIN_POST_PATH]);

/**
 * First gate of the staff area, in proxy.ts: any /admin address, known or not, asked without a
 * session cookie goes to the login page. Whether the cookie's session is valid is checked by each
 * page and route handler against the database (requireStaff / requestStaff).
 */
export function guardAdmin(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (publicPaths.has(pathname) || request.cookies.has(staffCookies.sessionName)) return NextResponse.next();
  // 303 turns a post into a GET of the login page; a plain visit gets a temporary redirect.
  return NextResponse.redirect(
    new URL(LOGIN_PATH, request.url),
    ['GET', 'HEAD'].includes(request.method) ? 307 : 303,
  );
}
