import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationWindows } from '@/content/calendar';
import type { IsoDate } from '@/content/intake-types';
import type { DatabaseHandle } from '@/db/client';
import { admissionRequests } from '@/db/schema';
import { addDays } from '@/lib/core/days';
import { formatDay } from '@/i18n/format';
import { intakeDays } from '../support/intake-days';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';

const application = {
  fullName: 'Khadidja Abakar',
  email: 'khadidja@example.org',
  phone: '+235 66 00 00 07',
  diploma: 'Baccalauréat série C (2026)',
  programType: 'licence',
  program: 'genie-logiciel',
  message: '',
};

function post(body: object): Request {
  return new Request('http://localhost/api/admissions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const database = throwawayDatabase('intake_window');
let postAdmission: typeof import('@/lib/forms/admission-endpoint').postAdmission;
let handle: DatabaseHandle;

beforeAll(async () => {
  await database.create();
  vi.resetModules();
  delete process.env.PGLITE_DATA_DIR;
  process.env.DATABASE_URL = database.url;
  ({ postAdmission } = await import('@/lib/forms/admission-endpoint'));
  handle = await (await import('@/db')).getDatabase();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterAll(async () => {
  await closeServerDatabase();
  delete process.env.DATABASE_URL;
  vi.restoreAllMocks();
  await database.drop();
});

/** Posts an application as the server would judge it on `day` (the endpoint's clock). */
async function sendOn(day: IsoDate, locale: 'fr' | 'en', fields: object = {}) {
  const response = await postAdmission(post({ ...application, ...fields, locale }), () => day);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const [first] = applicationWindows('licence');
const last = applicationWindows('licence').at(-1)!;

describe('POST /api/admissions follows the intake window', () => {
  it('refuses an application the day before the first round opens, with its dates and the contact form', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { status, body } = await sendOn(intakeDays.before, locale);
      expect(status).toBe(403);
      expect(body.error).toBe('applications_closed');
      const message = (body.errors as { form: string }).form;
      expect(message).toContain(formatDay(first!.opens, locale));
      expect(message).toContain(formatDay(first!.closes, locale));
      expect(message).toContain(locale === 'fr' ? 'formulaire de contact' : 'contact form');
    }
    expect(await handle.db.select().from(admissionRequests)).toHaveLength(0);
  });

  it('stores one on the first and on the last day of a round', async () => {
    expect((await sendOn(first!.opens, 'fr')).status).toBe(201);
    expect((await sendOn(first!.closes, 'en', { email: 'k2@example.org' })).status).toBe(201);
    expect(await handle.db.select().from(admissionRequests)).toHaveLength(2);
  });

  it('refuses one between rounds with the next round, and after the last with its closing day', async () => {
    const [, second] = applicationWindows('licence');
    if (second) {
      const between = await sendOn(addDays(first!.closes, 1), 'fr');
      expect(between.status).toBe(403);
      expect((between.body.errors as { form: string }).form).toContain(formatDay(second.opens, 'fr'));
    }
    for (const locale of ['fr', 'en'] as const) {
      const { status, body } = await sendOn(intakeDays.after, locale);
      expect(status).toBe(403);
      expect((body.errors as { form: string }).form).toContain(formatDay(last.closes, locale));
    }
    expect(await handle.db.select().from(admissionRequests)).toHaveLength(2);
  });

  it('refuses a master application on the same days as the server clock says', async () => {
    const master = { programType: 'master', program: 'audit-controle-gestion' };
    expect((await sendOn(intakeDays.before, 'fr', master)).status).toBe(403);
    expect((await sendOn(intakeDays.inside, 'fr', { ...master, email: 'k3@example.org' })).status).toBe(201);
    expect((await sendOn(intakeDays.after, 'fr', master)).status).toBe(403);
  });
});
