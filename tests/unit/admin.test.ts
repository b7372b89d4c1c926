import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula, toCsv } from '@/lib/admin/csv';
import { filterProblemTexts } from '@/lib/admin/filter-messages';
import { filtersQuery, parseFilters } from '@/lib/admin/filters';
import { isoOfficeDateTime } from '@/i18n/format';
import { officeDayEnd, officeDayStart, waitLabel } from '@/lib/admin/labels';
import { loginDelays } from '@/lib/admin/login';
import { referenceOf } from '@/lib/admin/references';
import { staffCookieRule, type CookieSettings } from '@/lib/admin/staff-cookies';
import { notificationMessage } from '@/lib/notify/submissions';
import { staticRoutes } from '@/lib/routes';
import { delayAfter } from '@/lib/security/failure-delay';

describe('CSV export', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(['Nom', 'Ville'], [['Abdéramane', "N'Djamena"]]);
    expect(csv).toBe("\uFEFFNom;Ville\r\nAbdéramane;N'Djamena\r\n");
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps Arabic names intact, diacritics included, in UTF-8', () => {
    const name = 'فاطِمة محمد الأمين';
    const csv = toCsv(['Nom', 'Ville'], [[name, 'انجمينا']]);
    expect(Buffer.from(csv, 'utf8').toString('utf8')).toBe(`\uFEFFNom;Ville\r\n${name};انجمينا\r\n`);
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('il a dit "oui"')).toBe('"il a dit ""oui"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell(' espace ')).toBe('" espace "');
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const formula of ['=1+1', '+235 66', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
    expect(neutraliseFormula('Achta = candidate')).toBe('Achta = candidate');
  });

  it('neutralises formulas hidden behind invisible characters or written in full-width forms', () => {
    for (const hidden of [
      '\u200B=1+1', // zero-width space
      '\uFEFF=1+1', // byte order mark
      '\u2060\u200D+cmd', // word joiner, zero-width joiner
      '\u00AD-2+3', // soft hyphen
      '\uFF1DHYPERLINK("http://evil.example")', // ＝
      '\uFF0B235 66', // ＋
      '\uFF0D2+3', // －
      '\uFF20SUM(A1)', // ＠
      '\uFE62cmd', // small plus sign
      '\u200B\uFF1D1', // both
      '\u200B\t=1',
      '\u200B\tbonjour', // a tab first
      '\u00A0=1', // no-break space
      '\u3000\uFF1D1', // ideographic space
    ]) {
      expect(neutraliseFormula(hidden), JSON.stringify(hidden)).toBe(`'${hidden}`);
    }
    // What the visitor typed is kept as typed, behind the quote.
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    for (const text of ['\u200BAchta', 'Zénaba', '\uFF21chta', 'Achta - Zara', '\u00A0Achta']) {
      expect(neutraliseFormula(text), JSON.stringify(text)).toBe(text);
    }
    expect(csvCell('=HYPERLINK("http://evil.example";"x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"";""x"")"',
    );
  });
});

describe('inbox filters', () => {
  it('keeps the filters the form sends', () => {
    expect(
      parseFilters(
        'admissions',
        new URLSearchParams(
          'q=achta&status=in_review&programType=master&programme=management-ong&from=2026-09-01&to=2026-09-30&page=3',
        ),
      ),
    ).toEqual({
      ok: true,
      filters: {
        q: 'achta',
        status: 'in_review',
        programType: 'master',
        programme: 'management-ong',
        from: '2026-09-01',
        to: '2026-09-30',
        page: 3,
      },
    });
    // Empty fields and a box holding only spaces mean "any"; a page out of range is the first.
    expect(parseFilters('contact', { q: '  ', status: '', from: '', page: '-2', suspected: '1' })).toEqual({
      ok: true,
      filters: { suspected: true, page: 1 },
    });
  });

  it('reports every value it cannot apply instead of dropping it and selecting more', () => {
    const cases: [Record<string, string | string[]>, string[]][] = [
      [{ status: 'lost' }, ['status']],
      [{ status: ['new', 'accepted'] }, ['status']],
      [{ programType: 'doctorat' }, ['programType']],
      [{ programme: '../x' }, ['programme']],
      [{ programme: 'no-such-programme' }, ['programme']],
      [{ q: '\u0000' }, ['q']],
      [{ q: 'achta\u001b[2J' }, ['q']],
      [{ q: 'a\uD800b' }, ['q']],
      [{ q: 'x'.repeat(201) }, ['q']],
      [{ from: '01/09/2026' }, ['from']],
      [{ from: '0000-01-01', to: '0001-01-01' }, ['from', 'to']],
      [{ from: '1999-12-31', to: '2101-01-01' }, ['from', 'to']],
      [{ from: '2026-02-30' }, ['from']],
      [{ to: '+275760-09-13' }, ['to']],
      [{ from: '2026-09-30', to: '2026-09-01' }, ['range']],
      [{ suspected: 'yes' }, ['suspected']],
      // A status of the contact inbox is not one of the applications'.
      [{ status: 'answered' }, ['status']],
      [{ mine: 'yes' }, ['mine']],
      // « Mes dossiers » needs to know who is looking: the export command cannot use it.
      [{ mine: '1' }, ['mine']],
    ];
    for (const [params, problems] of cases) {
      expect(parseFilters('admissions', params), JSON.stringify(params)).toMatchObject({
        ok: false,
        problems,
      });
    }
    expect(parseFilters('contact', { status: 'in_review' })).toMatchObject({
      ok: false,
      problems: ['status'],
    });
    expect(parseFilters('contact', { status: 'archived', mine: '1' }, { staffId: 'staff-id' })).toEqual({
      ok: true,
      filters: { status: 'archived', mine: 'staff-id', page: 1 },
    });
    // Contact messages have no programme: such a filter would select nothing it names.
    expect(parseFilters('contact', { programme: 'management-ong', programType: 'master' })).toMatchObject({
      ok: false,
      problems: ['programType', 'programme'],
    });
    expect(parseFilters('admissions', { from: '2000-01-01', to: '2100-12-31', q: 'x'.repeat(200) }).ok).toBe(
      true,
    );
  });

  it('says what is wrong in French, one sentence per filter', () => {
    expect(filterProblemTexts(['q', 'from', 'range'])).toEqual([
      'Nom, e-mail, référence ou téléphone : 200 caractères au plus, sans caractère de contrôle.',
      'Du : une date du calendrier entre le 01/01/2000 et le 31/12/2100.',
      'La date « Du » vient après la date « Au ».',
    ]);
  });

  it('writes them back to a query string, page last', () => {
    const parsed = parseFilters('admissions', { q: 'a b', status: 'new', page: '2' });
    expect(parsed.ok).toBe(true);
    expect(filtersQuery(parsed.filters)).toBe('?q=a+b&status=new');
    expect(filtersQuery(parsed.filters, 2)).toBe('?q=a+b&status=new&page=2');
    expect(filtersQuery({ page: 1 })).toBe('');
  });

  it("counts days in N'Djamena time (UTC+1)", () => {
    expect(officeDayStart('2026-09-01').toISOString()).toBe('2026-08-31T23:00:00.000Z');
    expect(officeDayEnd('2026-09-01').toISOString()).toBe('2026-09-01T23:00:00.000Z');
    expect(isoOfficeDateTime(new Date('2026-08-31T23:30:00Z'))).toBe('2026-09-01 00:30');
  });
});

describe('detail addresses', () => {
  it('name a reference of their own inbox; anything else is not found, never an error', () => {
    expect(referenceOf('admissions', 'ADM-2026-7K3Q9X')).toBe('ADM-2026-7K3Q9X');
    expect(referenceOf('contact', 'MSG-2026-7K3Q9X')).toBe('MSG-2026-7K3Q9X');
    expect(referenceOf('admissions', 'ADM%2D2026%2D7K3Q9X')).toBe('ADM-2026-7K3Q9X');
    for (const segment of [
      '%E0%A4%A',
      '%',
      'MSG-2026-7K3Q9X',
      'ADM-2026-7K3Q9',
      'adm-2026-7k3q9x',
      "ADM-2026-7K3Q9X'",
      '',
    ]) {
      expect(referenceOf('admissions', segment), segment).toBeUndefined();
    }
  });
});

describe('notification e-mail', () => {
  it('names the reference, the programme and the link, and nothing the visitor typed', () => {
    const data = {
      fullName: 'Achta Mahamat',
      email: 'achta@example.org',
      phone: '+235 66',
      diploma: 'Bac D',
      programType: 'master',
      program: 'management-ong',
      message: 'Lettre personnelle',
    };
    const { subject, text } = notificationMessage('admission', 'ADM-2026-7K3Q9X', data);
    expect(subject).toBe("Nouvelle demande d'admission ADM-2026-7K3Q9X : Management des ONG");
    expect(text).toContain('/admin/admissions/ADM-2026-7K3Q9X');
    for (const typed of ['Achta', 'achta@example.org', '+235 66', 'Bac D', 'Lettre personnelle']) {
      expect(`${subject}\n${text}`).not.toContain(typed);
    }
    const contact = notificationMessage('contact', 'MSG-2026-7K3Q9X', { name: 'Ngarlem', subject: 'Frais' });
    expect(contact.text).toContain('/admin/contact/MSG-2026-7K3Q9X');
    expect(`${contact.subject}${contact.text}`).not.toMatch(/Ngarlem|Frais/);
  });
});

describe('sitemap source', () => {
  it('has no staff page: the route registry lists public pages only', () => {
    expect(staticRoutes.filter((route) => route.path.startsWith('/admin'))).toEqual([]);
  });
});

describe('staff cookies', () => {
  const rule = (SITE_URL: string, ADMIN_COOKIE_SECURE: CookieSettings['ADMIN_COOKIE_SECURE'] = 'auto') =>
    staffCookieRule({ SITE_URL, NODE_ENV: 'production', ADMIN_COOKIE_SECURE });

  // Path=/ for both: the editing screen (/keystatic) is outside /admin and needs the session.
  it('name a Secure session cookie __Host- and a plain one staff_session, both with Path=/', () => {
    expect(rule('https://universite.example')).toEqual({
      secure: true,
      sessionName: '__Host-staff_session',
      sessionPath: '/',
    });
    expect(rule('http://localhost:3000')).toEqual({
      secure: false,
      sessionName: 'staff_session',
      sessionPath: '/',
    });
    expect(rule('http://localhost:3000', 'always').sessionName).toBe('__Host-staff_session');
  });
});

describe('login delays', () => {
  it('leave a few failures free, then double from 5 seconds up to 15 minutes', () => {
    const waits = Array.from({ length: 16 }, (_, failures) => delayAfter(failures, loginDelays.account));
    expect(waits).toEqual([0, 0, 0, 0, 0, 5, 10, 20, 40, 80, 160, 320, 640, 900, 900, 900]);
    expect(delayAfter(1_000_000, loginDelays.account)).toBe(900);
    expect(delayAfter(19, loginDelays.address)).toBe(0);
    expect(delayAfter(20, loginDelays.address)).toBe(5);
  });

  it('forget a key only after a quiet spell longer than the longest delay', () => {
    for (const schedule of Object.values(loginDelays)) {
      expect(schedule.forgetAfterSeconds).toBeGreaterThan(schedule.maxDelaySeconds);
    }
  });

  it('are told in seconds under a minute, else in minutes rounded up', () => {
    expect([1, 5, 59, 60, 61, 640, 900].map(waitLabel)).toEqual([
      '1 seconde',
      '5 secondes',
      '59 secondes',
      '1 minute',
      '2 minutes',
      '11 minutes',
      '15 minutes',
    ]);
  });
});
