import 'server-only';
import { z } from 'zod';

/**
 * The login form holds an e-mail (254 characters at most) and a password. URL-encoded, an accented
 * letter takes six bytes: 8 KB holds any e-mail with a password of several hundred characters, and
 * little else. The staff posts' wrapper (lib/admin/staff-post.ts) reads no more than this: a
 * declared length over it is refused at once, a body without one is counted while it streams in.
 */
export const MAX_LOGIN_BODY_BYTES = 8 * 1024;

/** Any text is a credential to check (a wrong one is refused as such): only its length is capped. */
const credential = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value : '').slice(0, max));

/** The fields of the login form as the browser sends it (`application/x-www-form-urlencoded`). */
export const loginFieldsSchema = z.object({ email: credential(254), password: credential(1024) });
export type LoginFields = z.infer<typeof loginFieldsSchema>;
