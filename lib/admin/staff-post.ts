import 'server-only';
import type { z } from 'zod';
import { BodyTooLargeError, hasContentType, readBytesLimited } from '@/lib/http';
import { DEFAULT_STAFF_BODY_LIMIT, staffBodyLimit } from '@/lib/security/post-guards';
import { LOGIN_PATH, sameOrigin, seeOther } from './auth';
import { requestSignedIn } from './signed-in';
import type { SignedIn } from './staff-sessions';

/** Why a post was refused before its fields were looked at, with the status it gets by default. */
export const staffPostRefusals = {
  origin: 403,
  body_too_large: 413,
  unsupported_media_type: 415,
  unreadable: 400,
} as const;
export type StaffPostRefusal = keyof typeof staffPostRefusals;

/** A posted form's fields as zod sees them: each name's value, or its values when repeated (ticks). */
export type PostedFields = Record<string, string | string[]>;

type Access = 'staff' | 'anyone';
type WhoOf<A extends Access> = A extends 'staff' ? SignedIn : SignedIn | undefined;

/** What a staff post's handler and its answers are given. */
export interface StaffPost<Segments, A extends Access> {
  request: Request;
  /** The signed-in staff member and session; for `access: 'anyone'`, whoever it is, if anyone. */
  who: WhoOf<A>;
  /** The address's segments, checked by `segments`. */
  segments: Segments;
  /** The form as posted, to send back what was typed when it is refused. */
  form: URLSearchParams;
}

export interface StaffPostSpec<Segments, Data, A extends Access> {
  /** `staff` (the default): a signed-in staff member, else the sign-in page. `anyone`: the sign-in and sign-out. */
  access?: A;
  /** The address's dynamic segments (`[kind]`, `[reference]`…): any that does not pass is 404. */
  segments?: z.ZodType<Segments>;
  /** The posted fields, checked; a schema that depends on the segments (an inbox's statuses) is a function. */
  fields: z.ZodType<Data> | ((post: StaffPost<Segments, A>) => z.ZodType<Data>);
  /** The answer to fields that do not pass: a line on the page, what was typed kept; 400 by default. */
  invalid?: (post: StaffPost<Segments, A>, issues: readonly z.core.$ZodIssue[]) => Response;
  /** The answer to a refused post (another site, too large, not a form); its status by default. */
  refused?: (reason: StaffPostRefusal) => Response;
  /**
   * The body's limit when the server hook does not hold this address to one (the sign-in counts its
   * own); otherwise the address's limit in lib/security/post-guards.ts, the one the hook enforces.
   */
  bodyLimit?: number;
  /** The change itself, once everything above passed; answers with the page to show (seeOther). */
  handle: (post: StaffPost<Segments, A> & { data: Data }) => Promise<Response>;
}

/** The route handler's signature Next.js calls: the request and the address's segments. */
export type StaffPostHandler = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

function plain(status: number): Response {
  const text = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 413: 'Payload Too Large' }[status];
  return new Response(text ?? null, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The form's fields, read within the body limit. Staff forms post URL-encoded, as a browser sends a
 * form without scripts; any other type is refused unread, except an empty post (a button alone).
 */
async function readForm(request: Request, limit: number): Promise<URLSearchParams | StaffPostRefusal> {
  if (!hasContentType(request.headers.get('content-type'), 'application/x-www-form-urlencoded')) {
    const empty = request.body === null || request.headers.get('content-length') === '0';
    return empty ? new URLSearchParams() : 'unsupported_media_type';
  }
  try {
    const bytes = await readBytesLimited(request, limit);
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    return error instanceof BodyTooLargeError ? 'body_too_large' : 'unreadable';
  }
}

function fieldsOf(form: URLSearchParams): PostedFields {
  const fields: PostedFields = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}

/**
 * The one way the staff area changes data: a route handler made of the checks every staff form
 * needs, in this order, then the change.
 * 1. The post comes from the site itself (`sameOrigin`, docs/security.md): else 403.
 * 2. A signed-in staff member (unless `access: 'anyone'`): else the sign-in page (303).
 * 3. The address's segments pass `segments`: else 404.
 * 4. A URL-encoded body within the address's limit: else 415 or 413 (the server hook refused a
 *    larger one before Next.js read it; this holds where no hook runs).
 * 5. The fields pass `fields` (zod): else `invalid`'s answer, 400 by default.
 * 6. `handle` makes the change and answers, with a 303 to the page to show again: every staff form
 *    works without scripts, and a reload never posts twice.
 */
export function staffPost<Data, Segments = Record<string, never>, A extends Access = 'staff'>(
  spec: StaffPostSpec<Segments, Data, A>,
): StaffPostHandler {
  const refuse = (reason: StaffPostRefusal) => spec.refused?.(reason) ?? plain(staffPostRefusals[reason]);
  return async (request, context) => {
    if (!sameOrigin(request)) return refuse('origin');
    const who = await requestSignedIn(request);
    if (!who && (spec.access ?? 'staff') === 'staff') return seeOther(LOGIN_PATH);
    const params = (await context?.params) ?? {};
    const segments = spec.segments ? spec.segments.safeParse(params) : { success: true as const, data: {} };
    if (!segments.success) return plain(404);
    const limit = spec.bodyLimit ?? staffBodyLimit(new URL(request.url).pathname) ?? DEFAULT_STAFF_BODY_LIMIT;
    const form = await readForm(request, limit);
    if (typeof form === 'string') return refuse(form);
    const post = { request, who: who as WhoOf<A>, segments: segments.data as Segments, form };
    const schema = typeof spec.fields === 'function' ? spec.fields(post) : spec.fields;
    const fields = schema.safeParse(fieldsOf(form));
    if (!fields.success) return spec.invalid?.(post, fields.error.issues) ?? plain(400);
    return spec.handle({ ...post, data: fields.data });
  };
}
