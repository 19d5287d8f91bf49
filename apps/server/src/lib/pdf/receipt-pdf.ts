/**
 * The official receipt of a payment or a refund (ADR 0019): A4, the embedded Noto fonts (names and addresses in
 * Chinese, Tamil, Jawi or accented Latin print exactly), amounts in RM, dates en-GB, words in the recipient's
 * language (issue 16).
 */
import { COMPANY, formatRM, PRODUCT_NAME, type Language } from '@sewamudah/shared';
import { translator, type MessageKey } from '@sewamudah/shared/i18n';
import { PDFDocument } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead, drawTable } from './pdf-blocks.js';
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
  /** A payment of several charges (ADR 0034): what each was for and its amount; they add up to `amountRm`. */
  lines?: { purpose: string; amountRm: number }[];
  contractId: string;
  transactionId: string;
  /** The words' language (the recipient's, or the downloading user's); English by default. */
  language?: Language;
}

export const receiptTitle = (kind: ReceiptPdfInput['kind'], language: Language = 'en') =>
  translator(language)(kind === 'payment' ? 'receiptDoc.officialReceipt' : 'receiptDoc.refundReceipt');

type Suffix<K> = K extends `receiptDoc.${infer W}` ? W : never;
/** The receipt's own words: the keys of the `receiptDoc` namespace. */
type ReceiptWord = Suffix<MessageKey>;

/** The PDF's language tag (`doc.setLanguage`): Malay or English as used in Malaysia. */
export const pdfLanguageTag = (language: Language) => (language === 'ms' ? 'ms-MY' : 'en-MY');

export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const free = [input.payer.name, input.payer.email, input.property.name, input.property.address, input.roomName ?? ''];
  const lineTexts = (input.lines ?? []).map((line) => line.purpose);
  const fonts = await embedDocumentFonts(doc, [...free, input.purpose, input.reason ?? '', ...lineTexts]);
  const clean = (value: string) => cleanText(value, fonts);
  const language = input.language ?? 'en';
  const tr = translator(language);
  const label = (word: ReceiptWord) => tr(`receiptDoc.${word}`);
  const title = receiptTitle(input.kind, language);
  doc.setTitle(`${title} ${input.number}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(pdfLanguageTag(language));
  doc.setKeywords([title.toLowerCase(), input.number]);

  const w = new DocumentWriter(doc, fonts, `${title}  |  ${input.number}`);
  drawMasthead(
    w,
    title,
    [
      [label('receiptNo'), input.number],
      [label('date'), input.issuedOn],
    ],
    label('tagline'),
  );
  const payment = input.kind === 'payment';
  const amount = formatRM(input.amountRm);
  const rows: [string, string][] = [
    [label(payment ? 'receivedFrom' : 'refundedTo'), clean(input.payer.name)],
    [label('email'), clean(input.payer.email)],
    [label('property'), clean(input.property.name)],
    [label('address'), clean(input.property.address)],
    ...(input.roomName ? [[label('room'), clean(input.roomName)] as [string, string]] : []),
    [label(payment ? 'paymentFor' : 'refundOf'), clean(input.purpose)],
    ...(input.reason ? [[label('reason'), clean(input.reason)] as [string, string]] : []),
    [label(payment ? 'paymentMethod' : 'returnedTo'), input.method],
    [label('providerReference'), input.providerReference],
    ...(input.paymentReference ? [[label('originalPayment'), input.paymentReference] as [string, string]] : []),
    ...(input.paidAt ? [[label('paidOn'), input.paidAt] as [string, string]] : []),
    [label('agreementNo'), input.contractId],
    [label('transaction'), input.transactionId],
  ];
  drawFields(w, rows);
  if (input.lines && input.lines.length > 1) {
    // One payment of several charges: a line each, then their total (the boxed amount below).
    w.moveDown(8);
    drawTable(
      w,
      [
        { header: label('item'), width: 4 },
        { header: label('lineAmount'), width: 1, align: 'right' },
      ],
      [...input.lines.map((line) => [clean(line.purpose), formatRM(line.amountRm)]), [label('total'), amount]],
    );
  }

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
  const amountLabel = label(payment ? 'amountReceived' : 'amountRefunded');
  w.currentPage.drawText(amountLabel, { x: MARGIN_X + 14, y: top - 28, size: 11, font: fonts.regular, color: MUTED });
  const amountX = MARGIN_X + CONTENT_WIDTH - 14 - measure(fonts.bold, amount, 18);
  w.currentPage.drawText(amount, { x: amountX, y: top - 30, size: 18, font: fonts.bold, color: ACCENT });
  w.moveDown(boxHeight + 16);

  w.paragraph(
    [
      {
        text: tr(payment ? 'receiptDoc.acknowledgement' : 'receiptDoc.returned', {
          company: COMPANY.legalName,
          product: PRODUCT_NAME,
        }),
      },
    ],
    { after: 6 },
  );
  w.paragraph([{ text: label('computerGenerated'), color: MUTED }], { size: 8.5 });
  w.paragraph(
    [{ text: `${COMPANY.legalName}, ${COMPANY.address}. ${COMPANY.email}, ${COMPANY.phone}.`, color: MUTED }],
    {
      size: 8.5,
    },
  );
  w.stampFooters(`${PRODUCT_NAME}  |  ${title} ${input.number}`, {
    initials: false,
    pageLabel: (page, total) => tr('receiptDoc.page', { page, total }),
  });
  return doc.save();
}
