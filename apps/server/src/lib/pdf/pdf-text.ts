/** Styled text runs and glyph measuring; wrapping lives in pdf-wrap.ts, the fonts in fonts/. */
import type { Color, PDFFont } from 'pdf-lib';
import { isShaped } from './fonts/embed-fonts.js';
import type { FontChoice } from './fonts/font-runs.js';

export type FontStyle = 'regular' | 'bold' | 'italic';

export interface Run {
  text: string;
  style?: FontStyle;
  color?: Color;
}

export interface Line {
  /** Consecutive same-font pieces are merged, so text extraction sees whole phrases. */
  pieces: { text: string; font: PDFFont; color: Color; x: number }[];
  width: number;
}

/**
 * The fonts a document draws with: one per style, plus (for documents embedding the Noto fonts,
 * fonts/embed-fonts.ts) the Chinese, Tamil and Arabic faces that text in those scripts switches to.
 */
export type Fonts = FontChoice;

export const t = (text: string): Run => ({ text });
export const b = (text: string): Run => ({ text, style: 'bold' });

const widths = new WeakMap<object, Map<string, number>>();
/** Bounds the per-font cache: it outlives documents (shaped fonts share one parsed font per process). */
const MAX_CACHED_WIDTHS = 20_000;

/** The cache key: a shaped font's parsed fontkit font, shared by every document; a standard font itself. */
const cacheKey = (font: PDFFont): object =>
  isShaped(font) ? (font as unknown as { embedder: { font: object } }).embedder.font : font;

/**
 * Advance width as drawn. For the standard fonts pdf-lib's widthOfTextAtSize applies kerning pairs but drawText
 * does not, so per-character widths are summed; embedded fonts are measured as whole runs, shaped by fontkit
 * exactly as drawText will draw them (ligatures, joining forms).
 */
export function measure(font: PDFFont, text: string, size: number): number {
  const key = cacheKey(font);
  let cache = widths.get(key);
  if (!cache || cache.size > MAX_CACHED_WIDTHS) {
    cache = new Map();
    widths.set(key, cache);
  }
  const units = isShaped(font) ? [text] : text;
  let width = 0;
  for (const unit of units) {
    let unitWidth = cache.get(unit);
    if (unitWidth === undefined) {
      unitWidth = font.widthOfTextAtSize(unit, 1);
      cache.set(unit, unitWidth);
    }
    width += unitWidth;
  }
  return width * size;
}

export { wrapRuns } from './pdf-wrap.js';
