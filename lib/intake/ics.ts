import type { IsoDate } from '@/content/intake-types';

/**
 * A minimal iCalendar (RFC 5545) writer for all-day events, enough for a phone or a desktop
 * calendar to import a published list of dates: CRLF line endings, lines folded at 75 octets,
 * TEXT values escaped.
 */

export interface IcsEvent {
  /** Globally unique and stable across rebuilds: calendars update an event they already hold. */
  uid: string;
  start: IsoDate;
  /** Last day, inclusive (iCalendar's DTEND is the day after). */
  end?: IsoDate;
  summary: string;
  description: string;
  url?: string;
}

export interface IcsCalendar {
  /** Who wrote the file, as `-//Organisation//Product//LANGUAGE`. */
  prodId: string;
  name: string;
  /** BCP 47 tag of the texts. */
  language: string;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
  events: readonly IcsEvent[];
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line so that no physical line exceeds 75 octets (RFC 5545 §3.1): a break is
 * CRLF followed by one space, and never falls inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** 'YYYY-MM-DD' as an iCalendar DATE, 'YYYYMMDD'. */
function date(iso: IsoDate): string {
  return iso.replaceAll('-', '');
}

/** The day after, as an iCalendar DATE. */
function dayAfter(iso: IsoDate): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A UTC DATE-TIME, 'YYYYMMDDTHHMMSSZ'. */
function dateTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar as an iCalendar document. A calendar needs at least one event to be valid. */
export function icsCalendar(calendar: IcsCalendar): string {
  if (calendar.events.length === 0) throw new Error('An iCalendar object holds at least one event');
  const stamp = dateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME;LANGUAGE=${calendar.language}:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${date(event.start)}`,
      `DTEND;VALUE=DATE:${dayAfter(event.end ?? event.start)}`,
      `SUMMARY;LANGUAGE=${calendar.language}:${escapeText(event.summary)}`,
      `DESCRIPTION;LANGUAGE=${calendar.language}:${escapeText(event.description)}`,
      ...(event.url ? [`URL;VALUE=URI:${event.url}`] : []),
      // A day marked in the calendar, not time the visitor is busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
