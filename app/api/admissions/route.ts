import { getProgramme } from '@/content/programmes';
import { admissionRequests } from '@/db/schema';
import { findPriorSubmission, insertAdmissionRequest } from '@/db/submissions';
import { uploadTokenFor } from '@/lib/documents/upload-token-key';
import { admissionChoices } from '@/lib/forms/admission-choices';
import { handleFormPost } from '@/lib/forms/handler';
import { judgeConfirmation } from '@/lib/notify/confirmation-limits';
import { applicantMailEnabled, confirmationMail } from '@/lib/notify/outbox';
import { createAdmissionSchema } from '@/lib/validation/admission';

const schema = createAdmissionSchema(admissionChoices());

/**
 * Receives an application from /admissions and stores it (rules: docs/product.md, Forms). The 201
 * (and a replayed send's) carries an upload token for the application's documents
 * (app/api/admissions/documents); the applicant's confirmation e-mail is queued, within the limits
 * of confirmations to one address.
 */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'admission',
    schema,
    prior: (db, key, tokenId) => findPriorSubmission(db, admissionRequests, key, tokenId),
    store: async (db, data, { locale, idempotencyKey, suspectedReason, bodyHash, formTokenId }) => {
      // The schema accepted the slug, so the programme exists; its French title is the name of
      // record for the admissions office, whatever language the visitor used.
      const programme = getProgramme(data.programType, data.program);
      if (!programme) throw new Error('Programme missing from the registry');
      // The confirmation is queued with the application, in its statement: for a person's post
      // only, and while the address has not received as many as it may (counted in the same
      // transaction). A confirmation withheld is noted on the application, for the office.
      const mailed = applicantMailEnabled() && !suspectedReason;
      const confirmationWithheld = mailed ? await judgeConfirmation(db, data.email) : null;
      const confirmation = mailed && !confirmationWithheld ? confirmationMail : undefined;
      return insertAdmissionRequest(
        db,
        {
          fullName: data.fullName,
          email: data.email,
          phone: data.phone,
          diploma: data.diploma,
          programType: data.programType,
          programSlug: programme.slug,
          programName: programme.title.fr,
          motivationLetter: data.message,
          locale,
          idempotencyKey,
          suspectedReason,
          bodyHash,
          formTokenId,
          confirmationWithheld,
        },
        confirmation,
      );
    },
    answerFields: async (db, reference) => ({ uploadToken: await uploadTokenFor(db, reference) }),
  });
}
