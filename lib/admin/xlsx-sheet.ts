// A one-sheet .xlsx file written as a stream: the parts of the workbook, then the sheet's rows as
// they come, each compressed at once into the zip (fflate). A spreadsheet writer that takes the
// whole sheet at once would hold every row, its XML and the zip in memory together.
import { strToU8, Zip, ZipDeflate } from 'fflate';

export type SheetCell = { text: string } | { date: Date };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style indexes of `styles.xml`'s cellXfs: plain, bold header, date, text (`@`). */
const STYLE = { header: 1, date: 2, text: 3 } as const;

const styles = `${XML_HEAD}<styleSheet xmlns="${MAIN}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function workbookParts(sheetName: string): Record<string, string> {
  return {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">\
<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': styles,
  };
}

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates): dropped. */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function xmlText(value: string): string {
  return value
    .replace(notXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A spreadsheet's date: days since 1899-12-30, the wall-clock time it shows as the fraction. */
function serialDate(wallClock: Date): number {
  return wallClock.getTime() / 86_400_000 + 25_569;
}

/** A column's letters: A…Z, AA… */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: SheetCell, at: string, style: number): string {
  if ('date' in cell) return `<c r="${at}" s="${STYLE.date}"><v>${serialDate(cell.date)}</v></c>`;
  // An inline string typed text (`@`): shown as typed, never read as a number or run as a formula.
  return `<c r="${at}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell.text)}</t></is></c>`;
}

/** Row `number` (from 1), its cells addressed (some readers need the addresses). */
function rowXml(number: number, cells: readonly SheetCell[], style: number): string {
  const xml = cells.map((cell, column) => cellXml(cell, `${columnName(column)}${number}`, style));
  return `<row r="${number}">${xml.join('')}</row>`;
}

/**
 * The file's bytes, produced as `batches` yields rows: the header row bold and frozen at the top,
 * then each batch's rows. Only one batch and its compressed bytes are held at a time.
 */
export async function* xlsxChunks(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly SheetCell[])[]>,
): AsyncGenerator<Uint8Array> {
  // The first rows are read before any byte is produced: a database that fails fails the answer.
  const rows = batches[Symbol.asyncIterator]();
  let next = await rows.next();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate hands over the compressed bytes synchronously, during push() and end().
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for (const [name, text] of Object.entries(workbookParts(sheetName))) {
    const part = new ZipDeflate(name, { level: 1 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  yield* drain();
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  sheet.push(
    strToU8(
      `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>\
${rowXml(
  1,
  header.map((text) => ({ text })),
  STYLE.header,
)}`,
    ),
  );
  let written = 1;
  for (; !next.done; next = await rows.next()) {
    sheet.push(strToU8(next.value.map((cells) => rowXml(++written, cells, STYLE.text)).join('')));
    yield* drain();
  }
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  yield* drain();
}
