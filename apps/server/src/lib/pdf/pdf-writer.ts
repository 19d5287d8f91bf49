import type { Color, PDFDocument, PDFPage } from 'pdf-lib';
import {
  ACCENT,
  BODY_LEADING,
  BODY_SIZE,
  CONTENT_WIDTH,
  INK,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  MARGIN_X,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
} from './pdf-style.js';
import { measure, wrapRuns, type Fonts, type Line, type Run } from './pdf-text.js';

/** Lays out wrapped text, adding pages as it goes; the footer is stamped once the page count is known. */
export class DocumentWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly runningTitle: string,
  ) {
    this.addPage();
  }

  get cursorY(): number {
    return this.y;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
    // Thin brand strip on every page; continuation pages also get a running title.
    this.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 6, width: PAGE_WIDTH, height: 6, color: ACCENT });
    if (this.pages.length > 1) {
      this.page.drawText(this.runningTitle, {
        x: MARGIN_X,
        y: PAGE_HEIGHT - 36,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
      this.page.drawLine({
        start: { x: MARGIN_X, y: PAGE_HEIGHT - 44 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: PAGE_HEIGHT - 44 },
        thickness: 0.5,
        color: RULE,
      });
    }
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensureSpace(height: number): void {
    if (this.y - height < MARGIN_BOTTOM) this.addPage();
  }

  moveDown(points: number): void {
    this.y -= points;
  }

  wrap(runs: Run[], size: number, maxWidth: number): Line[] {
    return wrapRuns(runs, this.fonts, size, maxWidth);
  }

  drawLines(lines: Line[], x: number, y: number, size: number, leading: number): void {
    lines.forEach((line, index) => {
      for (const piece of line.pieces) {
        this.page.drawText(piece.text, {
          x: x + piece.x,
          y: y - index * leading,
          size,
          font: piece.font,
          color: piece.color,
        });
      }
    });
  }

  /** A wrapped paragraph; `label` hangs in the left gutter (clause numbers, list letters). */
  paragraph(
    runs: Run[],
    options: {
      size?: number;
      leading?: number;
      indent?: number;
      label?: string;
      labelWidth?: number;
      after?: number;
    } = {},
  ): void {
    const size = options.size ?? BODY_SIZE;
    const leading = options.leading ?? BODY_LEADING;
    const indent = options.indent ?? 0;
    const labelWidth = options.label ? (options.labelWidth ?? 26) : 0;
    const textX = MARGIN_X + indent + labelWidth;
    const lines = this.wrap(runs, size, CONTENT_WIDTH - indent - labelWidth);

    // Avoid leaving a lone first line at the foot of a page.
    this.ensureSpace(Math.min(lines.length, 2) * leading);
    lines.forEach((line, index) => {
      this.ensureSpace(leading);
      const baseline = this.y - size;
      if (index === 0 && options.label) {
        this.page.drawText(options.label, {
          x: MARGIN_X + indent,
          y: baseline,
          size,
          font: this.fonts.bold,
          color: INK,
        });
      }
      this.drawLines([line], textX, baseline, size, leading);
      this.y -= leading;
    });
    this.y -= options.after ?? 4.5;
  }

  /**
   * A numbered section heading, kept on the same page as the start of its first paragraph; `translation` (a
   * bilingual agreement's English title) goes on a smaller line under it.
   */
  heading(number: string, title: string, translation?: string): void {
    const size = 11.5;
    const translationSize = 9;
    const extra = translation ? translationSize + 3 : 0;
    this.ensureSpace(size + 12 + extra + 3 * BODY_LEADING);
    this.y -= 10;
    this.page.drawText(`${number}.`, { x: MARGIN_X, y: this.y - size, size, font: this.fonts.bold, color: ACCENT });
    this.page.drawText(title.toUpperCase(), {
      x: MARGIN_X + 26,
      y: this.y - size,
      size,
      font: this.fonts.bold,
      color: ACCENT,
    });
    if (translation) {
      this.y -= size + 3;
      this.page.drawText(translation.toUpperCase(), {
        x: MARGIN_X + 26,
        y: this.y - translationSize,
        size: translationSize,
        font: this.fonts.italic,
        color: MUTED,
      });
      this.y -= translationSize + 9;
      return;
    }
    this.y -= size + 9;
  }

  rule(color: Color = RULE, thickness = 0.75): void {
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN_X, y: this.y },
      thickness,
      color,
    });
  }

  /**
   * `initials`: the agreement's prompt for the tenant's initials on each page (not on receipts or statements).
   * `pageLabel` / `initialsLabel`: the document language's words (issue 16); English by default.
   */
  stampFooters(
    footerLeft: string,
    options: {
      initials?: boolean;
      pageLabel?: (page: number, total: number) => string;
      initialsLabel?: string;
    } = {},
  ): void {
    const size = 8;
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN_X, y: 48 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: 48 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(footerLeft, { x: MARGIN_X, y: 34, size, font: this.fonts.regular, color: MUTED });
      const pageLabel = options.pageLabel ? options.pageLabel(index + 1, total) : `Page ${index + 1} of ${total}`;
      const pageLabelX = PAGE_WIDTH - MARGIN_X - measure(this.fonts.bold, pageLabel, size);
      page.drawText(pageLabel, { x: pageLabelX, y: 34, size, font: this.fonts.bold, color: MUTED });
      // Each page is initialled on a hand-signed copy; drop the prompt rather than overlap a long footer.
      const initials = options.initialsLabel ?? "Tenant's initials: __________";
      const initialsX = pageLabelX - 28 - measure(this.fonts.regular, initials, size);
      if (options.initials !== false && initialsX > MARGIN_X + measure(this.fonts.regular, footerLeft, size) + 16) {
        page.drawText(initials, { x: initialsX, y: 34, size, font: this.fonts.regular, color: MUTED });
      }
    });
  }
}
