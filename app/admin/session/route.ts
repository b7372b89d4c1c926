import { logIn, refuseLogin } from '@/lib/admin/login';
import { loginFieldsSchema, MAX_LOGIN_BODY_BYTES } from '@/lib/admin/login-form';
import { staffPost } from '@/lib/admin/staff-post';

export const dynamic = 'force-dynamic';

/** The login form posts here (app/admin/connexion/page.tsx). */
export const POST = staffPost({
  access: 'anyone',
  bodyLimit: MAX_LOGIN_BODY_BYTES,
  fields: loginFieldsSchema,
  refused: refuseLogin,
  handle: ({ request, data }) => logIn(request, data),
});
