import { contactSubmissions } from '@/db/schema';
import { findPriorSubmission, insertContactSubmission } from '@/db/submissions';
import { handleFormPost } from '@/lib/forms/handler';
import { contactSchema } from '@/lib/validation/contact';

/** Receives a message from /contact and stores it (rules: docs/product.md, Forms). */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'contact',
    schema: contactSchema,
    prior: (db, key, tokenId) => findPriorSubmission(db, contactSubmissions, key, tokenId),
    store: (db, data, { locale, idempotencyKey, suspectedReason, bodyHash, formTokenId }) =>
      insertContactSubmission(db, {
        ...data,
        locale,
        idempotencyKey,
        suspectedReason,
        bodyHash,
        formTokenId,
      }),
  });
}
