/**
 * Screening documents are only ever shown watermarked (issue 27 §3, ADR 40): the viewer's name and the time are
 * burned into every page as real page content, diagonally across it and in a band at its foot, so a screenshot or
 * a saved copy still says who looked. A PDF keeps its pages (each gets the marks drawn over it); a photo becomes
 * one page holding it. The watermark uses the embedded Noto fonts, so a name in any script prints.
 */
import { degrees, PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { type DocumentFonts, embedDocumentFonts } from './fonts/embed-fonts.js';
import { fontRuns } from './fonts/font-runs.js';

/** A4 in points: a photo is scaled to fit inside it. */
const A4 = { width: 595.28, height: 841.89 };

export interface WatermarkSource {
  bytes: Uint8Array;
  mime: string;
}

function drawText(
  page: PDFPage,
  text: string,
  fonts: DocumentFonts,
  options: { x: number; y: number; size: number; rotate?: number; opacity: number; colour: ReturnType<typeof rgb> },
) {
  let x = options.x;
  const angle = ((options.rotate ?? 0) * Math.PI) / 180;
  for (const run of fontRuns(cleanText(text, fonts), 'bold', fonts)) {
    const width = run.font.widthOfTextAtSize(run.text, options.size);
    page.drawText(run.text, {
      x,
      y: options.y + (x - options.x) * Math.tan(angle),
      size: options.size,
      font: run.font,
      color: options.colour,
      opacity: options.opacity,
      ...(options.rotate ? { rotate: degrees(options.rotate) } : {}),
    });
    x += width * Math.cos(angle);
  }
}

/** Width of `text` at size 1 in the document's fonts (every script in its own face). */
function unitWidth(text: string, fonts: DocumentFonts): number {
  return fontRuns(cleanText(text, fonts), 'bold', fonts).reduce(
    (sum, run) => sum + run.font.widthOfTextAtSize(run.text, 1),
    0,
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Every mark lies inside the page: a reader (or a text extractor) never loses the end of it past the edge. */
function markPage(page: PDFPage, text: string, fonts: DocumentFonts): void {
  const { width, height } = page.getSize();
  const unit = unitWidth(text, fonts);
  const angle = 30;
  const diagonal = clamp((width - 60) / (unit * Math.cos((angle * Math.PI) / 180)), 5, 22);
  const rise = unit * diagonal * Math.sin((angle * Math.PI) / 180);
  // Diagonal lines across the page, each starting low enough to end below the top edge.
  for (let y = 30; y + rise < height - 10; y += diagonal * 8) {
    drawText(page, text, fonts, {
      x: 20,
      y,
      size: diagonal,
      rotate: angle,
      opacity: 0.28,
      colour: rgb(0.75, 0.1, 0.1),
    });
  }
  // A solid band at the foot that names the viewer plainly.
  const footer = clamp((width - 40) / unit, 4, 12);
  page.drawRectangle({ x: 0, y: 0, width, height: footer + 12, color: rgb(1, 1, 1), opacity: 0.85 });
  drawText(page, text, fonts, { x: 8, y: 6, size: footer, opacity: 1, colour: rgb(0.6, 0, 0) });
}

/** The document as a PDF with `text` on every page. */
export async function watermarkedPdf(source: WatermarkSource, text: string): Promise<Buffer> {
  let doc: PDFDocument;
  if (source.mime === 'application/pdf') {
    doc = await PDFDocument.load(source.bytes, { updateMetadata: false });
  } else {
    doc = await PDFDocument.create();
    const image = source.mime === 'image/png' ? await doc.embedPng(source.bytes) : await doc.embedJpg(source.bytes);
    const scale = Math.min(A4.width / image.width, A4.height / image.height, 1);
    const page = doc.addPage([Math.max(200, image.width * scale), Math.max(200, image.height * scale)]);
    page.drawImage(image, { x: 0, y: 0, width: image.width * scale, height: image.height * scale });
  }
  const fonts = await embedDocumentFonts(doc, [text]);
  for (const page of doc.getPages()) markPage(page, text, fonts);
  doc.setTitle(text);
  return Buffer.from(await doc.save());
}
