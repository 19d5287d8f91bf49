/** Blocks of the receipt and statement PDFs: masthead, label/value fields and a table with a repeated header. */
import { PRODUCT_NAME } from '@sewamudah/shared';
import {
  ACCENT,
  BODY_SIZE,
  CONTENT_WIDTH,
  INK,
  MARGIN_BOTTOM,
  MARGIN_X,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
  ZEBRA,
} from './pdf-style.js';
import { b, measure, t, type Run } from './pdf-text.js';
import type { DocumentWriter } from './pdf-writer.js';

/** Brand masthead (with its tagline in the document's language), the title and a line of reference fields. */
export function drawMasthead(
  w: DocumentWriter,
  title: string,
  reference: [string, string][],
  tagline = 'Online rental platform',
): void {
  const { fonts } = w;
  w.currentPage.drawText(PRODUCT_NAME, { x: MARGIN_X, y: PAGE_HEIGHT - 42, size: 15, font: fonts.bold, color: ACCENT });
  w.currentPage.drawText(tagline, {
    x: PAGE_WIDTH - MARGIN_X - measure(fonts.regular, tagline, 8.5),
    y: PAGE_HEIGHT - 40,
    size: 8.5,
    font: fonts.regular,
    color: MUTED,
  });
  w.moveDown(10);
  w.paragraph([b(title)], { size: 22, leading: 28, after: 2 });
  const runs: Run[] = [];
  reference.forEach(([label, value], index) => {
    if (index > 0) runs.push({ text: '   |   ', color: RULE });
    runs.push({ text: `${label}: `, color: MUTED }, b(value));
  });
  w.paragraph(runs, { size: 10, after: 10 });
  w.rule(ACCENT, 1.25);
  w.moveDown(12);
}

/** Label / value rows; values wrap in their column (names in any script). */
export function drawFields(w: DocumentWriter, rows: [string, string][], labelWidth = 140): void {
  const size = BODY_SIZE;
  const leading = 13.5;
  for (const [label, value] of rows) {
    const lines = w.wrap([t(value)], size, CONTENT_WIDTH - labelWidth);
    const height = Math.max(1, lines.length) * leading + 5;
    w.ensureSpace(height);
    const baseline = w.cursorY - size;
    w.currentPage.drawText(label, { x: MARGIN_X, y: baseline, size, font: w.fonts.regular, color: MUTED });
    w.drawLines(lines, MARGIN_X + labelWidth, baseline, size, leading);
    w.moveDown(height);
  }
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table: the header row repeats on each new page; cells wrap; every other row is tinted. */
export function drawTable(w: DocumentWriter, columns: TableColumn[], rows: string[][]): void {
  const size = 8.75;
  const leading = 11.5;
  const padding = 4;
  const scale = CONTENT_WIDTH / columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => c.width * scale);
  const xs = widths.map((_, i) => MARGIN_X + widths.slice(0, i).reduce((sum, v) => sum + v, 0));

  const drawRow = (cells: string[], bold: boolean, tint: boolean) => {
    const wrapped = cells.map((cell, i) =>
      w.wrap([{ text: cell, style: bold ? 'bold' : 'regular', color: INK }], size, widths[i]! - 2 * padding),
    );
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * leading + 2 * padding;
    return { wrapped, height, bold, tint };
  };
  const paint = (row: ReturnType<typeof drawRow>) => {
    const top = w.cursorY;
    if (row.tint || row.bold) {
      w.currentPage.drawRectangle({
        x: MARGIN_X,
        y: top - row.height,
        width: CONTENT_WIDTH,
        height: row.height,
        color: row.bold ? RULE : ZEBRA,
      });
    }
    row.wrapped.forEach((lines, i) => {
      lines.forEach((line, index) => {
        const x = columns[i]!.align === 'right' ? xs[i]! + widths[i]! - padding - line.width : xs[i]! + padding;
        w.drawLines([line], x, top - padding - size - index * leading, size, leading);
      });
    });
    w.moveDown(row.height);
  };
  const header = drawRow(
    columns.map((c) => c.header),
    true,
    false,
  );
  w.ensureSpace(header.height * 2);
  paint(header);
  rows.forEach((cells, index) => {
    const row = drawRow(cells, false, index % 2 === 1);
    if (w.cursorY - row.height < MARGIN_BOTTOM) {
      w.addPage();
      paint(header);
    }
    paint(row);
  });
  w.rule();
}
