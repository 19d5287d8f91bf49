/**
 * E-mails of the transactions module: payment receipts (reminders: reminder-ladder.ts), queued in the outbox in the
 * transaction that records the payment (one dedupe key per logical mail), in the payer's
 * stored language (issue 16).
 */
import { formatDateTime, formatRM, senToRm, STAMP_DUTY_CHARGE_DESCRIPTION, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { specValue } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';
import { chargeTypeText } from '../receipts/document-text.js';
import { paymentMethodText } from '../receipts/payment-method-text.js';
import { receiptAttachment } from '../receipts/receipt-attachment.js';
import type { TransactionDetail, TransactionRow } from './transactions.repository.js';

const placeOf = (detail: TransactionDetail) =>
  detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name;

interface ReceiptOptions {
  /** Deposit only: whether the contract is active now (false: paid before the signed copy, its last step). */
  contractActive?: boolean;
  receipt?: { id: string; number: string };
  /** The other charges the same payment paid (Sign & Pay's stamp duty, ADR 0034): the e-mail lists each line. */
  alsoPaid?: readonly TransactionRow[];
}

/** What one line of a payment of several charges was for, in the payer's language. */
function lineText(language: Language, t: Pick<TransactionRow, 'type' | 'description'>): string {
  if (t.type === 'Other Fees' && t.description === STAMP_DUTY_CHARGE_DESCRIPTION) {
    return translator(language)('receiptDoc.purpose.stampDuty');
  }
  // The deposit's stored description is English ("Security deposit and first month's rent"): its type says it.
  return t.description && t.type !== 'Deposit'
    ? `${chargeTypeText(language, t.type)}: ${t.description}`
    : chargeTypeText(language, t.type);
}

/** The payment's whole amount: its own charge and the others it paid (ADR 0034). */
const paidSen = (t: TransactionRow, options: ReceiptOptions) =>
  (options.alsoPaid ?? []).reduce((sum, other) => sum + other.amountSen, t.amountSen);

export async function enqueueReceipt(
  tx: DbOrTx,
  publicUrl: string,
  detail: TransactionDetail,
  paymentIntentId: string,
  options: ReceiptOptions = {},
): Promise<void> {
  const t = detail.transaction;
  // The e-mail as before, now one channel of the payer's notification (issue 24 §1).
  await notify(tx, {
    userId: detail.user.id,
    category: 'receipts',
    kind: 'paymentReceived',
    values: {
      amount: formatRM(senToRm(paidSen(t, options))),
      type: specValue('transactionType', t.type),
      place: placeOf(detail),
    },
    link: '/payment-history',
    dedupeKey: `receipt:${t.id}`,
    email: paymentReceiptEmail(publicUrl, detail, paymentIntentId, options),
  });
}

/** The payment's receipt e-mail (its official receipt PDF attached by reference, rendered at send time). */
export function paymentReceiptEmail(
  publicUrl: string,
  detail: TransactionDetail,
  paymentIntentId: string,
  options: ReceiptOptions = {},
): OutboxEmail {
  const t = detail.transaction;
  const language = detail.user.language ?? 'en';
  const tr = translator(language);
  const amount = formatRM(senToRm(paidSen(t, options)));
  const type = chargeTypeText(language, t.type);
  const others = options.alsoPaid ?? [];
  const lines = [t, ...others].map((charge) =>
    tr('email.paymentReceipt.line', { item: lineText(language, charge), amount: formatRM(senToRm(charge.amountSen)) }),
  );
  const paragraphs = [
    ...(others.length === 0
      ? [tr('email.paymentReceipt.received', { amount, type, place: placeOf(detail) })]
      : [tr('email.paymentReceipt.receivedLines', { amount, place: placeOf(detail) }), ...lines]),
    tr('email.paymentReceipt.paidOn', { date: formatDateTime(t.paymentDate ?? new Date()) }),
    tr('email.paymentReceipt.reference', { reference: paymentIntentId }),
    ...(options.receipt ? [tr('email.paymentReceipt.receiptNumber', { number: options.receipt.number })] : []),
  ];
  const method = paymentMethodText(t, language);
  // After "Paid on" (which follows the received line and, for several charges, their lines).
  if (method)
    paragraphs.splice(others.length === 0 ? 2 : lines.length + 2, 0, tr('email.paymentReceipt.paidWith', { method }));
  if (t.type === 'Deposit' && options.contractActive !== false) {
    paragraphs.push(tr('email.paymentReceipt.contractActive'));
  } else if (t.type === 'Deposit') {
    paragraphs.push(tr('email.paymentReceipt.signedCopyLeft'));
  }
  const email = renderEmail({
    language,
    subject:
      others.length === 0
        ? tr('email.paymentReceipt.subject', { amount, type })
        : tr('email.paymentReceipt.subjectLines', { amount, type, count: others.length }),
    greeting: tr('email.greeting', { name: detail.user.firstname }),
    paragraphs,
    action: { label: tr('email.viewPaymentHistory'), url: `${publicUrl}/payment-history` },
  });
  return {
    kind: 'payment-receipt',
    dedupeKey: `receipt:${t.id}`,
    to: detail.user.email,
    ...email,
    ...(options.receipt ? { attachmentRefs: [receiptAttachment(options.receipt.id)] } : {}),
  };
}
