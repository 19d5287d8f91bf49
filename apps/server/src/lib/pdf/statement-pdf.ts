/** The tenant statement of one contract (ADR 0019): charges, payments and refunds with the running balance. */
import { COMPANY, formatDate, formatRM, PRODUCT_NAME } from '@sewamudah/shared';
import { PDFDocument } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead, drawTable } from './pdf-blocks.js';
import { MUTED } from './pdf-style.js';
import { DocumentWriter } from './pdf-writer.js';

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
  const title = 'Statement of Account';
  doc.setTitle(`${title} ${input.contractId}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage('en-MY');

  const w = new DocumentWriter(doc, fonts, `${title}  |  Agreement No. ${input.contractId}`);
  drawMasthead(w, title, [
    ['Agreement No.', input.contractId],
    ['Date', formatDate(input.generatedOn)],
  ]);
  drawFields(w, [
    ['Tenant', clean(input.tenant.name)],
    ['E-mail', clean(input.tenant.email)],
    ['Property', clean(input.property.name)],
    ['Address', clean(input.property.address)],
    ...(input.roomName ? [['Room', clean(input.roomName)] as [string, string]] : []),
    ['Tenancy', `${formatDate(input.startDate)} to ${formatDate(input.endDate)}`],
  ]);
  w.moveDown(8);
  drawTable(
    w,
    [
      { header: 'Date', width: 62 },
      { header: 'Description', width: 190 },
      { header: 'Charged', width: 64, align: 'right' },
      { header: 'Paid', width: 64, align: 'right' },
      { header: 'Refunded', width: 64, align: 'right' },
      { header: 'Balance', width: 70, align: 'right' },
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
        'Total',
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
          ? `Balance due: ${money(balance)}.`
          : balance < 0
            ? `In credit: ${money(-balance)}.`
            : 'Nothing is owed on this tenancy.',
      style: 'bold',
    },
  ]);
  w.paragraph(
    [
      {
        text: 'Charges are listed on the day they were raised (with their due date), payments and refunds on the day they were made. The balance is what the tenant owes (negative: in credit). A refund of a paid charge credits that charge.',
        color: MUTED,
      },
    ],
    { size: 8.5 },
  );
  w.stampFooters(`${PRODUCT_NAME}  |  ${title}`, { initials: false });
  return doc.save();
}
