/** The agreement's composite blocks: the two party cards, the schedule table and the signature columns. */
import { rgb } from 'pdf-lib';
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
import { b, t, type Line, type Run } from './pdf-text.js';
import type { DocumentWriter } from './pdf-writer.js';

export interface PartyCard {
  heading: string;
  name: string;
  rows: [string, string][];
  note: string;
}

export function drawPartyCards(w: DocumentWriter, cards: [PartyCard, PartyCard]): void {
  const gap = 14;
  const padding = 10;
  const cardWidth = (CONTENT_WIDTH - gap) / 2;
  const innerWidth = cardWidth - 2 * padding;
  const labelWidth = 44;
  const size = 9;
  const leading = 12.5;

  const blocks = cards.map((card) => {
    const nameLines = w.wrap([b(card.name)], 11, innerWidth);
    const rows = card.rows.map(([label, value]) => ({
      label,
      lines: w.wrap([t(value)], size, innerWidth - labelWidth),
    }));
    const noteLines = w.wrap([{ text: card.note, style: 'italic', color: MUTED }], 8.5, innerWidth);
    const height =
      padding +
      12 + // heading
      nameLines.length * 14 +
      4 +
      rows.reduce((sum, row) => sum + row.lines.length * leading, 0) +
      6 +
      noteLines.length * 11 +
      padding;
    return { card, nameLines, rows, noteLines, height };
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
    page.drawText(block.card.heading, { x: x + padding, y: y - 7.5, size: 7.5, font: w.fonts.bold, color: ACCENT });
    y -= 12;
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

export function drawSchedule(w: DocumentWriter, rows: [string, Run[]][]): void {
  const labelWidth = 130;
  const paddingX = 8;
  const paddingY = 5;
  const size = BODY_SIZE;
  const leading = 13;
  w.moveDown(2);
  rows.forEach(([label, value], index) => {
    const lines = w.wrap(value, size, CONTENT_WIDTH - labelWidth - 2 * paddingX);
    const height = lines.length * leading + 2 * paddingY - (leading - size) + 2;
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
    page.drawText(label, {
      x: MARGIN_X + paddingX + 2,
      y: top - paddingY - size + 1,
      size: size - 0.5,
      font: w.fonts.regular,
      color: MUTED,
    });
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

export interface SignatureBlock {
  role: 'landlord' | 'tenant';
  heading: string;
  name: string;
  capacity: string;
}

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
  witness: string,
  blocks: [SignatureBlock, SignatureBlock],
): SignatureSlot[] {
  const gap = 36;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const size = 9;
  const columns = blocks.map((block) => ({
    block,
    headingLines: w.wrap([b(block.heading)], size, columnWidth),
    nameLines: w.wrap([t('Name: '), b(block.name)], size, columnWidth),
    capacityLines: w.wrap([{ text: block.capacity, color: MUTED }], 8.5, columnWidth),
  }));
  const tallest = (pick: (column: (typeof columns)[number]) => Line[]): number =>
    Math.max(...columns.map((column) => pick(column).length));
  const columnHeight =
    tallest((c) => c.headingLines) * 12 +
    44 +
    24 +
    tallest((c) => c.nameLines) * 13 +
    tallest((c) => c.capacityLines) * 12 +
    28;
  // The witness line and both signature columns always stay together.
  w.ensureSpace(8 + BODY_LEADING + 10 + columnHeight);

  w.moveDown(8);
  w.paragraph([t(witness)], { after: 10 });
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
    page.drawText('Signature', { x, y: y - 10, size: 7.5, font: w.fonts.regular, color: MUTED });
    y -= 24;
    w.drawLines(column.nameLines, x, y - size, size, 13);
    y -= column.nameLines.length * 13;
    w.drawLines(column.capacityLines, x, y - 8.5, 8.5, 12);
    y -= column.capacityLines.length * 12 + 16;
    page.drawText('Date:', { x, y: y - size, size, font: w.fonts.regular, color: INK });
    page.drawLine({
      start: { x: x + 28, y: y - size - 1 },
      end: { x: x + 150, y: y - size - 1 },
      thickness: 0.5,
      color: INK,
    });
    return { role: column.block.role, pageIndex, x, lineY, width: columnWidth, dateX: x + 32, dateY: y - size };
  });
  w.moveDown(columnHeight);
  return slots;
}
