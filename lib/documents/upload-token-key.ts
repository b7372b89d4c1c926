import 'server-only';
import type { Database } from '@/db/client';
import { signingKey } from '@/lib/security/signing-key';
import { issueUploadToken, UPLOAD_TOKEN_PURPOSE, verifyUploadToken } from './upload-token';

let known: Buffer | undefined;

/** The upload tokens' key: derived once per process from the server secret. */
async function uploadTokenKey(db: Database): Promise<Buffer> {
  known ??= await signingKey(db, UPLOAD_TOKEN_PURPOSE);
  return known;
}

export async function uploadTokenFor(db: Database, reference: string): Promise<string> {
  return issueUploadToken(await uploadTokenKey(db), reference);
}

/** The reference a request's upload token was issued for, if it is valid. */
export async function referenceOfUploadToken(
  db: Database,
  token: string | null,
): Promise<string | undefined> {
  return verifyUploadToken(await uploadTokenKey(db), token);
}
