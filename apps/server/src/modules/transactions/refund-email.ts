/** The payer's e-mail about a refund (ADR 0015), in the payer's stored language (issue 16). */
import { formatRM, senToRm } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { chargeTypeText, refundReasonText } from '../receipts/document-text.js';
import type { RefundRow } from './refunds.repository.js';
import type { TransactionDetail } from './transactions.repository.js';

/** `late`: money for a charge that could no longer be paid, refunded in full; else an admin's refund. */
export function refundEmail(
  publicUrl: string,
  /** The charge's detail, or what a deleted charge's intent kept of it (issue 22). */
  detail: Pick<TransactionDetail, 'user' | 'property'> & { transaction: { type: string } },
  refund: Pick<RefundRow, 'id' | 'amountSen' | 'reason' | 'paymentIntentId'>,
  late: boolean,
): OutboxEmail {
  const language = detail.user.language ?? 'en';
  const t = translator(language);
  const values = {
    amount: formatRM(senToRm(refund.amountSen)),
    type: chargeTypeText(language, detail.transaction.type),
    property: detail.property.name,
    reason: refundReasonText(language, refund.reason),
  };
  const paragraphs = late
    ? [t('email.refund.late', values), t('email.refund.lateFull')]
    : [t('email.refund.admin', values), t('email.refund.reason', values), t('email.refund.timing')];
  const email = renderEmail({
    language,
    subject: t(late ? 'email.refund.lateSubject' : 'email.refund.subject'),
    greeting: t('email.greeting', { name: detail.user.firstname }),
    paragraphs: [...paragraphs, t('email.paymentReceipt.reference', { reference: refund.paymentIntentId })],
    action: { label: t('email.viewPaymentHistory'), url: `${publicUrl}/payment-history` },
  });
  return { kind: 'payment-refund', dedupeKey: `refund:${refund.id}`, to: detail.user.email, ...email };
}
