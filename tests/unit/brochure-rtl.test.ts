import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrochureBlock } from '@/lib/programmes/brochure';
import { renderBrochurePdf } from '@/lib/programmes/brochure-pdf';
import { baseDirection, levelRuns } from '@/lib/programmes/brochure-rtl';
import { arabicBrochure } from '../support/arabic-brochure';
import { frenchBrochure } from '../support/french-brochure';

const noSpace = (text: string) => text.replace(/\s+/g, '');

async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(object.get(PDFName.of('BaseFont')))]
        : [],
    )
    .sort();
}

/**
 * The text of a PDF as a reader of a right-to-left page takes it in: each page's lines from the
 * top, each line's pieces from the right (pdf.js gives each piece's own text in logical order),
 * above the running footer.
 */
async function readRightToLeft(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    const byLine = new Map<number, { x: number; text: string }[]>();
    for (const item of items) {
      if (!('str' in item) || !item.str) continue;
      const [a = 1, , , , e = 0, y = 0] = item.transform as number[];
      if (y < 50) continue;
      // A glyph drawn turned over (a bracket of an Arabic sentence) starts at its right edge.
      const x = a < 0 ? e - item.width : e;
      const key = Math.round(y);
      byLine.set(key, [...(byLine.get(key) ?? []), { x, text: item.str }]);
    }
    for (const [, pieces] of [...byLine].sort(([a], [b]) => b - a))
      lines.push(
        pieces
          .sort((a, b) => b.x - a.x)
          .map((p) => p.text)
          .join(''),
      );
  }
  return lines;
}

function blockTexts(block: BrochureBlock): string[] {
  if (block.kind === 'facts') return block.rows.map((row) => `${row.label}:${row.value}`);
  if (block.kind === 'bullets') return [...block.items];
  return [block.text];
}

describe('right-to-left brochure', () => {
  afterEach(() => vi.useRealTimers());

  it('orders a line by the bidi algorithm: Arabic from the right, numbers and Latin left to right', () => {
    expect(levelRuns('رسوم 450\u202f000 FCFA')).toEqual([
      { text: 'FCFA', rtl: false },
      { text: ' ', rtl: true },
      { text: '450\u202f000', rtl: false },
      { text: 'رسوم ', rtl: true },
    ]);
    // Brackets around a Latin word take the Arabic sentence's direction.
    expect(levelRuns('برنامج (CAMES)')).toEqual([
      { text: ')', rtl: true },
      { text: 'CAMES', rtl: false },
      { text: 'برنامج (', rtl: true },
    ]);
    expect(baseDirection('+235 00 00 00 00')).toBe('ltr');
    expect(baseDirection('contact@universite.example أو')).toBe('rtl');
  });

  it('writes an Arabic brochure that reads back with its words in logical order', async () => {
    const bytes = await renderBrochurePdf(arabicBrochure, { direction: 'rtl' });
    const lines = await readRightToLeft(bytes);
    const all = noSpace(lines.join(''));

    // The title on a line of its own, with its lam-alef ligature read as lam then alef.
    expect(noSpace(lines[1] ?? '')).toBe(noSpace('الإدارة العامة للمؤسسات'));
    expect(lines.map(noSpace)).toEqual(
      expect.arrayContaining([
        noSpace('الرمز: L-AGE'),
        noSpace('الرسوم الدراسية: 450 000 FCFA في السنة'),
        noSpace('البريد الإلكتروني: contact@universite.example'),
        noSpace('الهاتف: +235 00 00 00 00'),
      ]),
    );
    // Every Arabic word of every block, wrapped over as many lines as it takes, in the brochure's order.
    let from = 0;
    for (const text of arabicBrochure.blocks.flatMap(blockTexts)) {
      for (const word of text.match(/\p{Script=Arabic}+/gu) ?? []) {
        const at = all.indexOf(word, from);
        expect(at, `${word} in ${text}`).toBeGreaterThanOrEqual(from);
        from = at + word.length;
      }
    }
    // The Latin runs whole, left to right.
    for (const run of [
      'L-AGE',
      'CAMES',
      'OHADA',
      'Bac+3',
      'Bac+2',
      'contact@universite.example',
      'https://universite.example/ar/licences/administration-generale-entreprises',
    ])
      expect(all).toContain(run);
    expect(all).not.toMatch(/[?\ufffd]/);
  });

  it('embeds the Arabic font only in right-to-left brochures', async () => {
    const arabic = await fontNames(await renderBrochurePdf(arabicBrochure, { direction: 'rtl' }));
    expect(arabic).toEqual(expect.arrayContaining([expect.stringMatching(/^\/NotoNaskhArabic-\d+$/)]));
    expect(arabic).toEqual(expect.arrayContaining([expect.stringMatching(/^\/NotoNaskhArabic-Bold-\d+$/)]));
    expect(await fontNames(await renderBrochurePdf(frenchBrochure))).toEqual([
      '/Helvetica',
      '/Helvetica-Bold',
    ]);
  });

  it('leaves the left-to-right brochures byte for byte as they were', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    // Recorded from the renderer as it was before it could write right to left (pdf-lib 1.17.1).
    expect(sha256(await renderBrochurePdf(frenchBrochure))).toBe(
      '22ed197124f515e1ab7608bed15f64cb666f6164285b70fe7bfbbf64db275fdd',
    );
    expect(sha256(await renderBrochurePdf(frenchBrochure, { direction: 'ltr' }))).toBe(
      '22ed197124f515e1ab7608bed15f64cb666f6164285b70fe7bfbbf64db275fdd',
    );
  });
});
