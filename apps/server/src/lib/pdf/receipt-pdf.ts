/**
 * The official receipt of a payment or a refund (ADR 0019): A4, the embedded Noto fonts (names and addresses in
 * Chinese, Tamil, Jawi or accented Latin print exactly), amounts in RM, dates en-GB.
 */
import { COMPANY, formatRM, PRODUCT_NAME } from '@sewamudah/shared';
import { PDFDocument } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead } from './pdf-blocks.js';
import { ACCENT, ACCENT_BORDER, ACCENT_TINT, CONTENT_WIDTH, MARGIN_X, MUTED } from './pdf-style.js';
import { measure } from './pdf-text.js';
import { DocumentWriter } from './pdf-writer.js';

export interface ReceiptPdfInput {
  kind: 'payment' | 'refund';
  number: string;
  /** en-GB date of issue (dd/mm/yyyy). */
  issuedOn: string;
  payer: { name: string; email: string };
  property: { name: string; address: string };
  roomName: string | null;
  /** What the money was for: deposit and first month, the rent month and its period, a fee. */
  purpose: string;
  /** Refunds: why the money was returned. */
  reason?: string | null;
  /** 'Visa •••• 4242', 'FPX (Maybank2u)'. */
  method: string;
  providerReference: string;
  /** For refunds: the payment it returns (its intent), when it differs from the provider reference. */
  paymentReference?: string | null;
  /** en-GB date and time the money was received (payments). */
  paidAt?: string | null;
  amountRm: number;
  contractId: string;
  transactionId: string;
}

export const receiptTitle = (kind: ReceiptPdfInput['kind']) =>
  kind === 'payment' ? 'Official Receipt' : 'Refund Receipt';

export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const free = [input.payer.name, input.payer.email, input.property.name, input.property.address, input.roomName ?? ''];
  const fonts = await embedDocumentFonts(doc, [...free, input.purpose, input.reason ?? '']);
  const clean = (value: string) => cleanText(value, fonts);
  const title = receiptTitle(input.kind);
  doc.setTitle(`${title} ${input.number}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage('en-MY');
  doc.setKeywords([title.toLowerCase(), input.number]);

  const w = new DocumentWriter(doc, fonts, `${title}  |  ${input.number}`);
  drawMasthead(w, title, [
    ['Receipt No.', input.number],
    ['Date', input.issuedOn],
  ]);
  const payment = input.kind === 'payment';
  const amount = formatRM(input.amountRm);
  const rows: [string, string][] = [
    [payment ? 'Received from' : 'Refunded to', clean(input.payer.name)],
    ['E-mail', clean(input.payer.email)],
    ['Property', clean(input.property.name)],
    ['Address', clean(input.property.address)],
    ...(input.roomName ? [['Room', clean(input.roomName)] as [string, string]] : []),
    [payment ? 'Payment for' : 'Refund of', clean(input.purpose)],
    ...(input.reason ? [['Reason', clean(input.reason)] as [string, string]] : []),
    [payment ? 'Payment method' : 'Returned to', input.method],
    ['Provider reference', input.providerReference],
    ...(input.paymentReference ? [['Original payment', input.paymentReference] as [string, string]] : []),
    ...(input.paidAt ? [['Paid on', input.paidAt] as [string, string]] : []),
    ['Agreement No.', input.contractId],
    ['Transaction', input.transactionId],
  ];
  drawFields(w, rows);

  // The amount, boxed.
  w.moveDown(10);
  const boxHeight = 46;
  w.ensureSpace(boxHeight + 10);
  const top = w.cursorY;
  w.currentPage.drawRectangle({
    x: MARGIN_X,
    y: top - boxHeight,
    width: CONTENT_WIDTH,
    height: boxHeight,
    color: ACCENT_TINT,
    borderColor: ACCENT_BORDER,
    borderWidth: 0.75,
  });
  const label = payment ? 'Amount received' : 'Amount refunded';
  w.currentPage.drawText(label, { x: MARGIN_X + 14, y: top - 28, size: 11, font: fonts.regular, color: MUTED });
  const amountX = MARGIN_X + CONTENT_WIDTH - 14 - measure(fonts.bold, amount, 18);
  w.currentPage.drawText(amount, { x: amountX, y: top - 30, size: 18, font: fonts.bold, color: ACCENT });
  w.moveDown(boxHeight + 16);

  w.paragraph(
    [
      {
        text: payment
          ? `${COMPANY.legalName} acknowledges receipt of the amount above, paid online through ${PRODUCT_NAME}.`
          : `${COMPANY.legalName} has returned the amount above to the payer through the original payment method.`,
      },
    ],
    { after: 6 },
  );
  w.paragraph([{ text: 'This receipt is computer generated and needs no signature.', color: MUTED }], { size: 8.5 });
  w.paragraph(
    [{ text: `${COMPANY.legalName}, ${COMPANY.address}. ${COMPANY.email}, ${COMPANY.phone}.`, color: MUTED }],
    {
      size: 8.5,
    },
  );
  w.stampFooters(`${PRODUCT_NAME}  |  ${title} ${input.number}`, { initials: false });
  return doc.save();
}
