import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { takeAPersonsTime } from './forms';

export function uniqueEmail(who: string): string {
  return `${who}.${randomUUID().slice(0, 8)}@example.org`;
}

/**
 * An application sent as the form sends it (the form page opened first, a person's time taken):
 * its reference and upload token.
 */
export async function sendApplication(
  request: APIRequestContext,
  {
    email = uniqueEmail('applicant'),
    locale = 'fr',
    phone = '+235 66 00 00 01',
  }: { email?: string; locale?: 'fr' | 'en'; phone?: string } = {},
) {
  expect((await request.get(locale === 'fr' ? '/admissions' : '/en/admissions')).status()).toBe(200);
  await takeAPersonsTime();
  const response = await request.post('/api/admissions', {
    data: {
      fullName: 'Achta Mahamat Saleh',
      email,
      phone,
      diploma: 'Baccalauréat série D (2025)',
      programType: 'master',
      program: 'audit-controle-gestion',
      message: 'Je souhaite devenir auditrice.',
      locale,
      idempotencyKey: randomUUID().replaceAll('-', ''),
    },
  });
  expect(response.status()).toBe(201);
  const { reference, uploadToken } = (await response.json()) as { reference: string; uploadToken: string };
  return { reference, uploadToken, email };
}

/** Uploads one file to an application as the document uploader does. */
export async function uploadDocument(
  request: APIRequestContext,
  uploadToken: string,
  { kind, name, body }: { kind: string; name: string; body: Buffer },
) {
  const query = new URLSearchParams({ kind, name, locale: 'fr' });
  return request.post(`/api/admissions/documents?${query}`, {
    headers: {
      'Content-Type': 'application/pdf',
      'X-Upload-Token': uploadToken,
      'Idempotency-Key': randomUUID(),
    },
    data: body,
  });
}
