import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawayDatabase } from './support/postgres';
import { storedApplication } from './support/form-fixtures';
import { closeServerDatabase } from './support/server-database';
import { staffFormPost, staffSite } from './support/staff-requests';

// Every state-changing staff post compares the whole origin: a page served from another scheme
// or port of the same host is another site.

const site = staffSite;
const password = 'un-mot-de-passe-solide';
const database = throwawayDatabase('hacct_staff_origin');
let routes: Awaited<ReturnType<typeof load>>;
let cookie: string;

async function load() {
  vi.resetModules();
  delete process.env.PGLITE_DATA_DIR;
  process.env.DATABASE_URL = database.url;
  process.env.SITE_URL = site;
  const reference = { kind: 'admissions', reference: 'ADM-2026-7K3Q9X' };
  const params = <T>(value: T) => ({ params: Promise.resolve(value) });
  const status = await import('@/app/admin/[kind]/[reference]/statut/route');
  const notes = await import('@/app/admin/[kind]/[reference]/notes/route');
  const assignee = await import('@/app/admin/[kind]/[reference]/attribution/route');
  const bulk = await import('@/app/admin/[kind]/lot/route');
  const cleared = await import('@/app/admin/[kind]/[reference]/lever-signalement/route');
  const close = await import('@/app/admin/sessions/fermer/route');
  const logout = await import('@/app/admin/deconnexion/route');
  const login = await import('@/app/admin/session/route');
  const templates = await import('@/app/admin/modeles/[key]/enregistrer/route');
  const resend = await import('@/app/admin/courriels/renvoyer/route');
  const { getDatabase } = await import('@/db');
  const { insertAdmissionRequest } = await import('@/db/submissions');
  const { saveStaffUser } = await import('@/lib/admin/staff');
  const posts: Record<string, (request: Request) => Promise<Response>> = {
    status: (request) => status.POST(request, params(reference)),
    notes: (request) => notes.POST(request, params(reference)),
    assignee: (request) => assignee.POST(request, params(reference)),
    bulk: (request) => bulk.POST(request, params({ kind: 'admissions' })),
    sessions: (request) => close.POST(request),
    logout: (request) => logout.POST(request),
    templates: (request) => templates.POST(request, params({ key: 'interview' })),
    resend: (request) => resend.POST(request),
  };
  const clear = (request: Request, of: string) =>
    cleared.POST(request, params({ kind: 'admissions', reference: of }));
  const changeStatus = (request: Request, of: string) =>
    status.POST(request, params({ kind: 'admissions', reference: of }));
  return {
    posts,
    clear,
    changeStatus,
    login: login.POST,
    getDatabase,
    insertAdmissionRequest,
    saveStaffUser,
  };
}

/** A staff post carrying only the origin headers given. */
function post(fields: Record<string, string>, headers: Record<string, string>) {
  return staffFormPost('/admin/x', fields, { Origin: undefined, 'Sec-Fetch-Site': undefined, ...headers });
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await database.create();
  routes = await load();
  const { db } = await routes.getDatabase();
  await routes.saveStaffUser(db, 'moi@universite.example', password);
  const response = await routes.login(
    post({ email: 'moi@universite.example', password }, { Origin: site, 'Sec-Fetch-Site': 'same-origin' }),
  );
  cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('staff_session='))!
    .split(';')[0]!;
});

afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  delete process.env.DATABASE_URL;
  await database.drop();
});

const foreignOrigins = [
  'https://localhost:3000',
  'ws://localhost:3000',
  'http://localhost:3001',
  'https://localhost',
];

/** An application stored as the form stores one; a `suspectedReason` flags it as a robot's. */
async function storeApplication(suspectedReason: 'too_fast' | null) {
  const { db } = await routes.getDatabase();
  return routes.insertAdmissionRequest(db, storedApplication({ suspectedReason }));
}

describe('the staff area’s origin check', () => {
  it.each(['status', 'notes', 'assignee', 'bulk', 'sessions', 'templates', 'resend', 'logout'])(
    'refuses the %s post from the same host under another scheme or port, and takes the site’s own',
    async (route) => {
      for (const origin of foreignOrigins) {
        const answer = await routes.posts[route]!(
          post({ status: 'accepted' }, { Cookie: cookie, Origin: origin }),
        );
        expect(answer.status, origin).toBe(403);
      }
      // The logout would end the session the other posts use: its own origin is checked last.
      if (route === 'logout') return;
      const own = await routes.posts[route]!(post({ status: 'accepted' }, { Cookie: cookie, Origin: site }));
      expect(own.status).not.toBe(403);
    },
  );
});

describe('a form as a browser sends it', () => {
  it('leaves out a box left unticked: the status changes without « Informer le candidat »', async () => {
    const application = await storeApplication(null);
    const answer = await routes.changeStatus(
      post({ status: 'in_review' }, { Cookie: cookie, Origin: site }),
      application.reference,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/admin/admissions/${application.reference}?saved=1`);
  });

  it('signs in with empty fields refused as wrong credentials, not as a malformed post', async () => {
    const answer = await routes.login(post({}, { Origin: site, 'X-Forwarded-For': '203.0.113.99' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/admin/connexion?error=credentials');
  });
});

describe('« Ce n’est pas un robot » on a flagged application', () => {
  it('lifts the flag from the site’s own page only, so its applicant may then add documents', async () => {
    const { db } = await routes.getDatabase();
    const { admissionRequests } = await import('@/db/schema');
    const { eq } = await import('drizzle-orm');
    const flagged = await storeApplication('too_fast');
    const flag = async () =>
      (await db.select().from(admissionRequests).where(eq(admissionRequests.id, flagged.id)))[0]
        ?.suspectedReason;

    for (const origin of foreignOrigins) {
      const refused = await routes.clear(post({}, { Cookie: cookie, Origin: origin }), flagged.reference);
      expect(refused.status, origin).toBe(403);
    }
    expect(await routes.clear(post({}, { Origin: site }), flagged.reference)).toHaveProperty('status', 303);
    expect(await flag()).toBe('too_fast');

    const done = await routes.clear(post({}, { Cookie: cookie, Origin: site }), flagged.reference);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`/admin/admissions/${flagged.reference}?cleared=1`);
    expect(await flag()).toBeNull();
  });
});
