/** The agreement's composite blocks: the two party cards, the schedule table and the signature columns. */
import { rgb } from 'pdf-lib';
import type { AgreementRun, AgreementSignatory } from '@sewamudah/shared';
import { SIGNATURE_CAPTION_LEADING, type AgreementLabels } from './agreement-labels.js';
import { translationRuns } from './contract-opening.js';
import {
  ACCENT,
  ACCENT_BORDER,
  ACCENT_TINT,
  BODY_LEADING,
  BODY_SIZE,
  CONTENT_WIDTH,
  INK,
  MARGIN_X,
  MUTED,
  RULE,
  ZEBRA,
} from './pdf-style.js';
import { b, measure, t, type Line, type Run } from './pdf-text.js';
import type { DocumentWriter } from './pdf-writer.js';

export interface PartyCard {
  heading: string;
  headingTranslation?: string | undefined;
  name: string;
  rows: [string, string][];
  note: string;
  noteTranslation?: string | undefined;
}

export function drawPartyCards(w: DocumentWriter, cards: [PartyCard] | [PartyCard, PartyCard]): void {
  const gap = 14;
  const padding = 10;
  const cardWidth = (CONTENT_WIDTH - gap) / 2;
  const innerWidth = cardWidth - 2 * padding;
  const size = 9;
  const leading = 12.5;
  // Wide enough for the longest label ("Alamat / Address" on a bilingual agreement), never under 44 pt.
  const labelWidth = Math.max(
    44,
    ...cards.flatMap((card) => card.rows.map(([label]) => measure(w.fonts.regular, label, size) + 8)),
  );

  const blocks = cards.map((card) => {
    const heading: Run[] = [{ text: card.heading, style: 'bold', color: ACCENT }];
    if (card.headingTranslation) heading.push({ text: ` / ${card.headingTranslation}`, color: ACCENT });
    const headingLines = w.wrap(heading, 7.5, innerWidth);
    const nameLines = w.wrap([b(card.name)], 11, innerWidth);
    const rows = card.rows.map(([label, value]) => ({
      label,
      lines: w.wrap([t(value)], size, innerWidth - labelWidth),
    }));
    const noteRuns: Run[] = [{ text: card.note, style: 'italic', color: MUTED }];
    if (card.noteTranslation) noteRuns.push({ text: ` / ${card.noteTranslation}`, style: 'italic', color: MUTED });
    const noteLines = w.wrap(noteRuns, 8.5, innerWidth);
    const height =
      padding +
      headingLines.length * 10 +
      2 + // heading
      nameLines.length * 14 +
      4 +
      rows.reduce((sum, row) => sum + row.lines.length * leading, 0) +
      6 +
      noteLines.length * 11 +
      padding;
    return { card, headingLines, nameLines, rows, noteLines, height };
  });
  const height = Math.max(...blocks.map((block) => block.height));
  w.ensureSpace(height + 8);
  const top = w.cursorY;
  const page = w.currentPage;

  blocks.forEach((block, index) => {
    const x = MARGIN_X + index * (cardWidth + gap);
    page.drawRectangle({
      x,
      y: top - height,
      width: cardWidth,
      height,
      color: ACCENT_TINT,
      borderColor: ACCENT_BORDER,
      borderWidth: 0.75,
    });
    let y = top - padding;
    w.drawLines(block.headingLines, x + padding, y - 7.5, 7.5, 10);
    y -= block.headingLines.length * 10 + 2;
    w.drawLines(block.nameLines, x + padding, y - 11, 11, 14);
    y -= block.nameLines.length * 14 + 4;
    for (const row of block.rows) {
      page.drawText(row.label, { x: x + padding, y: y - size, size, font: w.fonts.regular, color: MUTED });
      w.drawLines(row.lines, x + padding + labelWidth, y - size, size, leading);
      y -= row.lines.length * leading;
    }
    y -= 6;
    w.drawLines(block.noteLines, x + padding, y - 8.5, 8.5, 11);
  });
  w.moveDown(height + 8);
}

export interface ScheduleRow {
  label: string;
  /** A bilingual agreement's English label and (where it differs) value, under the BM. */
  labelTranslation?: string | undefined;
  runs: AgreementRun[];
  translation?: AgreementRun[] | undefined;
}

export function drawSchedule(w: DocumentWriter, rows: ScheduleRow[]): void {
  const labelWidth = 130;
  const paddingX = 8;
  const paddingY = 5;
  const size = BODY_SIZE;
  const leading = 13;
  const valueWidth = CONTENT_WIDTH - labelWidth - 2 * paddingX;
  w.moveDown(2);
  rows.forEach((row, index) => {
    const lines = w.wrap(row.runs, size, valueWidth);
    if (row.translation) lines.push(...w.wrap(translationRuns(row.translation), size, valueWidth));
    const labelLines = w.wrap([t(row.label)], size - 0.5, labelWidth - paddingX - 4);
    if (row.labelTranslation) {
      labelLines.push(
        ...w.wrap([{ text: row.labelTranslation, style: 'italic' }], size - 0.5, labelWidth - paddingX - 4),
      );
    }
    const height = Math.max(lines.length, labelLines.length) * leading + 2 * paddingY - (leading - size) + 2;
    w.ensureSpace(height);
    const top = w.cursorY;
    const page = w.currentPage;
    page.drawRectangle({
      x: MARGIN_X,
      y: top - height,
      width: CONTENT_WIDTH,
      height,
      color: index % 2 === 0 ? ZEBRA : rgb(1, 1, 1),
    });
    page.drawRectangle({ x: MARGIN_X, y: top - height, width: 2.5, height, color: ACCENT });
    w.drawLines(
      labelLines.map((line) => ({ ...line, pieces: line.pieces.map((piece) => ({ ...piece, color: MUTED })) })),
      MARGIN_X + paddingX + 2,
      top - paddingY - size + 1,
      size - 0.5,
      leading,
    );
    w.drawLines(lines, MARGIN_X + labelWidth + paddingX, top - paddingY - size + 1, size, leading);
    page.drawLine({
      start: { x: MARGIN_X, y: top - height },
      end: { x: MARGIN_X + CONTENT_WIDTH, y: top - height },
      thickness: 0.4,
      color: RULE,
    });
    w.moveDown(height);
  });
  w.moveDown(6);
}

export type SignatureBlock = AgreementSignatory;

/** Where a party signs: the signature line (left end, width) and the baseline right of "Date:", in PDF points. */
export interface SignatureSlot {
  role: SignatureBlock['role'];
  pageIndex: number;
  x: number;
  lineY: number;
  width: number;
  dateX: number;
  dateY: number;
}

export function drawSignatures(
  w: DocumentWriter,
  witness: { text: string; translation?: string | undefined },
  blocks: [SignatureBlock, SignatureBlock],
  labels: AgreementLabels,
): SignatureSlot[] {
  const gap = 36;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const size = 9;
  const columns = blocks.map((block) => {
    const heading: Run[] = [b(block.heading)];
    if (block.headingTranslation) heading.push({ text: ` / ${block.headingTranslation}`, style: 'italic' });
    const capacity: Run[] = [{ text: block.capacity, color: MUTED }];
    if (block.capacityTranslation) capacity.push({ text: ` / ${block.capacityTranslation}`, color: MUTED });
    return {
      block,
      headingLines: w.wrap(heading, size, columnWidth),
      nameLines: w.wrap([t(`${labels.name} `), b(block.name)], size, columnWidth),
      capacityLines: w.wrap(capacity, 8.5, columnWidth),
    };
  });
  const witnessRuns: Run[][] = [[t(witness.text)]];
  if (witness.translation) witnessRuns.push([{ text: witness.translation, style: 'italic' }]);
  const witnessLines = witnessRuns.reduce((sum, runs) => sum + w.wrap(runs, BODY_SIZE, CONTENT_WIDTH).length, 0);
  const dateLabelWidth = measure(w.fonts.regular, labels.signedOn, size);
  const tallest = (pick: (column: (typeof columns)[number]) => Line[]): number =>
    Math.max(...columns.map((column) => pick(column).length));
  // A caption below the signature label (not in English) pushes the name down (esign/stamp.ts).
  const captionSpace = labels.captionLines * SIGNATURE_CAPTION_LEADING;
  const columnHeight =
    tallest((c) => c.headingLines) * 12 +
    44 +
    24 +
    captionSpace +
    tallest((c) => c.nameLines) * 13 +
    tallest((c) => c.capacityLines) * 12 +
    28;
  // The witness line and both signature columns always stay together.
  w.ensureSpace(8 + witnessLines * BODY_LEADING + 10 + columnHeight);

  w.moveDown(8);
  witnessRuns.forEach((runs, index) => w.paragraph(runs, { after: index === witnessRuns.length - 1 ? 10 : 1.5 }));
  const top = w.cursorY;
  const page = w.currentPage;
  const pageIndex = w.pages.indexOf(page);
  const slots = columns.map((column, index): SignatureSlot => {
    const x = MARGIN_X + index * (columnWidth + gap);
    let y = top;
    w.drawLines(column.headingLines, x, y - size, size, 12);
    y -= column.headingLines.length * 12 + 44;
    const lineY = y;
    page.drawLine({ start: { x, y }, end: { x: x + columnWidth, y }, thickness: 0.75, color: INK });
    page.drawText(labels.signature, { x, y: y - 10, size: 7.5, font: w.fonts.regular, color: MUTED });
    y -= 24 + captionSpace;
    w.drawLines(column.nameLines, x, y - size, size, 13);
    y -= column.nameLines.length * 13;
    w.drawLines(column.capacityLines, x, y - 8.5, 8.5, 12);
    y -= column.capacityLines.length * 12 + 16;
    page.drawText(labels.signedOn, { x, y: y - size, size, font: w.fonts.regular, color: INK });
    // "Date:" in English keeps its original geometry (28 pt to the line, the date at 32 pt).
    const lineStart = x + Math.max(28, dateLabelWidth + 4);
    page.drawLine({
      start: { x: lineStart, y: y - size - 1 },
      end: { x: Math.max(x + 150, lineStart + 122), y: y - size - 1 },
      thickness: 0.5,
      color: INK,
    });
    const dateX = lineStart + 4;
    return { role: column.block.role, pageIndex, x, lineY, width: columnWidth, dateX, dateY: y - size };
  });
  w.moveDown(columnHeight);
  return slots;
}
