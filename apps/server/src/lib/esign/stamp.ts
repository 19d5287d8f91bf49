/**
 * Draws an e-signature into an agreement version at its party's signature block: the drawn image (or the typed
 * name in a script-like italic), "Signed electronically by ..." in the agreement's language (bilingual: the BM
 * line, then the English) and the date (dd/mm/yyyy, Malaysian time). Agreements whose layout is unknown get an
 * "Electronic signatures" page at the end instead.
 */
import { PDFDocument, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentFonts } from '../pdf/fonts/embed-fonts.js';
import { formatDate, formatDateTime, type AgreementLanguage } from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { agreementLabel, CAPTION_LINES_PER_LANGUAGE, SIGNATURE_CAPTION_LEADING } from '../pdf/agreement-labels.js';
import type { StoredSignatureSlot } from '../../db/schema/index.js';
import { INK, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../pdf/pdf-style.js';
import { cleanText } from '../pdf/fonts/clean-text.js';
import { embedDocumentFonts } from '../pdf/fonts/embed-fonts.js';
import { wrapRuns, type Line } from '../pdf/pdf-text.js';
import { toWinAnsi } from '../pdf/win-ansi.js';

export interface SignatureMark {
  role: 'landlord' | 'tenant';
  signerName: string;
  signedAt: Date;
  image?: Buffer;
  typed?: { name: string; style: 'script' | 'formal' | 'plain' };
  /** The contract's agreement language (docs/decisions/0025); English when absent. */
  language?: AgreementLanguage;
  /** The party the signer signs for (the managing agent for the landlord): "… by NAME for PARTY". */
  onBehalfOf?: string;
}

const TYPED_FONTS = {
  script: StandardFonts.TimesRomanItalic,
  formal: StandardFonts.TimesRomanBoldItalic,
  plain: StandardFonts.HelveticaOblique,
} as const;

const SIGNATURE_HEIGHT = 40;

/** Where to sign when the version has no recorded layout: columns on an added last page. */
function fallbackSlot(doc: PDFDocument, role: SignatureMark['role'], title: string): StoredSignatureSlot {
  const addPage = role === 'tenant' || doc.getPageCount() === 0;
  if (addPage) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.drawText(title, { x: MARGIN_X, y: PAGE_HEIGHT - 80, size: 14, color: INK });
  }
  const width = (PAGE_WIDTH - 2 * MARGIN_X - 36) / 2;
  const x = role === 'landlord' ? MARGIN_X : MARGIN_X + width + 36;
  const lineY = PAGE_HEIGHT - 160;
  return { role, pageIndex: doc.getPageCount() - 1, x, lineY, width, dateX: x + 32, dateY: lineY - 40 };
}

function fit(font: PDFFont, text: string, maxWidth: number, maxSize: number): number {
  const width = font.widthOfTextAtSize(text, maxSize);
  return width <= maxWidth ? maxSize : Math.max(8, (maxSize * maxWidth) / width);
}

/** One line of mixed-script text, shrunk to fit: each piece in the font of its script. */
function drawRunLine(
  page: PDFPage,
  text: string,
  fonts: DocumentFonts,
  x: number,
  y: number,
  maxSize: number,
  maxWidth: number,
  color: Color,
  style: 'regular' | 'italic',
): void {
  let size = maxSize;
  let [line] = wrapRuns([{ text, style }], fonts, size, Number.MAX_SAFE_INTEGER);
  if (line && line.width > maxWidth) {
    size = Math.max(5, (size * maxWidth) / line.width);
    [line] = wrapRuns([{ text, style }], fonts, size, Number.MAX_SAFE_INTEGER);
  }
  for (const piece of line?.pieces ?? [])
    page.drawText(piece.text, { x: x + piece.x, y, size, font: piece.font, color: piece.color ?? color });
}

/** A caption wrapped to at most CAPTION_LINES_PER_LANGUAGE lines, at 6.5 pt or as much smaller as that needs. */
function captionLines(text: string, fonts: DocumentFonts, maxWidth: number): { lines: Line[]; size: number } {
  let size = 6.5;
  let lines = wrapRuns([{ text, style: 'regular' }], fonts, size, maxWidth);
  while (lines.length > CAPTION_LINES_PER_LANGUAGE && size > 4.5) {
    size -= 0.25;
    lines = wrapRuns([{ text, style: 'regular' }], fonts, size, maxWidth);
  }
  return { lines: lines.slice(0, CAPTION_LINES_PER_LANGUAGE), size };
}

export async function stampSignature(
  pdf: Uint8Array,
  slot: StoredSignatureSlot | null,
  mark: SignatureMark,
): Promise<Uint8Array> {
  const language = mark.language ?? 'en';
  const doc = await PDFDocument.load(pdf);
  // The fallback page's standard font encodes WinAnsi only: the BM and English titles are plain ASCII.
  const at = slot ?? fallbackSlot(doc, mark.role, agreementLabel(language, 'agreementDoc.esign.fallbackTitle'));
  const page = doc.getPage(at.pageIndex);
  // The signer's name prints exactly in any script (the embedded Noto fonts); a typed Latin name uses a script face.
  const fonts = await embedDocumentFonts(doc, [mark.signerName, mark.typed?.name ?? '', mark.onBehalfOf ?? '']);
  const regular = fonts.regular;
  const boxWidth = Math.min(at.width, 200);

  if (mark.image) {
    const png = await doc.embedPng(mark.image);
    const scale = Math.min(boxWidth / png.width, SIGNATURE_HEIGHT / png.height, 1);
    page.drawImage(png, { x: at.x, y: at.lineY + 2, width: png.width * scale, height: png.height * scale });
  } else if (mark.typed) {
    const font = await doc.embedFont(TYPED_FONTS[mark.typed.style]);
    const latin = toWinAnsi(mark.typed.name, new Set(font.getCharacterSet()));
    if (latin && !latin.includes('?')) {
      page.drawText(latin, { x: at.x + 2, y: at.lineY + 8, size: fit(font, latin, boxWidth, 24), font, color: INK });
    } else {
      drawRunLine(page, cleanText(mark.typed.name, fonts), fonts, at.x + 2, at.lineY + 8, 20, boxWidth, INK, 'italic');
    }
  }
  const time = formatDateTime(mark.signedAt);
  const caption = (lang: 'en' | 'ms') => {
    const name = cleanText(mark.signerName, fonts);
    const signer = mark.onBehalfOf
      ? translate(lang, 'agreementDoc.esign.signerFor', { name, landlord: cleanText(mark.onBehalfOf, fonts) })
      : name;
    return translate(lang, 'agreementDoc.esign.signedBy', { name: signer, time });
  };
  const captions = language === 'bilingual' ? [caption('ms'), caption('en')] : [caption(language)];
  if (language === 'en') {
    // Beside the short "Signature" label, as agreements have always had it.
    drawRunLine(page, captions[0] ?? '', fonts, at.x + 40, at.lineY - 10, 6.5, at.width - 40, MUTED, 'regular');
  } else {
    // The label is longer ("Tandatangan / Signature"): each caption goes under it on up to two lines, in the space
    // the layout reserved (agreement-labels.ts signatureCaptionLines).
    captions.forEach((text, index) => {
      const lines = captionLines(text, fonts, at.width);
      lines.lines.forEach((line, i) => {
        const y = at.lineY - 18.5 - (index * CAPTION_LINES_PER_LANGUAGE + i) * SIGNATURE_CAPTION_LEADING;
        for (const piece of line.pieces)
          page.drawText(piece.text, { x: at.x + piece.x, y, size: lines.size, font: piece.font, color: MUTED });
      });
    });
  }
  page.drawText(formatDate(mark.signedAt), { x: at.dateX, y: at.dateY, size: 9, font: regular, color: INK });
  return doc.save();
}
