/**
 * The deposit settlement statement (issue 25 §4, docs/decisions/0038): A4, the embedded Noto fonts, in the tenant's
 * language. The landlord is the property's registered owner with SewaMudah as managing agent (as the agreement
 * names them); each deduction with its reason, evidence, the tenant's dispute and the answer; unpaid charges; the
 * balance and how it was refunded (or the charge for what is owed above the deposit); the keys returned.
 */
import {
  COMPANY,
  formatDate,
  formatRM,
  PRODUCT_NAME,
  tenancyMessages,
  type DepositSettlement,
  type Language,
} from '@sewamudah/shared';
import { translator, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';
import { PDFDocument } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead, drawTable } from './pdf-blocks.js';
import { ACCENT, MUTED } from './pdf-style.js';
import { b, t } from './pdf-text.js';
import { DocumentWriter } from './pdf-writer.js';
import { pdfLanguageTag } from './receipt-pdf.js';

export interface SettlementPdfInput {
  language: Language;
  settlement: DepositSettlement;
  issuedOn: string;
  tenantName: string;
  propertyName: string;
  address: string;
  roomName: string | null;
  startDate: string;
  /** The bank's name of a refund by bank transfer. */
  bankName: string | null;
  /** The maintenance tickets the evidence names, by id: printed by title and date (en-GB), not by id. */
  tickets?: Record<string, { title: string; date: string }>;
}

export async function renderSettlementPdf(input: SettlementPdfInput): Promise<Uint8Array> {
  const s = input.settlement;
  const doc = await PDFDocument.create();
  const free = [
    input.tenantName,
    input.propertyName,
    input.address,
    input.roomName ?? '',
    s.landlord?.name ?? '',
    ...s.deductions.flatMap((x) => [
      x.description,
      x.dispute?.comment ?? '',
      x.answer?.note ?? '',
      ...x.evidence.map((e) => e.note ?? ''),
    ]),
    ...Object.values(input.tickets ?? {}).map((ticket) => ticket.title),
    ...(s.keysReturned ?? []).map((k) => k.name),
  ];
  const fonts = await embedDocumentFonts(doc, free);
  const clean = (value: string) => cleanText(value, fonts);
  const tr = translator(input.language);
  const d = (key: string, values?: MessageValues) => tr(`settlementDoc.${key}` as MessageKey, values);
  const title = d('title');
  doc.setTitle(`${title} ${s.contractId}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(pdfLanguageTag(input.language));

  const w = new DocumentWriter(doc, fonts, d('runningTitle', { contract: s.contractId.slice(0, 8).toUpperCase() }));
  drawMasthead(
    w,
    title,
    [
      [d('agreementNo'), s.contractId.slice(0, 8).toUpperCase()],
      [d('date'), input.issuedOn],
    ],
    d('tagline'),
  );
  const landlord = s.landlord
    ? d('landlordOwner', {
        owner: clean(s.landlord.name),
        idLabel: tr(s.landlord.idKind === 'ic' ? 'tenancyDoc.parties.idIc' : 'tenancyDoc.parties.idCompany'),
        id: s.landlord.idNumber,
        agent: COMPANY.legalName,
      })
    : d('landlordAgent', { agent: COMPANY.legalName });
  const status = s.status === 'not_started' ? 'draft' : s.status;
  drawFields(w, [
    [d('status'), d(`statusValue.${status}`, { date: s.respondBy ? formatDate(s.respondBy) : '' })],
    [d('landlord'), landlord],
    [d('tenant'), clean(input.tenantName)],
    [d('property'), clean(input.propertyName)],
    [d('address'), clean(input.address)],
    ...(input.roomName ? [[d('room'), clean(input.roomName)] as [string, string]] : []),
    [d('tenancy'), d('tenancyValue', { start: formatDate(input.startDate), end: formatDate(s.tenancyEndDate) })],
    [d('due'), formatDate(s.dueDate)],
    [d('deposit'), formatRM(s.deposit)],
  ]);

  w.moveDown(6);
  w.paragraph([{ text: d('deductions'), style: 'bold', color: ACCENT }], { size: 11.5, after: 4 });
  if (s.deductions.length === 0) {
    w.paragraph([t(d('none'))], { after: 6 });
  } else {
    const rows = s.deductions.map((x, i) => {
      const evidence = x.evidence
        .map((e) => {
          const ticket = e.kind === 'maintenance' && e.id ? input.tickets?.[e.id] : undefined;
          if (ticket) return d('evidenceKind.maintenanceTicket', { title: ticket.title, date: ticket.date });
          return d(`evidenceKind.${e.kind in EVIDENCE ? e.kind : 'note'}`, { id: shortId(e.id), note: e.note ?? '' });
        })
        .filter((v) => v.trim() !== '');
      const parts = [
        `${d(`kind.${x.kind}`)}: ${clean(x.description)}`,
        evidence.length ? d('evidence', { items: clean(evidence.join('; ')) }) : '',
        x.dispute ? d('disputed', { comment: clean(x.dispute.comment) }) : '',
        x.answer
          ? d(`answer.${x.answer.answer}`, {
              amount: formatRM(x.answer.amount),
              note: clean(noteText(x.answer.note, tr)),
            })
          : '',
        x.settled ? d('settledByDeposit') : '',
      ].filter(Boolean);
      const amount =
        x.finalAmount !== x.amount ? `${formatRM(x.finalAmount)} (${formatRM(x.amount)})` : formatRM(x.amount);
      return [String(i + 1), parts.join(' — '), amount];
    });
    drawTable(
      w,
      [
        { header: d('colNo'), width: 30 },
        { header: d('colItem'), width: 360 },
        { header: d('colAmount'), width: 110, align: 'right' },
      ],
      rows,
    );
  }
  w.moveDown(6);
  drawFields(w, [
    [d('deposit'), formatRM(s.deposit)],
    [d('totalDeductions'), formatRM(s.totalDeductions)],
  ]);
  w.paragraph([b(`${s.balance >= 0 ? d('balance') : d('shortfall')}: ${formatRM(Math.abs(s.balance))}`)], {
    size: 12,
    after: 8,
  });
  const keys = (s.keysReturned ?? []).map((k) => d('keyLine', { count: k.count, name: clean(k.name) }));
  drawFields(w, [
    [d('keys'), keys.length ? keys.join(', ') : d('keysNone')],
    [d('refund'), refundLine(s, input.bankName, d)],
  ]);
  w.moveDown(6);
  w.paragraph([{ text: d('rules'), color: MUTED }], { size: 8.5, after: 4 });
  w.stampFooters(d('footer', { product: PRODUCT_NAME }), {
    initials: false,
    pageLabel: (page, total) => tr('agreementDoc.page', { page, total }),
  });
  return doc.save();
}

const EVIDENCE = { inspection_item: 1, photo: 1, receipt: 1, maintenance: 1, note: 1 };
const shortId = (id: string | undefined) => (id ? id.slice(0, 8).toUpperCase() : '');

/** A note the server wrote itself (a charge paid separately) is printed in the reader's language. */
function noteText(note: string, tr: ReturnType<typeof translator>): string {
  return note === tenancyMessages.chargePaidSeparately ? tr('tenancy.server.chargePaidSeparately') : note;
}

function refundLine(
  s: DepositSettlement,
  bankName: string | null,
  d: (key: string, values?: MessageValues) => string,
): string {
  if (s.balance < 0) return d('shortfallCharge', { amount: formatRM(-s.balance) });
  if (s.transfer && s.refund) {
    return d('refundTransfer', {
      amount: formatRM(s.refund.amount),
      bank: bankName ?? '',
      last4: (s.refundAccount?.accountNumber ?? '').slice(-4),
      date: formatDate(s.transfer.date),
      reference: s.transfer.reference,
    });
  }
  if (s.refund) return d('refundProvider', { amount: formatRM(s.refund.amount), date: formatDate(s.refund.at) });
  return d('refundPending');
}
