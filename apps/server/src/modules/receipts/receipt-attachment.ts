/**
 * The official receipt PDF as an e-mail attachment (issue 14). Outbox rows name the receipt; the outbox worker calls
 * this at send time, so the recording transaction stays fast and the row small. A missing receipt throws: the row
 * is retried like a failed send and ends failed after its attempts. The PDF is in the payer's language (the
 * e-mail's recipient, issue 16), read at send time.
 */
import type { DbOrTx } from '../../db/client.js';
import type { OutboxAttachmentRef } from '../../db/schema/index.js';
import type { MailAttachment } from '../../lib/mailer/mailer.js';
import { renderReceiptPdf } from '../../lib/pdf/receipt-pdf.js';
import { findReceipt, findUserLanguage } from './receipts.repository.js';
import { receiptPdfInput } from './receipts.service.js';

/** The outbox reference of a receipt's PDF. */
export const receiptAttachment = (receiptId: string): OutboxAttachmentRef => ({ kind: 'receipt', receiptId });

export async function renderOutboxAttachment(db: DbOrTx, ref: OutboxAttachmentRef): Promise<MailAttachment> {
  if (ref.kind !== 'receipt') throw new Error(`unknown e-mail attachment kind: ${String(ref.kind)}`);
  const receipt = await findReceipt(db, ref.receiptId);
  if (!receipt) throw new Error(`receipt ${ref.receiptId} of an e-mail attachment not found`);
  const language = await findUserLanguage(db, receipt.userId);
  const pdf = await renderReceiptPdf(await receiptPdfInput(db, receipt, language));
  return { filename: `${receipt.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' };
}
