import { FORM_TOKEN_COOKIE, issueFormToken } from '@/lib/security/form-token';
import { deriveKey } from '@/lib/security/signing-key';

// What the suites that post the site's forms share: the server secret they configure, the keys the
// server derives from it, and a visitor's honest fields.

/** The server secret these suites set (SERVER_SECRET). */
export const serverSecret = 'test-server-secret-0123456789abcdefghij';
/** The keys the server derives from it, as lib/security/signing-key.ts does. */
export const formTokenKey = deriveKey(Buffer.from(serverSecret), 'form-token');
export const uploadKey = deriveKey(Buffer.from(serverSecret), 'upload-token');

/** The form token cookie a form page hands out, as if the page had been served `ageMs` ago. */
export function formTokenCookie(ageMs = 60_000, key: Buffer | string = formTokenKey): string {
  return `${FORM_TOKEN_COOKIE}=${issueFormToken(key, Date.now() - ageMs)}`;
}

/** An application as a visitor fills the admission form. */
export const applicationFields = {
  fullName: 'Achta Mahamat Saleh',
  email: 'achta@example.org',
  phone: '+235 66 00 00 01',
  diploma: 'Baccalauréat série D (2025)',
  programType: 'master',
  program: 'audit-controle-gestion',
  message: 'Je souhaite devenir auditrice au service des entreprises tchadiennes.',
};

/** A message as a visitor fills the contact form. */
export const contactFields = {
  name: 'Ngarlem Dionadji',
  email: 'ngarlem@example.org',
  subject: 'Frais de scolarité',
  message: 'Bonjour, pouvez-vous me communiquer les frais de la licence ?',
};

/** A JSON post to `path` from one of the site's own pages (same origin), with `headers` besides. */
export function sitePost(path: string, body: unknown, headers: Record<string, string>): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Host: 'localhost:3000',
      Origin: 'http://localhost:3000',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A post as the site's own form sends it (JSON), from `address` behind the one trusted proxy, with
 * a form token served a minute before. `headers` adds to those or replaces them (a `Cookie` header
 * replaces the token; '' sends none).
 */
export function formPost(
  body: unknown,
  address = '203.0.113.10',
  headers: Record<string, string> = {},
): Request {
  return sitePost('/api/x', body, {
    'X-Forwarded-For': `198.51.100.99, ${address}`,
    Cookie: formTokenCookie(),
    ...headers,
  });
}

/** An application as the form endpoint stores it (db/submissions.ts), a person's unless said otherwise. */
export function storedApplication(
  fields: { idempotencyKey?: string | null; suspectedReason?: 'too_fast' | null } = {},
) {
  return {
    fullName: 'Achta Mahamat Saleh',
    email: 'achta@example.org',
    phone: '+235 66 00 00 01',
    diploma: 'Baccalauréat série D (2025)',
    programType: 'master',
    programSlug: 'audit-controle-gestion',
    programName: 'Audit et contrôle de gestion',
    motivationLetter: 'Je souhaite devenir auditrice.',
    locale: 'fr',
    idempotencyKey: null,
    suspectedReason: null,
    bodyHash: null,
    formTokenId: null,
    ...fields,
  };
}
