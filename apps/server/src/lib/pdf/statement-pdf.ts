/**
 * The tenant statement of one contract (ADR 0019): charges, payments and refunds with the running balance, in the
 * reader's language (issue 16; the entries' descriptions come already translated, see modules/receipts/statement.ts).
 */
import { COMPANY, formatDate, formatRM, PRODUCT_NAME, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import { PDFDocument } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead, drawTable } from './pdf-blocks.js';
import { MUTED } from './pdf-style.js';
import { DocumentWriter } from './pdf-writer.js';
import { pdfLanguageTag } from './receipt-pdf.js';

export interface StatementPdfInput {
  contractId: string;
  tenant: { name: string; email: string };
  property: { name: string; address: string };
  roomName: string | null;
  startDate: string;
  endDate: string;
  generatedOn: string;
  entries: {
    date: string;
    description: string;
    chargedSen: number;
    paidSen: number;
    refundedSen: number;
    balanceSen: number;
  }[];
  totals: { chargedSen: number; paidSen: number; refundedSen: number; balanceSen: number };
  /** The words' language (the downloading user's); English by default. */
  language?: Language;
}

/** RM with two decimals; blank for zero (a statement column shows only what moved). */
const money = (sen: number, blankZero = true) =>
  blankZero && sen === 0 ? '' : `${sen < 0 ? '-' : ''}${formatRM(Math.abs(sen) / 100)}`;

export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const free = [
    input.tenant.name,
    input.tenant.email,
    input.property.name,
    input.property.address,
    input.roomName ?? '',
  ];
  const fonts = await embedDocumentFonts(doc, [...free, ...input.entries.map((e) => e.description)]);
  const clean = (value: string) => cleanText(value, fonts);
  const language = input.language ?? 'en';
  const tr = translator(language);
  const title = tr('statementDoc.title');
  const agreementNo = tr('receiptDoc.agreementNo');
  doc.setTitle(`${title} ${input.contractId}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(pdfLanguageTag(language));

  const w = new DocumentWriter(doc, fonts, tr('statementDoc.footer', { title, contractId: input.contractId }));
  drawMasthead(
    w,
    title,
    [
      [agreementNo, input.contractId],
      [tr('receiptDoc.date'), formatDate(input.generatedOn)],
    ],
    tr('receiptDoc.tagline'),
  );
  drawFields(w, [
    [tr('statementDoc.tenant'), clean(input.tenant.name)],
    [tr('receiptDoc.email'), clean(input.tenant.email)],
    [tr('receiptDoc.property'), clean(input.property.name)],
    [tr('receiptDoc.address'), clean(input.property.address)],
    ...(input.roomName ? [[tr('receiptDoc.room'), clean(input.roomName)] as [string, string]] : []),
    [
      tr('statementDoc.tenancy'),
      tr('statementDoc.period', { start: formatDate(input.startDate), end: formatDate(input.endDate) }),
    ],
  ]);
  w.moveDown(8);
  drawTable(
    w,
    [
      { header: tr('receiptDoc.date'), width: 62 },
      { header: tr('statementDoc.description'), width: 178 },
      { header: tr('statementDoc.charged'), width: 64, align: 'right' },
      { header: tr('statementDoc.paid'), width: 64, align: 'right' },
      // Wide enough for the longest head ("Dikembalikan") on one line.
      { header: tr('statementDoc.refunded'), width: 76, align: 'right' },
      { header: tr('statementDoc.balance'), width: 70, align: 'right' },
    ],
    [
      ...input.entries.map((e) => [
        formatDate(e.date),
        clean(e.description),
        money(e.chargedSen),
        money(e.paidSen),
        money(e.refundedSen),
        money(e.balanceSen, false),
      ]),
      [
        '',
        tr('statementDoc.total'),
        money(input.totals.chargedSen, false),
        money(input.totals.paidSen, false),
        money(input.totals.refundedSen, false),
        money(input.totals.balanceSen, false),
      ],
    ],
  );
  w.moveDown(10);
  const balance = input.totals.balanceSen;
  w.paragraph([
    {
      text:
        balance > 0
          ? tr('statementDoc.balanceDue', { amount: money(balance) })
          : balance < 0
            ? tr('statementDoc.inCredit', { amount: money(-balance) })
            : tr('statementDoc.nothingOwed'),
      style: 'bold',
    },
  ]);
  w.paragraph(
    [
      {
        text: tr('statementDoc.note'),
        color: MUTED,
      },
    ],
    { size: 8.5 },
  );
  w.stampFooters(`${PRODUCT_NAME}  |  ${title}`, {
    initials: false,
    pageLabel: (page, total) => tr('receiptDoc.page', { page, total }),
  });
  return doc.save();
}
