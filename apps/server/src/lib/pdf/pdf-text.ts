/** Styled text runs, glyph measuring and greedy word wrapping for pdf-lib's standard fonts. */
import type { Color, PDFFont } from 'pdf-lib';
import { INK } from './pdf-style.js';

export type FontStyle = 'regular' | 'bold' | 'italic';

export interface Run {
  text: string;
  style?: FontStyle;
  color?: Color;
}

interface Fragment {
  text: string;
  font: PDFFont;
  color: Color;
}

export interface Line {
  /** Consecutive same-font pieces are merged, so text extraction sees whole phrases. */
  pieces: { text: string; font: PDFFont; color: Color; x: number }[];
  width: number;
}

export type Fonts = Record<FontStyle, PDFFont>;

export const t = (text: string): Run => ({ text });
export const b = (text: string): Run => ({ text, style: 'bold' });

const glyphWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * Advance width as drawn. pdf-lib's widthOfTextAtSize applies kerning pairs but drawText does not, so
 * measuring whole strings would drift from what is rendered; summing per-character widths does not.
 */
export function measure(font: PDFFont, text: string, size: number): number {
  let cache = glyphWidths.get(font);
  if (!cache) {
    cache = new Map();
    glyphWidths.set(font, cache);
  }
  let width = 0;
  for (const char of text) {
    let charWidth = cache.get(char);
    if (charWidth === undefined) {
      charWidth = font.widthOfTextAtSize(char, 1);
      cache.set(char, charWidth);
    }
    width += charWidth;
  }
  return width * size;
}

/**
 * Greedy word wrap over styled runs. Whitespace is the only break opportunity, except that a word wider
 * than the line (a long address token, an id) is split by characters.
 */
export function wrapRuns(runs: Run[], fonts: Fonts, size: number, maxWidth: number): Line[] {
  // Words are lists of fragments so "RM1,500" in bold followed by "." stays glued together.
  const words: Fragment[][] = [];
  let current: Fragment[] = [];
  for (const run of runs) {
    const font = fonts[run.style ?? 'regular'];
    const color = run.color ?? INK;
    for (const token of run.text.split(/(\s+)/)) {
      if (token === '') continue;
      if (/^\s+$/.test(token)) {
        if (current.length > 0) words.push(current);
        current = [];
      } else {
        current.push({ text: token, font, color });
      }
    }
  }
  if (current.length > 0) words.push(current);

  const spaceWidth = measure(fonts.regular, ' ', size);
  const widthOf = (word: Fragment[]): number =>
    word.reduce((sum, fragment) => sum + measure(fragment.font, fragment.text, size), 0);

  const lines: Fragment[][][] = [];
  let line: Fragment[][] = [];
  let lineWidth = 0;
  const pushLine = (): void => {
    if (line.length > 0) lines.push(line);
    line = [];
    lineWidth = 0;
  };

  for (const word of words) {
    for (const piece of splitOverlongWord(word, size, maxWidth)) {
      const width = widthOf(piece);
      const needed = line.length === 0 ? width : lineWidth + spaceWidth + width;
      if (needed > maxWidth && line.length > 0) pushLine();
      lineWidth = line.length === 0 ? width : lineWidth + spaceWidth + width;
      line.push(piece);
    }
  }
  pushLine();

  return lines.map((wordsInLine) => {
    const pieces: Line['pieces'] = [];
    let x = 0;
    wordsInLine.forEach((word, wordIndex) => {
      word.forEach((fragment, fragmentIndex) => {
        const text = wordIndex > 0 && fragmentIndex === 0 ? ` ${fragment.text}` : fragment.text;
        const last = pieces.at(-1);
        if (last && last.font === fragment.font && last.color === fragment.color) {
          last.text += text;
        } else {
          pieces.push({ text, font: fragment.font, color: fragment.color, x });
        }
        x += measure(fragment.font, text, size);
      });
    });
    return { pieces, width: x };
  });
}

function splitOverlongWord(word: Fragment[], size: number, maxWidth: number): Fragment[][] {
  const total = word.reduce((sum, fragment) => sum + measure(fragment.font, fragment.text, size), 0);
  if (total <= maxWidth) return [word];
  const pieces: Fragment[][] = [];
  let piece: Fragment[] = [];
  let width = 0;
  for (const fragment of word) {
    for (const char of fragment.text) {
      const charWidth = measure(fragment.font, char, size);
      if (width + charWidth > maxWidth && width > 0) {
        pieces.push(piece);
        piece = [];
        width = 0;
      }
      const last = piece.at(-1);
      if (last && last.font === fragment.font && last.color === fragment.color) last.text += char;
      else piece.push({ text: char, font: fragment.font, color: fragment.color });
      width += charWidth;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}
