/**
 * Official receipts (ADR 0019). A payment's receipt is issued in the transaction that records it
 * (recordSucceededPayment); a refund's in the transaction that records the provider's success (executeRefund).
 * The PDF is drawn on request from the receipt row (number, amount, names as issued) and the charge it is for.
 */
import {
  formatDate,
  formatDateTime,
  senToRm,
  type Language,
  type ReceiptSummary,
  type UserInfo,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import { renderReceiptPdf, type ReceiptPdfInput } from '../../lib/pdf/receipt-pdf.js';
import { chargePurpose } from './charge-purpose.js';
import { chargeTypeText, refundReasonText } from './document-text.js';
import { methodText } from './payment-method-text.js';
import { refundReceiptEmail } from './refund-receipt-email.js';
import * as repo from './receipts.repository.js';
import type { ReceiptRow } from './receipts.repository.js';
import { receiptTexts } from './receipts.texts.js';
import { contractOfCharge, recordTenancyEvent, SYSTEM_ACTOR } from '../tenancy/tenancy-events.js';

export const toReceiptSummary = (r: ReceiptRow): ReceiptSummary => ({
  _id: r.id,
  id: r.id,
  number: r.number,
  kind: r.kind as ReceiptSummary['kind'],
  amount: senToRm(r.amountSen),
  issuedAt: r.issuedAt.toISOString(),
  refundId: r.refundId,
});

/**
 * The payment's receipt, in the recording transaction (called once per recorded payment). A payment of several
 * charges (ADR 0034) has one receipt, under its first charge, that prints a line per charge.
 */
export async function issuePaymentReceipt(
  tx: DbOrTx,
  input: {
    transactionId: string;
    amountSen: number;
    paymentIntentId: string;
    at: Date;
    lines?: { transactionId: string; amountSen: number }[];
  },
): Promise<ReceiptRow> {
  return repo.issueReceipt(tx, {
    kind: 'payment',
    transactionId: input.transactionId,
    amountSen: input.amountSen,
    providerReference: input.paymentIntentId,
    issuedAt: input.at,
    lines: input.lines,
  });
}

/**
 * The receipt of a refund the provider confirmed, once (under the refund's row lock), with the payer's e-mail.
 * Call inside the transaction that records the success; a refund not succeeded gets none.
 */
export async function issueRefundReceipt(tx: DbOrTx, publicUrl: string, refundId: string, at: Date) {
  const refund = await repo.lockRefund(tx, refundId);
  // A deleted charge's refund (issue 22) has no charge to issue a receipt against; its payer was e-mailed.
  if (!refund || refund.status !== 'succeeded' || refund.transactionId === null) return undefined;
  if (await repo.findRefundReceipt(tx, refundId)) return undefined;
  const receipt = await repo.issueReceipt(tx, {
    kind: 'refund',
    transactionId: refund.transactionId,
    refundId: refund.id,
    amountSen: refund.amountSen,
    providerReference: refund.providerRefundId ?? refund.paymentIntentId,
    issuedAt: at,
  });
  await enqueueEmail(tx, refundReceiptEmail(publicUrl, receipt, await repo.findUserLanguage(tx, receipt.userId)));
  const contractId = await contractOfCharge(tx, refund.transactionId);
  if (contractId) {
    await recordTenancyEvent(tx, {
      contractId,
      type: 'refunded',
      at,
      actor: SYSTEM_ACTOR,
      data: {
        transactionId: refund.transactionId,
        refundId: refund.id,
        amountSen: refund.amountSen,
        number: receipt.number,
      },
      links: [{ kind: 'receipt', id: receipt.id }],
    });
  }
  return receipt;
}

/** A receipt its payer or an admin may read; anyone else gets 404, as for an unknown id. */
async function findVisibleReceipt(db: DbOrTx, user: UserInfo, id: string): Promise<ReceiptRow> {
  const receipt = await repo.findReceipt(db, id);
  if (!receipt || (user.userType !== 'admin' && receipt.userId !== user.userId)) throw notFound(receiptTexts.notFound);
  return receipt;
}

/** What the receipt PDF prints, its words in `language` (the recipient's, or the downloading user's). */
export async function receiptPdfInput(db: DbOrTx, receipt: ReceiptRow, language: Language): Promise<ReceiptPdfInput> {
  const context = await repo.findReceiptContext(db, receipt);
  if (!context) throw notFound(receiptTexts.notFound);
  const t = context.transaction;
  const purpose = chargePurpose(t, context, language);
  const refund = context.refund;
  return {
    kind: receipt.kind as ReceiptPdfInput['kind'],
    number: receipt.number,
    issuedOn: formatDate(receipt.issuedAt),
    payer: { name: receipt.details.payerName, email: receipt.details.payerEmail },
    property: { name: receipt.details.propertyName, address: receipt.details.propertyAddress },
    roomName: receipt.details.roomName,
    purpose: refund ? `${chargeTypeText(language, t.type)}: ${purpose}` : purpose,
    reason: refund ? refundReasonText(language, refund.reason) : null,
    // A deposit balance paid back by bank transfer (ADR 0038) names the transfer, not the deposit's payment method.
    method:
      refund?.provider === 'bank_transfer'
        ? translate(language, 'settlementDoc.bankTransfer')
        : methodText(t, language),
    providerReference: receipt.providerReference,
    paymentReference: refund && refund.paymentIntentId !== receipt.providerReference ? refund.paymentIntentId : null,
    paidAt: receipt.kind === 'payment' ? formatDateTime(t.paymentDate ?? receipt.issuedAt) : null,
    amountRm: senToRm(receipt.amountSen),
    lines: receipt.kind === 'payment' ? await receiptLines(db, receipt, context, language) : undefined,
    contractId: t.contractId,
    transactionId: t.id,
    language,
  };
}

/** What each charge of a payment of several charges was (ADR 0034), as the receipt prints its lines. */
async function receiptLines(
  db: DbOrTx,
  receipt: ReceiptRow,
  contract: { startDate: string; endDate: string },
  language: Language,
): Promise<ReceiptPdfInput['lines']> {
  const lines = receipt.details.lines;
  if (!lines || lines.length < 2) return undefined;
  const charges = new Map(
    (
      await repo.findLineCharges(
        db,
        lines.map((l) => l.transactionId),
      )
    ).map((c) => [c.id, c]),
  );
  return lines.map((line) => {
    const charge = charges.get(line.transactionId);
    return {
      purpose: charge ? chargePurpose(charge, contract, language) : line.transactionId,
      amountRm: senToRm(line.amountSen),
    };
  });
}

/** A receipt's PDF for its payer or an admin, in the reader's language. */
export async function getReceiptPdf(db: DbOrTx, user: UserInfo, id: string, language: Language) {
  const receipt = await findVisibleReceipt(db, user, id);
  return { receipt, pdf: await renderReceiptPdf(await receiptPdfInput(db, receipt, language)) };
}

/** The receipts of listed transactions, grouped by transaction id (a shared payment receipt under each charge). */
export async function receiptsByTransaction(db: DbOrTx, transactionIds: string[]) {
  const map = new Map<string, ReceiptSummary[]>();
  for (const row of await repo.receiptsOfTransactions(db, transactionIds)) {
    const list = map.get(row.listedUnder) ?? [];
    list.push(toReceiptSummary(row));
    map.set(row.listedUnder, list);
  }
  return map;
}
