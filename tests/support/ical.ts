import ICAL from 'ical.js';

/**
 * Reads an iCalendar file the way a strict client would. `icsProblems` checks what lenient parsers
 * (ical.js among them) forgive: CRLF line endings, folding at 75 octets without splitting a UTF-8
 * sequence, balanced components, required properties, escaped TEXT values. `parseCalendar` then
 * reads the values with ical.js, the parser Thunderbird's calendar uses.
 */

const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'NAME', 'X-WR-CALNAME', 'PRODID']);

/** A TEXT value whose commas and semicolons are all escaped, and backslashes only escape. */
function badlyEscaped(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === ',' || char === ';') return true;
    if (char === '\\') {
      if (!/[\\;,nN]/.test(value[i + 1] ?? '')) return true;
      i++;
    }
  }
  return false;
}

export function icsProblems(file: string | Uint8Array): string[] {
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the file does not end with CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) problems.push('a line ends without CRLF');

  // Physical lines, as octets: none longer than 75, none cut inside a UTF-8 sequence.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  let number = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
    number++;
    const line = bytes.subarray(start, i);
    if (line.length > 75) problems.push(`line ${number} is ${line.length} octets long`);
    if (line.length === 0) problems.push(`line ${number} is empty`);
    try {
      decoder.decode(line);
    } catch {
      problems.push(`line ${number} splits a UTF-8 character`);
    }
    start = i + 2;
    i++;
  }

  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const stack: string[] = [];
  const counts: Record<string, number>[] = [];
  for (const line of lines) {
    const match = line.match(/^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/);
    if (!match) {
      problems.push(`not a content line: ${line}`);
      continue;
    }
    const [, name = '', , value = ''] = match;
    if (name === 'BEGIN') {
      stack.push(value);
      counts.push({});
    } else if (name === 'END') {
      if (stack.at(-1) !== value) problems.push(`END:${value} closes ${stack.at(-1) ?? 'nothing'}`);
      const seen = counts.pop() ?? {};
      const component = stack.pop();
      const required =
        component === 'VCALENDAR'
          ? ['VERSION', 'PRODID']
          : component === 'VEVENT'
            ? ['UID', 'DTSTAMP', 'DTSTART']
            : [];
      for (const property of required)
        if (seen[property] !== 1) problems.push(`${component} has ${seen[property] ?? 0} ${property}`);
    } else {
      const seen = counts.at(-1);
      if (!seen) problems.push(`property outside any component: ${line}`);
      else seen[name] = (seen[name] ?? 0) + 1;
      if (TEXT_PROPERTIES.has(name) && badlyEscaped(value)) problems.push(`unescaped TEXT value: ${line}`);
      if (name === 'DTSTAMP' && !/^\d{8}T\d{6}Z$/.test(value)) problems.push(`DTSTAMP not in UTC: ${value}`);
      if (name === 'VERSION' && value !== '2.0') problems.push(`VERSION:${value}`);
    }
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR')
    problems.push('the file is not one VCALENDAR');
  return problems;
}

export interface ParsedEvent {
  uid: string;
  /** 'YYYY-MM-DD' of an all-day DTSTART. */
  start: string;
  /** 'YYYY-MM-DD' of DTEND, the day after the last. */
  endExclusive: string;
  allDay: boolean;
  summary: string;
  description: string;
  url: string | undefined;
}

export interface ParsedCalendar {
  version: string;
  prodId: string;
  calscale: string;
  name: string;
  events: ParsedEvent[];
}

/** ical.js types NAME (RFC 7986) as unknown and leaves its TEXT escapes in: undo them here. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const text$ = (component: InstanceType<typeof ICAL.Component>, name: string) =>
    String(component.getFirstPropertyValue(name) ?? '');
  return {
    version: text$(calendar, 'version'),
    prodId: text$(calendar, 'prodid'),
    calscale: text$(calendar, 'calscale'),
    name: unescapeText(text$(calendar, 'name')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const start = vevent.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
      const end = vevent.getFirstPropertyValue('dtend') as InstanceType<typeof ICAL.Time>;
      return {
        uid: text$(vevent, 'uid'),
        start: start.toString(),
        endExclusive: end.toString(),
        allDay: start.isDate && end.isDate,
        summary: text$(vevent, 'summary'),
        description: text$(vevent, 'description'),
        url: vevent.hasProperty('url') ? text$(vevent, 'url') : undefined,
      };
    }),
  };
}
