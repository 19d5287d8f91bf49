/** The one brand colour and the one set of company contact details, for the app, e-mails and PDFs alike. */

/** The app's primary colour (Mantine indigo 7, theme.ts primaryShade): buttons, e-mail heading and PDF accents. */
export const BRAND_COLOR = '#4263eb';

/** Company contact details: About page, footer, e-mails and the tenancy agreement PDF. */
export const COMPANY = {
  /** The landlord's managing agent, as named in the agreement. */
  legalName: 'SewaMudah Sdn. Bhd.',
  email: 'support@sewamudah.my',
  /** Shown as written; `phoneHref` is the dialable form. */
  phone: '+60 3-2788 1234',
  phoneHref: 'tel:+60327881234',
  address: 'Level 12, Menara Bangsar, Jalan Maarof, 59000 Kuala Lumpur',
} as const;

/** `#rrggbb` → red, green and blue in 0..1 (for pdf-lib's `rgb`). */
export function hexToRgbUnit(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 2, 3].map((i) => parseInt(match[i] ?? '0', 16) / 255) as [number, number, number];
}
