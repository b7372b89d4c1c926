import 'server-only';
import { z } from 'zod';
import { inboxKinds } from './inbox-kinds';
import { submissionPath } from './paths';
import { referenceOf } from './references';

/** An inbox's address segment (`[kind]`): a known inbox, else not found. */
export const inboxSegments = z
  .object({ kind: z.enum(inboxKinds) })
  .transform(({ kind }) => ({ inbox: kind }));

/**
 * A submission's address segments (`[kind]/[reference]`), as every form of its page posts them: a
 * known inbox and a well-formed reference of that inbox, else not found, without a query. With the
 * page the forms send the office back to.
 */
export const submissionSegments = z
  .object({ kind: z.enum(inboxKinds), reference: z.string() })
  .transform(({ kind, reference: segment }, context) => {
    const reference = referenceOf(kind, segment);
    if (!reference) {
      context.addIssue({ code: 'custom', message: 'reference' });
      return z.NEVER;
    }
    return { inbox: kind, reference, page: submissionPath(kind, reference) };
  });
