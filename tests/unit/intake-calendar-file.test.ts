import { describe, expect, it } from 'vitest';
import { intakeEvents } from '@/content/calendar';
import type { IntakeEvent } from '@/content/intake-types';
import { site } from '@/content/site';
import { locales, type Locale } from '@/i18n/locales';
import { intakeCalendarFile } from '@/lib/intake/calendar-file';
import { escapeText, foldLine, icsCalendar } from '@/lib/intake/ics';
import { icsProblems, parseCalendar } from '../support/ical';

const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What a calendar app should hold for an intake event. */
function expected(event: IntakeEvent, locale: Locale) {
  return {
    start: event.start,
    endExclusive: dayAfter(event.end ?? event.start),
    summary: event.title[locale],
  };
}

describe('the iCalendar writer', () => {
  it('escapes TEXT values as RFC 5545 says', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
  });

  it('folds at 75 octets, never inside a UTF-8 character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'é'.repeat(40)}${'x'.repeat(30)}${'’'.repeat(30)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes a file a strict reader accepts and ical.js reads back, special characters included', () => {
    const text = icsCalendar({
      prodId: '-//Test, Inc.//Calendar//FR',
      name: 'Dates; virgules, et barres \\ obliques',
      language: 'fr',
      stamp: new Date('2027-01-02T03:04:05.678Z'),
      events: [
        {
          uid: 'a@example.org',
          start: '2027-02-27',
          end: '2027-03-01',
          summary: 'Portes ouvertes, campus; « amphi »',
          description: `Ligne un\nLigne deux, avec ${'des accents é à ô '.repeat(8)}`,
          url: 'https://example.org/admissions',
        },
      ],
    });
    expect(icsProblems(text)).toEqual([]);
    const calendar = parseCalendar(text);
    expect(calendar.name).toBe('Dates; virgules, et barres \\ obliques');
    expect(calendar.prodId).toBe('-//Test, Inc.//Calendar//FR');
    expect(calendar.events).toEqual([
      {
        uid: 'a@example.org',
        start: '2027-02-27',
        // The day after the last: 2027 is no leap year.
        endExclusive: '2027-03-02',
        allDay: true,
        summary: 'Portes ouvertes, campus; « amphi »',
        description: `Ligne un\nLigne deux, avec ${'des accents é à ô '.repeat(8)}`,
        url: 'https://example.org/admissions',
      },
    ]);
    expect(text).toContain('DTSTAMP:20270102T030405Z\r\n');
  });

  it('refuses to write a calendar without events, which iCalendar does not allow', () => {
    expect(() =>
      icsCalendar({ prodId: 'x', name: 'x', language: 'fr', stamp: new Date(), events: [] }),
    ).toThrow();
  });

  it('catches what lenient parsers forgive', () => {
    const good = icsCalendar({
      prodId: '-//T//T//FR',
      name: 'n',
      language: 'fr',
      stamp: new Date('2027-01-01T00:00:00Z'),
      events: [{ uid: 'u', start: '2027-01-05', summary: 's', description: 'd' }],
    });
    expect(icsProblems(good)).toEqual([]);
    expect(icsProblems(good.replaceAll('\r\n', '\n'))).not.toEqual([]);
    expect(icsProblems(good.replace('SUMMARY;LANGUAGE=fr:s', 'SUMMARY:a, b'))).not.toEqual([]);
    expect(icsProblems(good.replace(/UID:u\r\n/, ''))).not.toEqual([]);
    expect(icsProblems(good.replace('SUMMARY;LANGUAGE=fr:s', `SUMMARY:${'x'.repeat(80)}`))).not.toEqual([]);
  });
});

describe('the intake calendar file', () => {
  const now = new Date('2027-03-01T12:00:00Z');

  for (const locale of locales) {
    it(`holds every date of the intake, as the admissions page shows them, on any day it is read (${locale})`, () => {
      const text = intakeCalendarFile({ locale, name: 'Admissions', now });
      expect(icsProblems(text)).toEqual([]);
      const calendar = parseCalendar(text);
      expect(calendar.version).toBe('2.0');
      expect(calendar.calscale).toBe('GREGORIAN');
      expect(calendar.prodId).toContain(site.name);

      // Written at build and read on later days: a date that has passed stays, shown as past.
      const upcoming = intakeEvents();
      expect(
        calendar.events.map(({ start, endExclusive, summary }) => ({ start, endExclusive, summary })),
      ).toEqual(upcoming.map((event) => expected(event, locale)));
      for (const [index, event] of calendar.events.entries()) {
        const source = upcoming[index]!;
        expect(event.allDay).toBe(true);
        expect(event.description.startsWith(source.description[locale])).toBe(true);
        expect(event.uid).toBe(`${source.id}-2027@${new URL(site.url).hostname}`);
        expect(event.url).toBe(`${site.url}${locale === 'fr' ? '' : `/${locale}`}/admissions`);
      }
    });
  }

  it('gives an event the same UID in every language and at every build, so phones update it', () => {
    const uids = (locale: Locale, at: Date) =>
      parseCalendar(intakeCalendarFile({ locale, name: 'x', now: at })).events.map((e) => e.uid);
    expect(uids('fr', now)).toEqual(uids('en', now));
    expect(uids('fr', now)).toEqual(uids('ar', now));
    expect(uids('fr', now)).toEqual(uids('fr', new Date('2027-03-02T12:00:00Z')));
  });

  it('is the same file whatever day it is built on, before, during or after the rounds', () => {
    for (const at of ['2026-11-28T12:00:00Z', '2027-03-01T12:00:00Z', '2999-01-01T00:00:00Z']) {
      const text = intakeCalendarFile({ locale: 'fr', name: 'x', now: new Date(at) });
      expect(icsProblems(text)).toEqual([]);
      expect(parseCalendar(text).events.map((e) => e.start)).toEqual(intakeEvents().map((e) => e.start));
    }
  });
});
