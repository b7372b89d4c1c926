import { contactSubmissions } from '@/db/schema';
import { findByIdempotencyKey, isFormTokenUsed, insertContactSubmission } from '@/db/submissions';
import { handleFormPost } from '@/lib/forms/handler';
import { contactSchema } from '@/lib/validation/contact';

/** Receives a message from /contact and stores it (rules: docs/product.md, Forms). */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'contact',
    schema: contactSchema,
    find: (db, key) => findByIdempotencyKey(db, contactSubmissions, key),
    tokenUsed: (db, tokenId) => isFormTokenUsed(db, contactSubmissions, tokenId),
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
