/** Page geometry, type sizes and colours shared by the contract PDF's layout code. */
import { PageSizes, rgb } from 'pdf-lib';

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN_X = 56;
export const MARGIN_TOP = 64;
export const MARGIN_BOTTOM = 64;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export const BODY_SIZE = 9.75;
export const BODY_LEADING = 13.5;

export const INK = rgb(0.12, 0.15, 0.19);
export const MUTED = rgb(0.42, 0.46, 0.52);
export const ACCENT = rgb(0.06, 0.46, 0.43);
export const ACCENT_TINT = rgb(0.91, 0.96, 0.95);
export const RULE = rgb(0.82, 0.85, 0.88);
export const ZEBRA = rgb(0.97, 0.975, 0.98);
