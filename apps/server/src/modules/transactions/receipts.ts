/**
 * E-mails of the transactions module: payment receipts and due-date reminders, queued in the outbox in the
 * transaction that records the payment or claims the reminder (one dedupe key per logical mail).
 */
import { describePaymentMethod, formatDate, formatDateTime, formatRM, senToRm } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { enqueueEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { receiptAttachment } from '../receipts/receipt-attachment.js';
import { receiptTexts } from '../receipts/receipts.texts.js';
import { paymentMethodOf, type TransactionDetail } from './transactions.repository.js';

const placeOf = (detail: TransactionDetail) =>
  detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name;

export async function enqueueReceipt(
  tx: DbOrTx,
  publicUrl: string,
  detail: TransactionDetail,
  paymentIntentId: string,
  /** Deposit only: whether the contract is active now (false: paid before the signed copy, its last step). */
  options: { contractActive?: boolean; receipt?: { id: string; number: string } } = {},
): Promise<void> {
  const t = detail.transaction;
  const amount = formatRM(senToRm(t.amountSen));
  const paragraphs = [
    `We have received your payment of ${amount} for ${t.type} at ${placeOf(detail)}.`,
    `Paid on: ${formatDateTime(t.paymentDate ?? new Date())}`,
    `Payment reference: ${paymentIntentId}`,
    ...(options.receipt ? [`Receipt number: ${options.receipt.number}. ${receiptTexts.attachedHint}`] : []),
  ];
  const method = describePaymentMethod(paymentMethodOf(t));
  if (method) paragraphs.splice(2, 0, `Paid with: ${method}`);
  if (t.type === 'Deposit' && options.contractActive !== false) {
    paragraphs.push(
      'Your contract is now active. Your monthly rent will appear in your payment history before each due date.',
    );
  } else if (t.type === 'Deposit') {
    paragraphs.push('One step left: upload your signed contract in Sign & Pay to activate your rental.');
  }
  const email = renderEmail({
    subject: `Payment receipt: ${amount} (${t.type})`,
    greeting: `Hi ${detail.user.firstname},`,
    paragraphs,
    action: { label: 'View payment history', url: `${publicUrl}/payment-history` },
  });
  await enqueueEmail(tx, {
    kind: 'payment-receipt',
    dedupeKey: `receipt:${t.id}`,
    to: detail.user.email,
    ...email,
    ...(options.receipt ? { attachmentRefs: [receiptAttachment(options.receipt.id)] } : {}),
  });
}

export async function enqueueReminder(tx: DbOrTx, publicUrl: string, detail: TransactionDetail): Promise<void> {
  const t = detail.transaction;
  const amount = formatRM(senToRm(t.amountSen));
  const email = renderEmail({
    subject: `Payment reminder: ${amount} due on ${formatDate(t.dueDate)}`,
    greeting: `Hi ${detail.user.firstname},`,
    paragraphs: [
      `Your ${t.type} of ${amount} for ${placeOf(detail)} is due on ${formatDate(t.dueDate)}.`,
      'You can pay it by online banking (FPX) or card in a minute from your SewaMudah account.',
    ],
    action: { label: 'Pay now', url: `${publicUrl}/payment/${t.id}` },
  });
  await enqueueEmail(tx, {
    kind: 'payment-reminder',
    dedupeKey: `reminder:${t.id}:${t.dueDate}`,
    to: detail.user.email,
    ...email,
  });
}
