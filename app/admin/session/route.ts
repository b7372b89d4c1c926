import { handleLogin } from '@/lib/admin/login';

export const dynamic = 'force-dynamic';

/** The login form posts here (app/admin/login/page.tsx). */
export function POST(request: Request): Promise<Response> {
  return handleLogin(request);
}
