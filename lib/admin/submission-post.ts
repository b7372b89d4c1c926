import 'server-only';
import { LOGIN_PATH, requestStaff, sameOrigin, seeOther } from './auth';
import { inboxKinds, type InboxKind } from './inbox-kinds';
import { referenceOf } from './references';
import type { Staff } from './staff';

export interface SubmissionPost {
  staff: Staff;
  inbox: InboxKind;
  reference: string;
  /** The posted fields; undefined when the body is not a form. */
  form: FormData | undefined;
  /** The submission's page, where the forms send the office back. */
  page: string;
}

/**
 * The checks every form of a submission's page starts with (status, note, assignment): a post from
 * the site itself (403 otherwise), a signed-in staff member (else the login page), a known inbox
 * and a well-formed reference (404). Each route then checks its own fields.
 */
export async function readSubmissionPost(
  request: Request,
  params: Promise<{ kind: string; reference: string }>,
): Promise<Response | SubmissionPost> {
  const { kind, reference: segment } = await params;
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const inbox = inboxKinds.find((candidate) => candidate === kind);
  const reference = inbox && referenceOf(inbox, segment);
  if (!inbox || !reference) return new Response('Not Found', { status: 404 });
  const form = await request.formData().catch(() => undefined);
  return { staff, inbox, reference, form, page: `/admin/${inbox}/${encodeURIComponent(reference)}` };
}
