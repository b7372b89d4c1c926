import 'server-only';
import { windowStateOn } from '@/content/calendar';
import type { IsoDate } from '@/content/intake-types';
import { getProgramme } from '@/content/programmes';
import { findApplication } from '@/db/documents';
import { admissionRequests } from '@/db/schema';
import { findPriorSubmission, insertAdmissionRequest } from '@/db/submissions';
import { uploadTokenFor } from '@/lib/documents/upload-token-key';
import { closedText } from '@/lib/intake/window-texts';
import { judgeConfirmation } from '@/lib/notify/confirmation-limits';
import { applicantMailEnabled, confirmationMail } from '@/lib/notify/outbox';
import { createAdmissionSchema } from '@/lib/validation/admission';
import { admissionChoices } from './admission-choices';
import { handleFormPost } from './handler';

const schema = createAdmissionSchema(admissionChoices());

/**
 * Receives an application from /admissions and stores it (rules: docs/product.md, Forms), on the
 * days a round of the intake is open for its level: `today` is the clock it judges that by (the
 * route passes the server's, a test its own). The 201 (and a replayed send's) carries an upload
 * token for the application's documents (app/api/admissions/uploads), unless the application was
 * flagged as a robot's; the applicant's
 * confirmation e-mail is queued, within the limits of confirmations to one address.
 */
export function postAdmission(request: Request, today: () => IsoDate): Promise<Response> {
  return handleFormPost(request, {
    form: 'admission',
    schema,
    refuse: (data, locale) => closedText(windowStateOn(today(), data.programType), locale),
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
    // An application flagged as a robot's gets no upload token until staff clear it.
    answerFields: async (db, reference, suspected) =>
      (suspected ?? Boolean((await findApplication(db, reference))?.suspectedReason))
        ? {}
        : { uploadToken: await uploadTokenFor(db, reference) },
  });
}
