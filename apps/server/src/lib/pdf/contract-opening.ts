/** The opening of the agreement: masthead, title line and preamble (the content comes from agreement-content.ts). */
import { PRODUCT_NAME, type AgreementContent } from '@sewamudah/shared';
import { ACCENT, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH, RULE } from './pdf-style.js';
import { b, measure } from './pdf-text.js';
import type { DocumentWriter } from './pdf-writer.js';

export function drawOpening(w: DocumentWriter, content: AgreementContent): void {
  const { fonts } = w;

  // Masthead
  w.currentPage.drawText(PRODUCT_NAME, {
    x: MARGIN_X,
    y: PAGE_HEIGHT - 42,
    size: 15,
    font: fonts.bold,
    color: ACCENT,
  });
  const tagline = 'Online rental platform';
  w.currentPage.drawText(tagline, {
    x: PAGE_WIDTH - MARGIN_X - measure(fonts.regular, tagline, 8.5),
    y: PAGE_HEIGHT - 40,
    size: 8.5,
    font: fonts.regular,
    color: MUTED,
  });
  w.moveDown(10);
  w.paragraph([{ text: content.title, style: 'bold' }], { size: 22, leading: 28, after: 2 });
  w.paragraph(
    [
      { text: 'Agreement No. ', color: MUTED },
      b(content.agreementNo),
      { text: '   |   ', color: RULE },
      { text: 'Date: ', color: MUTED },
      b(content.date),
    ],
    { size: 10, after: 10 },
  );
  w.rule(ACCENT, 1.25);
  w.moveDown(12);

  w.paragraph(content.preamble);
}
