/** Page geometry, type sizes and colours shared by the contract PDF's layout code. */
import { BRAND_COLOR, hexToRgbUnit } from '@sewamudah/shared';
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
/** The brand colour shared with the app and e-mails; tint and border are it at 10 % and 30 % on white. */
export const ACCENT = rgb(...hexToRgbUnit(BRAND_COLOR));
const brandOnWhite = (share: number) =>
  rgb(...(hexToRgbUnit(BRAND_COLOR).map((c) => 1 - (1 - c) * share) as [number, number, number]));
export const ACCENT_TINT = brandOnWhite(0.1);
export const ACCENT_BORDER = brandOnWhite(0.3);
export const RULE = rgb(0.82, 0.85, 0.88);
export const ZEBRA = rgb(0.97, 0.975, 0.98);
