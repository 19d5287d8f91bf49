/**
 * E-mails of the transactions module: payment receipts (reminders: reminder-ladder.ts), queued in the outbox in the
 * transaction that records the payment (one dedupe key per logical mail), in the payer's
 * stored language (issue 16).
 */
import { formatDateTime, formatRM, senToRm } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { specValue } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';
import { chargeTypeText } from '../receipts/document-text.js';
import { paymentMethodText } from '../receipts/payment-method-text.js';
import { receiptAttachment } from '../receipts/receipt-attachment.js';
import type { TransactionDetail } from './transactions.repository.js';

const placeOf = (detail: TransactionDetail) =>
  detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name;

interface ReceiptOptions {
  /** Deposit only: whether the contract is active now (false: paid before the signed copy, its last step). */
  contractActive?: boolean;
  receipt?: { id: string; number: string };
}

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
      amount: formatRM(senToRm(t.amountSen)),
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
  const amount = formatRM(senToRm(t.amountSen));
  const type = chargeTypeText(language, t.type);
  const paragraphs = [
    tr('email.paymentReceipt.received', { amount, type, place: placeOf(detail) }),
    tr('email.paymentReceipt.paidOn', { date: formatDateTime(t.paymentDate ?? new Date()) }),
    tr('email.paymentReceipt.reference', { reference: paymentIntentId }),
    ...(options.receipt ? [tr('email.paymentReceipt.receiptNumber', { number: options.receipt.number })] : []),
  ];
  const method = paymentMethodText(t, language);
  if (method) paragraphs.splice(2, 0, tr('email.paymentReceipt.paidWith', { method }));
  if (t.type === 'Deposit' && options.contractActive !== false) {
    paragraphs.push(tr('email.paymentReceipt.contractActive'));
  } else if (t.type === 'Deposit') {
    paragraphs.push(tr('email.paymentReceipt.signedCopyLeft'));
  }
  const email = renderEmail({
    language,
    subject: tr('email.paymentReceipt.subject', { amount, type }),
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
