/**
 * Embeds the document fonts into a pdf-lib document: Noto Sans always, and the Chinese, Tamil and Arabic fonts
 * only when the document's text needs them. Fonts are subset at embed time (only the glyphs drawn are kept) and
 * shaped by fontkit (Tamil conjuncts, Arabic joining forms, right-to-left order).
 */
import fontkit from '@foliojs-fork/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontBytes, hasOwnFace, type Script, type Weight } from './font-files.js';
import { scriptsIn } from './scripts.js';

export type FallbackScript = Exclude<Script, 'latin'>;

/** The document's fonts: `regular`/`bold`/`italic` are Noto Sans; `fallback` holds the other scripts' faces. */
export interface DocumentFonts extends Record<Weight, PDFFont> {
  fallback: Partial<Record<FallbackScript, Record<Weight, PDFFont>>>;
}

/** Fonts drawn right to left (their runs are laid out in visual order by fontkit). */
const rightToLeft = new WeakSet<PDFFont>();
/** Fonts embedded from font files: pdf-lib measures and draws them through fontkit's layout. */
const shaped = new WeakSet<PDFFont>();

export const isRightToLeft = (font: PDFFont): boolean => rightToLeft.has(font);
export const isShaped = (font: PDFFont): boolean => shaped.has(font);

interface FontkitGlyph {
  codePoints: number[];
}
interface FontkitFont {
  layout(...args: unknown[]): { glyphs: FontkitGlyph[] };
}

/**
 * A right-to-left run is drawn in visual order, and text extraction (pdf.js, Acrobat) reverses it back to
 * logical order, ligature strings included. So a ligature's text (lam-alef, "Allah") is recorded reversed in
 * the font's ToUnicode map, which pdf-lib builds from each glyph's code points, to read back in logical order.
 */
const reversed = new WeakSet<FontkitGlyph>();
const wrapped = new WeakSet<FontkitFont>();

function recordLigaturesReversed(font: PDFFont): void {
  const fontkitFont = (font as unknown as { embedder: { font: FontkitFont } }).embedder.font;
  // The parsed font is shared by every document (below): wrap its layout once.
  if (wrapped.has(fontkitFont)) return;
  wrapped.add(fontkitFont);
  const layout = fontkitFont.layout.bind(fontkitFont);
  fontkitFont.layout = (...args: unknown[]) => {
    const run = layout(...args);
    for (const glyph of run.glyphs) {
      if (glyph.codePoints.length > 1 && !reversed.has(glyph)) {
        reversed.add(glyph);
        glyph.codePoints = [...glyph.codePoints].reverse();
      }
    }
    return run;
  };
}

/**
 * fontkit parsed once per font file and shared by every document: parsing (the shaping tables above all) costs
 * far more than laying out an agreement. The parsed font is only read afterwards (each document subsets it anew).
 */
const parsed = new WeakMap<object, unknown>();
const sharedFontkit = {
  create(buffer: Buffer): unknown {
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
    }
    return font;
  },
};

/**
 * pdf-lib draws glyphs at their advance widths and ignores fontkit's positioning (kerning, mark offsets), so those
 * OpenType positioning features are switched off: the same drawing for about half the layout work. Substitution
 * (ligatures, Tamil conjuncts, Arabic joining forms) stays on.
 */
const POSITIONING_OFF = { kern: false, mark: false, mkmk: false, dist: false, curs: false, abvm: false, blwm: false };

async function embedFace(doc: PDFDocument, script: Script, weight: Weight): Promise<PDFFont> {
  const font = await doc.embedFont(await fontBytes(script, weight), { subset: true, features: POSITIONING_OFF });
  // fontkit cannot write a CFF subset holding only .notdef (a face embedded but never drawn), so every subset
  // starts with the space glyph.
  font.encodeText(' ');
  shaped.add(font);
  if (script === 'arabic') {
    rightToLeft.add(font);
    recordLigaturesReversed(font);
  }
  return font;
}

async function embedScript(doc: PDFDocument, script: Script): Promise<Record<Weight, PDFFont>> {
  const regular = await embedFace(doc, script, 'regular');
  const bold = hasOwnFace(script, 'bold') ? await embedFace(doc, script, 'bold') : regular;
  const italic = hasOwnFace(script, 'italic') ? await embedFace(doc, script, 'italic') : regular;
  return { regular, bold, italic };
}

/** `texts`: every piece of free text the document will draw (names, addresses, descriptions). */
export async function embedDocumentFonts(doc: PDFDocument, texts: Iterable<string>): Promise<DocumentFonts> {
  doc.registerFontkit(sharedFontkit as Parameters<PDFDocument['registerFontkit']>[0]);
  const fonts: DocumentFonts = { ...(await embedScript(doc, 'latin')), fallback: {} };
  for (const script of scriptsIn(texts)) fonts.fallback[script] = await embedScript(doc, script);
  return fonts;
}
