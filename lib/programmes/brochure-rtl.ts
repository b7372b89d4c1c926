import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit, { type Font, type Glyph } from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  PDFHexString,
  StandardFonts,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';

/**
 * Right-to-left text for the brochures: Arabic shaped by fontkit's OpenType engine (joining forms,
 * lam-alef), lines ordered by the Unicode bidirectional algorithm (bidi-js) so that digits, Latin
 * abbreviations, e-mail addresses and URLs stay left to right inside an Arabic line, and Arabic
 * glyphs drawn at the places the font's GPOS gives them. pdf-lib's own drawText would lay the
 * text out again without direction and set each glyph at the previous one's advance, which drops
 * the positioning of marks (shadda, tanwin).
 *
 * Noto Naskh Arabic 1.00 (SIL Open Font License, assets/fonts/OFL.txt) draws each letter form
 * with its dots as one glyph, so each glyph maps back to one letter when the PDF's text is copied
 * or read aloud; later versions build letters from shared dotless bodies and dot marks, which
 * extract as the wrong letters. It has no Latin letters: the Latin runs, and the few signs it
 * lacks (parentheses, hyphen, slash, @), are set in Helvetica as on the other brochures.
 */

const FONT_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'assets', 'fonts');

const bidi = bidiFactory();

// Script_Extensions, not Script: the tatweel (U+0640) and the Arabic comma are "Common" by script.
const ARABIC = /\p{Script_Extensions=Arabic}/u;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An Arabic font embedded in the PDF, and the same font as parsed for it, to shape with. */
interface ArabicFont {
  pdf: PDFFont;
  shaper: Font;
  characters: ReadonlySet<number>;
}

/** One weight of a right-to-left page: its Arabic font and the Latin one beside it. */
export interface RtlFace {
  arabic: ArabicFont;
  latin: PDFFont;
  latinCharacters: ReadonlySet<number>;
  /**
   * The Latin font again, as a resource of its own, for the brackets drawn turned over: a reader
   * that found one in the same font as the Latin word beside it would run the two together.
   */
  turned: PDFFont;
}

export async function embedRtlFaces(doc: PDFDocument): Promise<{ regular: RtlFace; bold: RtlFace }> {
  // The font pdf-lib parses is kept to shape with: the glyphs it numbers in its subset and maps
  // back to text are then the very ones placed here.
  let parsed: Font | undefined;
  doc.registerFontkit({ create: (bytes) => (parsed = fontkit.create(bytes)) });
  const arabic = async (file: string): Promise<ArabicFont> => {
    const pdf = await doc.embedFont(readFileSync(path.join(FONT_DIR, file)), { subset: true });
    if (!parsed) throw new Error(`${file} was not parsed`);
    return { pdf, shaper: parsed, characters: new Set(parsed.characterSet) };
  };
  const face = async (file: string, latinFont: StandardFonts): Promise<RtlFace> => {
    const latin = await doc.embedFont(latinFont);
    const turned = await doc.embedFont(latinFont);
    return { arabic: await arabic(file), latin, latinCharacters: new Set(latin.getCharacterSet()), turned };
  };
  return {
    regular: await face('NotoNaskhArabic-Regular.ttf', StandardFonts.Helvetica),
    bold: await face('NotoNaskhArabic-Bold.ttf', StandardFonts.HelveticaBold),
  };
}

/**
 * PDF readers (pdf.js, poppler) put a right-to-left line back in logical order by reversing the
 * characters its glyphs map to, so a ligature's own characters come out reversed too (lam-alef
 * read as alef-lam). A ligature of right-to-left letters is therefore mapped to them in visual
 * order, which that reversal undoes.
 */
const mappedInVisualOrder = new WeakSet<Glyph>();
function mapLigatureInVisualOrder(glyph: Glyph) {
  if (glyph.codePoints.length < 2 || mappedInVisualOrder.has(glyph)) return;
  if (!ARABIC.test(String.fromCodePoint(...glyph.codePoints))) return;
  glyph.codePoints.reverse();
  mappedInVisualOrder.add(glyph);
}

/** A stretch of a line at one embedding level, in logical order; `rtl` when the level is odd. */
export interface LevelRun {
  text: string;
  rtl: boolean;
}

/**
 * A paragraph is laid out right to left when it holds Arabic letters; one without (a phone number,
 * an address on the web) reads left to right, as an isolated value would on the page.
 */
export function baseDirection(paragraph: string): 'rtl' | 'ltr' {
  return ARABIC.test(paragraph) ? 'rtl' : 'ltr';
}

/**
 * The level runs of a line in the order they are seen from left to right, each in logical order.
 */
export function levelRuns(line: string, base: 'rtl' | 'ltr' = 'rtl'): LevelRun[] {
  const embedding = bidi.getEmbeddingLevels(line, base);
  const { levels } = embedding;
  // bidi-js counts UTF-16 units; the brochures' texts are within the BMP.
  const indices = Array.from({ length: line.length }, (_, index) => index);
  for (const [start = 0, end = start] of bidi.getReorderSegments(line, embedding)) {
    const flipped = indices.slice(start, end + 1).reverse();
    indices.splice(start, flipped.length, ...flipped);
  }
  const levelAt = (index: number) => levels[index] ?? 1;
  const runs: number[][] = [];
  for (const index of indices) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    const step = levelAt(index) % 2 === 1 ? -1 : 1;
    if (run && last !== undefined && levelAt(last) === levelAt(index) && index - last === step)
      run.push(index);
    else runs.push([index]);
  }
  return runs.map((run) => {
    const rtl = levelAt(run[0] ?? 0) % 2 === 1;
    const logical = rtl ? [...run].reverse() : run;
    return { text: logical.map((index) => line[index]).join(''), rtl };
  });
}

/** A piece of a line in one font, as the string to show and where its pen starts. */
interface Piece {
  font: PDFFont;
  /** The glyph codes to show, as hex. */
  codes: string;
  x: number;
  y: number;
  /** Where the pen ends by the font's own advances, for joining the next piece to this one. */
  end: number;
  /** Drawn turned over, from `end` back to `x` */
  flip?: boolean;
}

interface Stretch {
  text: string;
  arabic: boolean;
  /**
   * A bracket or quote of a right-to-left run, drawn turned over (an opening parenthesis that
   * looks like a closing one) so that the PDF still holds the character written.
   */
  flip: boolean;
}

/**
 * Splits a level run into stretches of one font, in logical order: Arabic letters, and in a
 * right-to-left run whatever else the Arabic font has (spaces, Arabic punctuation), in the Arabic
 * font; the rest in the Latin one, replaced where it has no glyph.
 */
function byFont(
  run: LevelRun,
  face: RtlFace,
  clean: (text: string, characters: ReadonlySet<number>) => string,
): Stretch[] {
  const stretches: Stretch[] = [];
  for (const char of run.text.replace(BIDI_CONTROLS, '')) {
    const code = char.codePointAt(0) ?? 0;
    const mirror = run.rtl ? bidi.getMirroredCharacter(char) : null;
    if (mirror !== null) {
      // One the Latin font lacks is drawn as its mirror image, in the Arabic font if it has it.
      const flip = face.latinCharacters.has(code);
      stretches.push(
        flip
          ? { text: char, arabic: false, flip }
          : { text: mirror, arabic: face.arabic.characters.has(mirror.codePointAt(0) ?? 0), flip },
      );
      continue;
    }
    const arabic =
      face.arabic.characters.has(code) && (ARABIC.test(char) || (run.rtl && !/[\p{L}\p{N}]/u.test(char)));
    const last = stretches.at(-1);
    if (last && last.arabic === arabic && !last.flip) last.text += char;
    else stretches.push({ text: char, arabic, flip: false });
  }
  return stretches.map((stretch) =>
    stretch.arabic ? stretch : { ...stretch, text: clean(stretch.text, face.latinCharacters) },
  );
}

/** The pieces of a line, left to right, placed from x = 0 at the given size; and its width. */
function shapeLine(
  line: string,
  face: RtlFace,
  size: number,
  clean: (text: string, characters: ReadonlySet<number>) => string,
  base: 'rtl' | 'ltr' = 'rtl',
): { pieces: Piece[]; width: number } {
  const pieces: Piece[] = [];
  let x = 0;
  for (const run of levelRuns(line, base)) {
    const stretches = byFont(run, face, clean);
    for (const stretch of run.rtl ? stretches.reverse() : stretches) {
      if (!stretch.text) continue;
      // The shaper reverses a right-to-left script itself; anything else in a right-to-left run
      // (Latin signs, or Arabic-font spaces alone) is reversed here.
      const text =
        run.rtl && !(stretch.arabic && ARABIC.test(stretch.text))
          ? [...stretch.text].reverse().join('')
          : stretch.text;
      if (stretch.arabic) x = placeArabic(text, face.arabic, size, x, pieces);
      else {
        const width = face.latin.widthOfTextAtSize(text, size);
        const codes = face.latin.encodeText(text).asString();
        const font = stretch.flip ? face.turned : face.latin;
        pieces.push({ font, codes, x, y: 0, end: x + width, flip: stretch.flip });
        x += width;
      }
    }
  }
  return { pieces, width: x };
}

/** Adds the glyphs of an Arabic-font stretch to `pieces`; returns where the pen ends. */
function placeArabic(text: string, font: ArabicFont, size: number, start: number, pieces: Piece[]) {
  const scale = size / font.shaper.unitsPerEm;
  const laid = font.shaper.layout(text);
  laid.glyphs.forEach(mapLigatureInVisualOrder);
  const codes = font.pdf.encodeText(text).asString();
  if (codes.length !== laid.glyphs.length * 4)
    throw new Error(`Shaping disagrees with the embedded font for "${text}"`);
  let x = start;
  laid.glyphs.forEach((glyph, index) => {
    const position = laid.positions[index] ?? { xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 };
    const gx = x + position.xOffset * scale;
    const gy = position.yOffset * scale;
    const code = codes.slice(index * 4, index * 4 + 4);
    const end = gx + glyph.advanceWidth * scale;
    const last = pieces.at(-1);
    // Glyphs that follow on from each other by the font's own advances are shown as one string;
    // a mark or a kerned glyph starts a new one at its own place.
    if (
      last &&
      last.font === font.pdf &&
      !last.flip &&
      gy === 0 &&
      last.y === 0 &&
      Math.abs(last.end - gx) < 1e-6
    ) {
      last.codes += code;
      last.end = end;
    } else {
      pieces.push({ font: font.pdf, codes: code, x: gx, y: gy, end });
    }
    x += position.xAdvance * scale;
  });
  return x;
}

/** Measures and draws right-to-left lines. */
export function rtlTypesetter(clean: (text: string, characters: ReadonlySet<number>) => string) {
  const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
  const fontKey = (page: PDFPage, font: PDFFont) => {
    const keys = fontKeys.get(page) ?? new Map<PDFFont, PDFName>();
    fontKeys.set(page, keys);
    const key = keys.get(font) ?? page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
    return key;
  };

  return {
    width(line: string, face: RtlFace, size: number, base: 'rtl' | 'ltr'): number {
      return shapeLine(line, face, size, clean, base).width;
    },
    /** Draws a line whose left end is at x, in the base direction of its paragraph. */
    draw(
      page: PDFPage,
      line: string,
      options: {
        face: RtlFace;
        size: number;
        x: number;
        y: number;
        colour: Color;
        base: 'rtl' | 'ltr';
      },
    ): void {
      const { pieces } = shapeLine(line, options.face, options.size, clean, options.base);
      if (!pieces.length) return;
      const operators: PDFOperator[] = [pushGraphicsState(), setFillingColor(options.colour), beginText()];
      let current: PDFFont | undefined;
      for (const piece of pieces) {
        if (piece.font !== current) operators.push(setFontAndSize(fontKey(page, piece.font), options.size));
        current = piece.font;
        operators.push(
          piece.flip
            ? setTextMatrix(-1, 0, 0, 1, options.x + piece.end, options.y + piece.y)
            : setTextMatrix(1, 0, 0, 1, options.x + piece.x, options.y + piece.y),
          showText(PDFHexString.of(piece.codes)),
        );
      }
      operators.push(endText(), popGraphicsState());
      page.pushOperators(...operators);
    },
  };
}
