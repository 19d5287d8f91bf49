/** The opening of the agreement: masthead, title line and preamble (the content comes from agreement-content.ts). */
import { PRODUCT_NAME, type AgreementContent, type AgreementRun } from '@sewamudah/shared';
import type { AgreementLabels } from './agreement-labels.js';
import { ACCENT, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH, RULE } from './pdf-style.js';
import { b, measure, type Run } from './pdf-text.js';
import type { DocumentWriter } from './pdf-writer.js';

/** A bilingual agreement's English text: italic, its particulars still bold. */
export const translationRuns = (runs: readonly AgreementRun[]): Run[] =>
  runs.map((run) => ({ text: run.text, style: run.style === 'bold' ? 'bold' : 'italic' }));

export function drawOpening(w: DocumentWriter, content: AgreementContent, labels: AgreementLabels): void {
  const { fonts } = w;

  // Masthead
  w.currentPage.drawText(PRODUCT_NAME, {
    x: MARGIN_X,
    y: PAGE_HEIGHT - 42,
    size: 15,
    font: fonts.bold,
    color: ACCENT,
  });
  w.currentPage.drawText(labels.tagline, {
    x: PAGE_WIDTH - MARGIN_X - measure(fonts.regular, labels.tagline, 8.5),
    y: PAGE_HEIGHT - 40,
    size: 8.5,
    font: fonts.regular,
    color: MUTED,
  });
  w.moveDown(10);
  const titleAfter = content.titleTranslation ? 0 : 2;
  w.paragraph([{ text: content.title, style: 'bold' }], { size: 22, leading: 28, after: titleAfter });
  if (content.titleTranslation) {
    w.paragraph([{ text: content.titleTranslation, style: 'italic', color: MUTED }], {
      size: 13,
      leading: 17,
      after: 4,
    });
  }
  w.paragraph(
    [
      { text: `${labels.agreementNo} `, color: MUTED },
      b(content.agreementNo),
      { text: '   |   ', color: RULE },
      { text: `${labels.date} `, color: MUTED },
      b(content.date),
    ],
    { size: 10, after: 10 },
  );
  w.rule(ACCENT, 1.25);
  w.moveDown(12);

  w.paragraph(content.preamble);
  if (content.preambleTranslation) w.paragraph(translationRuns(content.preambleTranslation));
}
