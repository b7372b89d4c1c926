/** A plain-text e-mail as a test SMTP server received it: recipients, decoded subject and body. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const spaced = underscoreIsSpace ? joined.replace(/_/g, ' ') : joined;
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i++) {
    const hex = spaced.slice(i + 1, i + 3);
    if (spaced[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(spaced.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** A header's value with its RFC 2047 encoded words (non-ASCII subjects) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      (encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data, true)
      ).toString('utf8'),
    );
}

/** Reads a single-part plain-text message (what the site's mail sends to applicants). */
export function readMail(to: string[], raw: Buffer): ReceivedMail {
  const source = raw.toString('latin1');
  const split = source.search(/\r?\n\r?\n/);
  const head = source.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = source.slice(split).trim();
  const header = (name: string) =>
    head
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return {
    to,
    subject: decodeHeader(header('Subject')),
    text: bytes.toString('utf8').replace(/\r\n/g, '\n'),
  };
}
