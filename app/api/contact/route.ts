import { insertContactSubmission } from '@/db/submissions';
import { handleFormPost } from '@/lib/forms/handler';
import { contactSchema } from '@/lib/validation/contact';

/** Receives a message from /contact (spec §5, §7). */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'contact',
    schema: contactSchema,
    store: (db, data, locale) => insertContactSubmission(db, { ...data, locale }),
  });
}
