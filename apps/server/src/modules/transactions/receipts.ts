/** E-mails of the transactions module: payment receipts and due-date reminders. */
import { formatDate, formatDateTime, formatRM, senToRm } from '@sewamudah/shared';
import type { Mailer } from '../../lib/mailer/index.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import type { TransactionDetail } from './transactions.repository.js';

const placeOf = (detail: TransactionDetail) =>
  detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name;

export async function sendReceipt(
  mailer: Mailer,
  publicUrl: string,
  detail: TransactionDetail,
  paymentIntentId: string,
): Promise<void> {
  const t = detail.transaction;
  const amount = formatRM(senToRm(t.amountSen));
  const paragraphs = [
    `We have received your payment of ${amount} for ${t.type} at ${placeOf(detail)}.`,
    `Paid on: ${formatDateTime(t.paymentDate ?? new Date())}`,
    `Payment reference: ${paymentIntentId}`,
  ];
  if (t.type === 'Deposit') {
    paragraphs.push(
      'Your contract is now active. Your monthly rent will appear in your payment history before each due date.',
    );
  }
  const email = renderEmail({
    subject: `Payment receipt: ${amount} (${t.type})`,
    greeting: `Hi ${detail.user.firstname},`,
    paragraphs,
    action: { label: 'View payment history', url: `${publicUrl}/payment-history` },
  });
  await mailer.send({ to: detail.user.email, ...email });
}

export async function sendReminder(mailer: Mailer, publicUrl: string, detail: TransactionDetail): Promise<void> {
  const t = detail.transaction;
  const amount = formatRM(senToRm(t.amountSen));
  const email = renderEmail({
    subject: `Payment reminder: ${amount} due on ${formatDate(t.dueDate)}`,
    greeting: `Hi ${detail.user.firstname},`,
    paragraphs: [
      `Your ${t.type} of ${amount} for ${placeOf(detail)} is due on ${formatDate(t.dueDate)}.`,
      'You can pay it by card in a minute from your SewaMudah account.',
    ],
    action: { label: 'Pay now', url: `${publicUrl}/payment/${t.id}` },
  });
  await mailer.send({ to: detail.user.email, ...email });
}
