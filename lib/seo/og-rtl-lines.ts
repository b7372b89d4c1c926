/**
 * A right-to-left text cut for the share-card renderer, which shapes an Arabic word well but lays
 * a line out left to right: the card draws each line's pieces from the right itself. A piece is
 * one Arabic word or sign, or a run of left-to-right words ("(Bac +3)", "L-AGE 2027") kept whole
 * so that it reads left to right. Lines hold at most `width` characters, cut between pieces.
 */
const arabicLetter = /\p{Script_Extensions=Arabic}/u;
/** A word that reads left to right: letters or digits, none of them Arabic. */
const leftToRight = (word: string) => !arabicLetter.test(word) && /[\p{L}\p{N}]/u.test(word);

export function rightToLeftLines(text: string, width: number): string[][] {
  const pieces: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = pieces.at(-1);
    if (leftToRight(word) && last !== undefined && leftToRight(last)) {
      pieces[pieces.length - 1] = `${last} ${word}`;
    } else {
      pieces.push(word);
    }
  }
  const lines: string[][] = [];
  let length = 0;
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && length + 1 + piece.length <= width) {
      line.push(piece);
      length += 1 + piece.length;
    } else {
      lines.push([piece]);
      length = piece.length;
    }
  }
  return lines;
}
