import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatLabel } from '@/i18n/format';
import type { Brochure, BrochureBlock } from './brochure';
import { baseDirection, embedRtlFaces, rtlTypesetter, type RtlFace } from './brochure-rtl';

/**
 * Lays a brochure out on A4 pages with the standard Helvetica fonts (no font file to ship). Their
 * WinAnsi encoding covers French (é, œ, ’, « », non-breaking space); any other character is
 * replaced by its closest WinAnsi form so a text can never break the build. A right-to-left
 * brochure (Arabic) is set from the right with an Arabic font beside them (./brochure-rtl.ts).
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

interface Style<Face> {
  font: Face;
  size: number;
  colour: ReturnType<typeof rgb>;
  before: number;
  after: number;
}

export interface BrochurePdfOptions {
  /**
   * 'rtl' lays the brochure out right to left (Arabic): a face that shapes Arabic, lines in bidi
   * order and right-aligned, bullets and labels on the right. The default, 'ltr', keeps the
   * standard Helvetica fonts.
   */
  direction?: 'ltr' | 'rtl';
}

/** How one direction measures and draws a line; `offset` is counted from the margin lines start at. */
interface Setter<Face> {
  regular: Face;
  bold: Face;
  /** Line height as a multiple of the type size (Arabic letters reach further up and down). */
  leading: number;
  clean: (text: string) => string;
  /** Measures lines of `paragraph` (the widths of spaces depend on its direction). */
  measure: (face: Face, paragraph: string) => Measure;
  line: (
    page: PDFPage,
    text: string,
    style: { font: Face; size: number; colour: ReturnType<typeof rgb> },
    y: number,
    offset: number | 'end',
    /** The whole text the line was cut from, when it is one of several */
    paragraph?: string,
  ) => void;
}

async function ltrSetter(doc: PDFDocument): Promise<Setter<PDFFont>> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  return {
    regular,
    bold,
    leading: 1.35,
    clean: (text) => toWinAnsi(text, supported),
    measure: (font) => font,
    line: (page, text, { font, size, colour }, y, offset) =>
      page.drawText(text, {
        x: offset === 'end' ? PAGE.width - MARGIN - font.widthOfTextAtSize(text, size) : MARGIN + offset,
        y,
        size,
        font,
        color: colour,
      }),
  };
}

async function rtlSetter(doc: PDFDocument): Promise<Setter<RtlFace>> {
  const { regular, bold } = await embedRtlFaces(doc);
  const typesetter = rtlTypesetter(toWinAnsi);
  return {
    regular,
    bold,
    leading: 1.6,
    // A space inside an amount (« 450 000 ») is a separator of the number: a plain one would let
    // the bidi algorithm put the groups of digits in right-to-left order.
    clean: (text) =>
      text
        .normalize('NFC')
        .replace(/[\n\t]/g, ' ')
        .replace(/(?<=\d) (?=\d{3}(?!\d))/g, '\u202f'),
    measure: (face, paragraph) => ({
      widthOfTextAtSize: (text, size) => typesetter.width(text, face, size, baseDirection(paragraph)),
    }),
    line: (page, text, { font, size, colour }, y, offset, paragraph = text) => {
      const base = baseDirection(paragraph);
      const x =
        offset === 'end' ? MARGIN : PAGE.width - MARGIN - offset - typesetter.width(text, font, size, base);
      typesetter.draw(page, text, { face: font, size, x, y, colour, base });
    },
  };
}

export async function renderBrochurePdf(
  brochure: Brochure,
  options: BrochurePdfOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  return options.direction === 'rtl'
    ? layOut(doc, brochure, await rtlSetter(doc))
    : layOut(doc, brochure, await ltrSetter(doc));
}

async function layOut<Face>(doc: PDFDocument, brochure: Brochure, setter: Setter<Face>): Promise<Uint8Array> {
  const { regular, bold, clean, leading } = setter;

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

  const write = (text: string, style: Style<Face>, indent = 0, keepWithNext = 0) => {
    const lineHeight = style.size * leading;
    const paragraph = clean(text);
    const lines = wrapText(
      paragraph,
      setter.measure(style.font, paragraph),
      style.size,
      CONTENT_WIDTH - indent,
    );
    y -= style.before;
    // A heading never ends a page: keep it with the first lines of what follows.
    ensure(Math.min(lines.length, 2) * lineHeight + keepWithNext);
    for (const line of lines) {
      ensure(lineHeight);
      y -= style.size;
      setter.line(page, line, style, y, indent, paragraph);
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
  } satisfies Record<string, Style<Face>>;

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
          ensure(styles.paragraph.size * leading);
          setter.line(
            page,
            '\u2022',
            { font: regular, size: styles.paragraph.size, colour: PRIMARY },
            y - styles.paragraph.size - styles.paragraph.before,
            6,
          );
          write(item, { ...styles.paragraph, after: 1 }, 18);
        }
        y -= 4;
        break;
      case 'facts':
        y -= 4;
        for (const row of block.rows) {
          const label = formatLabel(clean(row.label), brochure.language);
          const labelWidth = setter.measure(bold, label).widthOfTextAtSize(label, styles.label.size);
          const value = clean(row.value);
          const lines = wrapText(
            value,
            setter.measure(regular, value),
            styles.paragraph.size,
            CONTENT_WIDTH - labelWidth,
          );
          const lineHeight = styles.paragraph.size * leading;
          ensure(lines.length * lineHeight);
          y -= styles.paragraph.size;
          setter.line(page, label, styles.label, y, 0);
          lines.forEach((line, index) => {
            if (index > 0) y -= lineHeight;
            setter.line(page, line, styles.paragraph, y, labelWidth, value);
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
    const footer = { font: regular, size: 8.5, colour: MUTED };
    p.drawLine({
      start: { x: MARGIN, y: FOOTER_Y + 14 },
      end: { x: PAGE.width - MARGIN, y: FOOTER_Y + 14 },
      thickness: 0.5,
      color: MUTED,
    });
    setter.line(p, clean(brochure.footer), footer, FOOTER_Y, 0);
    setter.line(p, clean(brochure.pageLabel(index + 1, pages.length)), footer, FOOTER_Y, 'end');
  });

  return doc.save();
}
