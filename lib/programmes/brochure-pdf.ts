import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatLabel } from '@/i18n/format';
import type { Brochure, BrochureBlock } from './brochure';

/**
 * Lays a brochure out on A4 pages with the standard Helvetica fonts (no font file to ship). Their
 * WinAnsi encoding covers French (é, œ, ’, « », non-breaking space); any other character is
 * replaced by its closest WinAnsi form so a text can never break the build.
 */

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const FOOTER_Y = 32;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const PRIMARY = rgb(0x1b / 255, 0x37 / 255, 0x87 / 255);
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.37, 0.42);

const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space → no-break space
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u02bc': '\u2019',
  '\u2192': '->',
  '\u200b': '',
};

/** The text with every character the font cannot encode replaced. */
export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (char === '\n' || char === '\t') out += ' ';
    else {
      const stripped = char.normalize('NFD').replace(/\p{Diacritic}/gu, '');
      out += [...stripped].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? stripped : '?';
    }
  }
  return out;
}

type Measure = Pick<PDFFont, 'widthOfTextAtSize'>;

/** Cuts a word wider than `width` (a long URL) into pieces that fit. */
function splitLongWord(word: string, font: Measure, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Splits a text into lines no wider than `width`. Breaks at ordinary spaces (a no-break space
 * keeps 'capable de :' together); only a word wider than a whole line is cut.
 */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, font, size, width));
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Style {
  font: PDFFont;
  size: number;
  colour: ReturnType<typeof rgb>;
  before: number;
  after: number;
}

export async function renderBrochurePdf(brochure: Brochure): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) => toWinAnsi(text, supported);

  doc.setTitle(clean(brochure.title));
  doc.setLanguage(brochure.language);
  doc.setAuthor(clean(brochure.footer));
  doc.setCreator(clean(brochure.footer));
  doc.setProducer('pdf-lib');

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN + FOOTER_Y) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };

  const write = (text: string, style: Style, indent = 0, keepWithNext = 0) => {
    const lineHeight = style.size * 1.35;
    const lines = wrapText(clean(text), style.font, style.size, CONTENT_WIDTH - indent);
    y -= style.before;
    // A heading never ends a page: keep it with the first lines of what follows.
    ensure(Math.min(lines.length, 2) * lineHeight + keepWithNext);
    for (const line of lines) {
      ensure(lineHeight);
      y -= style.size;
      page.drawText(line, { x: MARGIN + indent, y, size: style.size, font: style.font, color: style.colour });
      y -= lineHeight - style.size;
    }
    y -= style.after;
  };

  const styles = {
    title: { font: bold, size: 22, colour: PRIMARY, before: 4, after: 8 },
    subtitle: { font: bold, size: 10, colour: MUTED, before: 0, after: 6 },
    heading: { font: bold, size: 14, colour: PRIMARY, before: 14, after: 4 },
    subheading: { font: bold, size: 11, colour: TEXT, before: 6, after: 2 },
    paragraph: { font: regular, size: 10.5, colour: TEXT, before: 2, after: 4 },
    label: { font: bold, size: 10.5, colour: TEXT, before: 0, after: 0 },
  } satisfies Record<string, Style>;

  const drawBlock = (block: BrochureBlock) => {
    switch (block.kind) {
      case 'title':
      case 'subtitle':
      case 'paragraph':
        write(block.text, styles[block.kind]);
        break;
      case 'heading':
      case 'subheading':
        write(block.text, styles[block.kind], 0, 30);
        break;
      case 'bullets':
        for (const item of block.items) {
          ensure(styles.paragraph.size * 1.35);
          page.drawText('\u2022', {
            x: MARGIN + 6,
            y: y - styles.paragraph.size - styles.paragraph.before,
            size: styles.paragraph.size,
            font: regular,
            color: PRIMARY,
          });
          write(item, { ...styles.paragraph, after: 1 }, 18);
        }
        y -= 4;
        break;
      case 'facts':
        y -= 4;
        for (const row of block.rows) {
          const label = formatLabel(clean(row.label), brochure.language);
          const labelWidth = bold.widthOfTextAtSize(label, styles.label.size);
          const lines = wrapText(
            clean(row.value),
            regular,
            styles.paragraph.size,
            CONTENT_WIDTH - labelWidth,
          );
          const lineHeight = styles.paragraph.size * 1.35;
          ensure(lines.length * lineHeight);
          y -= styles.paragraph.size;
          page.drawText(label, { x: MARGIN, y, size: styles.label.size, font: bold, color: TEXT });
          lines.forEach((line, index) => {
            if (index > 0) y -= lineHeight;
            page.drawText(line, {
              x: MARGIN + labelWidth,
              y,
              size: styles.paragraph.size,
              font: regular,
              color: TEXT,
            });
          });
          y -= lineHeight - styles.paragraph.size;
        }
        y -= 6;
        break;
    }
  };

  // A band across the top of the first page.
  page.drawRectangle({ x: 0, y: PAGE.height - 12, width: PAGE.width, height: 12, color: PRIMARY });
  for (const block of brochure.blocks) drawBlock(block);

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footerSize = 8.5;
    p.drawLine({
      start: { x: MARGIN, y: FOOTER_Y + 14 },
      end: { x: PAGE.width - MARGIN, y: FOOTER_Y + 14 },
      thickness: 0.5,
      color: MUTED,
    });
    p.drawText(clean(brochure.footer), {
      x: MARGIN,
      y: FOOTER_Y,
      size: footerSize,
      font: regular,
      color: MUTED,
    });
    const label = clean(brochure.pageLabel(index + 1, pages.length));
    const width = regular.widthOfTextAtSize(label, footerSize);
    p.drawText(label, {
      x: PAGE.width - MARGIN - width,
      y: FOOTER_Y,
      size: footerSize,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save();
}
