/** The payer's e-mail with a refund's official receipt (ADR 0019), in the payer's stored language (issue 16). */
import { formatRM, senToRm, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import type { ReceiptRow } from './receipts.repository.js';

export function refundReceiptEmail(
  publicUrl: string,
  receipt: Pick<ReceiptRow, 'id' | 'number' | 'amountSen' | 'providerReference' | 'details' | 'refundId'>,
  language: Language,
): OutboxEmail {
  const t = translator(language);
  const amount = formatRM(senToRm(receipt.amountSen));
  const email = renderEmail({
    language,
    subject: t('email.refundReceipt.subject', { number: receipt.number, amount }),
    greeting: t('email.greeting', { name: receipt.details.payerName }),
    paragraphs: [
      t('email.refundReceipt.processed', { amount, property: receipt.details.propertyName }),
      t('email.refundReceipt.number', { number: receipt.number }),
      t('email.refundReceipt.reference', { reference: receipt.providerReference }),
      t('email.receiptAttached'),
    ],
    action: { label: t('email.viewPaymentHistory'), url: `${publicUrl}/payment-history` },
  });
  return {
    kind: 'refund-receipt',
    dedupeKey: `refund-receipt:${receipt.refundId}`,
    to: receipt.details.payerEmail,
    ...email,
    // By reference (as receiptAttachment() writes it): the worker renders the PDF at send time.
    attachmentRefs: [{ kind: 'receipt', receiptId: receipt.id }],
  };
}
