import type { Locale } from '@/i18n/locales';

export type SendResult =
  | { kind: 'stored'; reference: string; uploadToken?: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Not taken on this day (applications closed): why, and what to do instead. */
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; status?: number }
  /** No answer at all: offline, or the connection dropped. */
  | { kind: 'unreachable' };

/** What a send carries besides the form's fields (lib/validation/envelope.ts). */
export interface SendEnvelope {
  /** The same for every send of one submission, so a retry never stores a second row. */
  idempotencyKey: string;
  /** The hidden honeypot field's content (empty for people). */
  website: string;
}

/** A random idempotency key; `crypto.getRandomValues` also works on plain-http addresses. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/**
 * One form's submission state: the idempotency key, kept across retries and double clicks of the
 * same values, renewed once a submission is stored or when the values change. (How long the visitor
 * took is the server's to judge, from the form token its page came with: lib/security/form-token.ts.)
 */
export class SubmissionTracker {
  private key: string | null = null;
  /** The values last sent under `key`: a retry sends them again, a correction is a new send. */
  private sentValues: string | null = null;

  /** The envelope of a send of `values`; `form` holds the honeypot. */
  envelope(values: object, form: HTMLFormElement | null, honeypotField: string): SendEnvelope {
    const sent = JSON.stringify(values);
    if (sent !== this.sentValues) this.key = null;
    this.key ??= newIdempotencyKey();
    this.sentValues = sent;
    const honeypot = form ? new FormData(form).get(honeypotField) : null;
    return {
      idempotencyKey: this.key,
      website: typeof honeypot === 'string' ? honeypot : '',
    };
  }

  /** The server holds other values under this key: the next send is a new submission. */
  keyRefused() {
    this.key = null;
    this.sentValues = null;
  }

  /** The submission is stored: the next one is a new submission on a fresh form. */
  stored() {
    this.key = null;
    this.sentValues = null;
  }
}

/** The JSON body of a send: the form's fields, its language and its envelope. */
export function sendBody(values: object, locale: Locale, envelope: SendEnvelope): Record<string, unknown> {
  return { ...values, locale, ...envelope };
}

/** Posts a form's body as JSON; every outcome but a 201 with a reference counts as not stored. */
export async function postForm(url: string, body: Record<string, unknown>): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  try {
    const answer = (await response.json().catch(() => null)) as {
      reference?: unknown;
      uploadToken?: unknown;
      error?: unknown;
      errors?: unknown;
    } | null;
    if (response.status === 201 && typeof answer?.reference === 'string') {
      const uploadToken = typeof answer.uploadToken === 'string' ? answer.uploadToken : undefined;
      return { kind: 'stored', reference: answer.reference, uploadToken };
    }
    if (response.status === 422 && answer?.errors && typeof answer.errors === 'object') {
      return { kind: 'invalid', errors: answer.errors as Record<string, string> };
    }
    const closed = (answer?.errors as { form?: unknown } | undefined)?.form;
    if (response.status === 403 && answer?.error === 'applications_closed' && typeof closed === 'string') {
      return { kind: 'closed', message: closed };
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      return { kind: 'limited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 600 };
    }
    return { kind: 'failed', status: response.status };
  } catch {
    return { kind: 'failed', status: response.status };
  }
}
