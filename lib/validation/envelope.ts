import { z } from 'zod';
import './zod-config';
import { locales } from '@/i18n/locales';
import { HONEYPOT_FIELD } from './honeypot';

export { HONEYPOT_FIELD };

/** Shape of the idempotency key a form generates once per submission. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What a form post carries besides the form's own fields: the page's language, the submission's
 * idempotency key, the honeypot (and a fill time older forms declared). Every part is optional
 * so that a post without them (an API client) is judged on its fields alone.
 */
export const envelopeSchema = z.strictObject({
  locale: z.enum(locales).optional(),
  idempotencyKey: z.string().regex(idempotencyKeyPattern).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  /**
   * Milliseconds the visitor spent on the form, as earlier versions of the form declared it (a
   * page kept offline may still send it). Accepted and ignored: the fill time is judged from the
   * server-signed form token.
   */
  fillMs: z.number().int().min(0).max(1e10).optional(),
});

export type Envelope = z.output<typeof envelopeSchema>;
export const envelopeKeys = Object.keys(envelopeSchema.shape);

/**
 * Splits a post's body into its envelope and the form's own fields. Built with `fromEntries`, so
 * a `__proto__` key stays an ordinary (and, to the strict schemas, unknown) field instead of
 * becoming the prototype that fields would be inherited from.
 */
export function splitEnvelope(body: Record<string, unknown>): {
  envelope: Record<string, unknown>;
  fields: Record<string, unknown>;
} {
  const entries = Object.entries(body);
  return {
    envelope: Object.fromEntries(entries.filter(([key]) => envelopeKeys.includes(key))),
    fields: Object.fromEntries(entries.filter(([key]) => !envelopeKeys.includes(key))),
  };
}
