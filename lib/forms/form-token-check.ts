import 'server-only';
import type { Database } from '@/db/client';
import type { SuspicionReason } from '@/db/schema';
import { env } from '@/lib/core/env';
import { cookieValue } from '@/lib/http';
import {
  FORM_TOKEN_COOKIE,
  type FormToken,
  formTokenSetCookie,
  issueFormToken,
  verifyFormToken,
} from '@/lib/security/form-token';
import {
  formTokenCookieSecure,
  knownFormTokenKey,
  rememberFormTokenKey,
} from '@/lib/security/form-token-key';
import { signingKey } from '@/lib/security/signing-key';

/** The purpose the form tokens' key is derived for (lib/security/signing-key.ts). */
export const FORM_TOKEN_PURPOSE = 'form-token';

/** The signing key: this process's memory, else derived from the server secret. */
export async function loadFormTokenKey(db: Database): Promise<Buffer> {
  const known = knownFormTokenKey();
  if (known) return known;
  const key = await signingKey(db, FORM_TOKEN_PURPOSE);
  rememberFormTokenKey(key);
  return key;
}

export interface TokenJudgement {
  /** The token's id, recorded with the submission; undefined without a valid token. */
  tokenId: string | undefined;
  /** Why the post looks sent by a robot, as far as its token tells; null if it does not. */
  reason: SuspicionReason | null;
}

/** The post's form token, if the server signed it and it has not expired. */
export function readFormToken(
  key: Buffer,
  cookieHeader: string | null,
  now = Date.now(),
): FormToken | undefined {
  return verifyFormToken(key, cookieValue(cookieHeader, FORM_TOKEN_COOKIE), now);
}

/**
 * What the post's form token says: none (or forged, or expired) → no_token; issued less than
 * FORM_MIN_FILL_MS before the post → too_fast; already recorded with another submission
 * (`used`, looked up among stored submissions) → token_reused.
 */
export function judgeFormToken(
  token: FormToken | undefined,
  used: boolean,
  now = Date.now(),
): TokenJudgement {
  if (!token) return { tokenId: undefined, reason: 'no_token' };
  if (now - token.issuedAt < env.FORM_MIN_FILL_MS) return { tokenId: token.id, reason: 'too_fast' };
  if (used) return { tokenId: token.id, reason: 'token_reused' };
  return { tokenId: token.id, reason: null };
}

/** A fresh token for the visitor's next submission, as a Set-Cookie header value. */
export function nextTokenCookie(key: Buffer): string {
  return formTokenSetCookie(issueFormToken(key), formTokenCookieSecure());
}
