import { contactSubmissions } from '@/db/schema';
import { findByIdempotencyKey, insertContactSubmission } from '@/db/submissions';
import { handleFormPost } from '@/lib/forms/handler';
import { contactSchema } from '@/lib/validation/contact';

/** Receives a message from /contact (spec §5, §7). */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'contact',
    prefix: 'MSG',
    schema: contactSchema,
    find: (db, key) => findByIdempotencyKey(db, contactSubmissions, key),
    store: (db, data, { locale, idempotencyKey }) =>
      insertContactSubmission(db, { ...data, locale, idempotencyKey }),
  });
}
