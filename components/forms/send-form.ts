import type { Locale } from '@/i18n/locales';

export type SendResult =
  | { kind: 'stored'; reference: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed'; status?: number };

/** Posts a form as JSON; every outcome but a 201 with a reference counts as not stored. */
export async function sendForm(url: string, values: object, locale: Locale): Promise<SendResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, locale }),
    });
    const body = (await response.json().catch(() => null)) as {
      reference?: unknown;
      errors?: unknown;
    } | null;
    if (response.status === 201 && typeof body?.reference === 'string') {
      return { kind: 'stored', reference: body.reference };
    }
    if (response.status === 422 && body?.errors && typeof body.errors === 'object') {
      return { kind: 'invalid', errors: body.errors as Record<string, string> };
    }
    return { kind: 'failed', status: response.status };
  } catch {
    return { kind: 'failed' };
  }
}
