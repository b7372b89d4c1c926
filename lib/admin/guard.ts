import { NextResponse, type NextRequest } from 'next/server';
import { staffCookies } from './staff-cookies';

/** Reachable without a session: the login form and the address it posts to. */
const publicPaths = new Set(['/admin/login', '/admin/session']);

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
    new URL('/admin/login', request.url),
    ['GET', 'HEAD'].includes(request.method) ? 307 : 303,
  );
}
