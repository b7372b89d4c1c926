// The upload tokens' key as the server derives it from SERVER_SECRET (lib/security/signing-key.ts,
// which is server-only and cannot be imported by a bench): HKDF-SHA256 with the purpose as info.
import { hkdfSync } from 'node:crypto';
import { issueUploadToken, UPLOAD_TOKEN_PURPOSE } from '@/lib/documents/upload-token';

/** An upload token for `reference`, signed as a server started with `secret` signs them. */
export function benchUploadToken(secret: string, reference: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secret), new Uint8Array(0), UPLOAD_TOKEN_PURPOSE, 32),
  );
  return issueUploadToken(key, reference);
}
