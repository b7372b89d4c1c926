import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { xlsxChunks, type SheetCell } from '@/lib/admin/xlsx-sheet';

async function* batches(...rows: SheetCell[][][]) {
  for (const batch of rows) yield batch;
}

async function workbook(chunks: AsyncGenerator<Uint8Array>): Promise<{ bytes: Buffer; parts: number }> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return { bytes: Buffer.concat(parts), parts: parts.length };
}

describe('the streamed Excel sheet', () => {
  it('keeps every text as typed, in text cells: markup, formulas, numbers, spaces; control characters dropped', async () => {
    const texts = [
      '<b>&amp; "x"</b>',
      '=HYPERLINK("http://x")',
      '+235 66 00 00 00',
      '00123',
      '  indented ',
      // An Arabic name with its diacritics and a mixed line: kept letter for letter.
      'فاطِمة محمد الأمين',
      'طلب ADM-2026-7K3Q9X — هندسة البرمجيات',
      'a\u0001b\uFFFEc',
    ];
    const { bytes } = await workbook(
      xlsxChunks('Feuille <1>', ['Texte'], batches(texts.map((text) => [{ text }]))),
    );
    const [sheet] = await readXlsxFile(bytes, { trim: false });
    expect(sheet!.sheet).toBe('Feuille <1>');
    expect(sheet!.data).toEqual([['Texte'], ...texts.slice(0, -1).map((text) => [text]), ['abc']]);
  });

  it('writes dates as dates, and gives its bytes batch by batch rather than at the end', async () => {
    const date = new Date('2026-09-01T09:30:00Z');
    const many = Array.from({ length: 3 }, (_, batch) =>
      Array.from({ length: 400 }, (_, row): SheetCell[] => [
        { text: `ligne ${batch}-${row} `.repeat(20) },
        { date },
      ]),
    );
    const { bytes, parts } = await workbook(xlsxChunks('Feuille', ['Texte', 'Date'], batches(...many)));
    expect(parts).toBeGreaterThan(3);
    const [sheet] = await readXlsxFile(bytes, { trim: false });
    expect(sheet!.data).toHaveLength(1 + 1200);
    // A spreadsheet date is a fraction of days: read back to the nearest minute, as the cell shows it
    // (this reader rounds down, a millisecond short of 09:30).
    const read = sheet!.data[1]![1] as unknown as Date;
    expect(new Date(Math.round(read.getTime() / 60_000) * 60_000)).toEqual(date);
    expect(sheet!.data[1200]![0]).toBe('ligne 2-399 '.repeat(20));
  });
});
