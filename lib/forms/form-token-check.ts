import 'server-only';
import type { Database } from '@/db/client';
import { sharedSecret } from '@/db/secrets';
import type { SuspicionReason } from '@/db/schema';
import { env } from '@/lib/core/env';
import {
  FORM_TOKEN_COOKIE,
  formTokenSetCookie,
  issueFormToken,
  verifyFormToken,
} from '@/lib/security/form-token';
import {
  formTokenCookieSecure,
  knownFormTokenSecret,
  rememberFormTokenSecret,
} from '@/lib/security/form-token-secret';

/** The database's name of the form tokens' key (table `server_secrets`). */
export const FORM_TOKEN_SECRET_NAME = 'form-token';

/** The signing key: from the environment, this process's memory, or the database (made if absent). */
export async function loadFormTokenSecret(db: Database): Promise<string> {
  const known = knownFormTokenSecret();
  if (known) return known;
  const secret = await sharedSecret(db, FORM_TOKEN_SECRET_NAME);
  rememberFormTokenSecret(secret);
  return secret;
}

function tokenOf(cookieHeader: string | null): string | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${FORM_TOKEN_COOKIE}=([^;]*)`));
  return match?.[1];
}

export interface TokenJudgement {
  /** The token's id, recorded with the submission; undefined without a valid token. */
  tokenId: string | undefined;
  /** Why the post looks sent by a robot, as far as its token tells; null if it does not. */
  reason: SuspicionReason | null;
}

/**
 * What the post's form token says: none (or forged, or expired) → no_token; issued less than
 * FORM_MIN_FILL_MS before the post → too_fast; already recorded with another submission →
 * token_reused. `usedBy` looks the id up among stored submissions.
 */
export async function judgeFormToken(
  secret: string,
  cookieHeader: string | null,
  usedBy: (tokenId: string) => Promise<boolean>,
  now = Date.now(),
): Promise<TokenJudgement> {
  const token = verifyFormToken(secret, tokenOf(cookieHeader), now);
  if (!token) return { tokenId: undefined, reason: 'no_token' };
  if (now - token.issuedAt < env.FORM_MIN_FILL_MS) return { tokenId: token.id, reason: 'too_fast' };
  if (await usedBy(token.id)) return { tokenId: token.id, reason: 'token_reused' };
  return { tokenId: token.id, reason: null };
}

/** A fresh token for the visitor's next submission, as a Set-Cookie header value. */
export function nextTokenCookie(secret: string): string {
  return formTokenSetCookie(issueFormToken(secret), formTokenCookieSecure());
}
