/**
 * CSV for spreadsheet programs, as the admissions office opens it: French Excel expects `;` as the
 * separator, and reads accents right only when the file starts with a UTF-8 byte order mark.
 */
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/**
 * What a program may drop before reading a cell: invisible format characters (zero-width space,
 * BOM, word joiner, soft hyphen…) and spaces.
 */
const ignoredLead = /^[\p{Cf}\p{White_Space}]+/u;

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+cmd|...`, `@SUM(...)`), or
 * that starts with a control character that some programs strip before doing so, is prefixed
 * with a quote: it is then shown as the text the visitor typed (OWASP "CSV injection"). The cell
 * is judged as a program may read it: compatibility forms folded (NFKC: a full-width `＝` is `=`),
 * then invisible format characters and spaces in front dropped.
 */
export function neutraliseFormula(value: string): string {
  const folded = value.normalize('NFKC');
  const risky =
    /^[\t\r]/.test(folded.replace(/^\p{Cf}+/u, '')) || /^[=+\-@]/.test(folded.replace(ignoredLead, ''));
  return risky ? `'${value}` : value;
}

/** One cell: neutralised, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | null | undefined): string {
  const text = neutraliseFormula(value ?? '');
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, its CRLF end included (RFC 4180). */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** A whole file: BOM, a header line, one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return `${UTF8_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
