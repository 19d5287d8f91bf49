/** A receipt as listed with its transaction (ADR 0019); no imports, so transactions.ts can use it. */
import { z } from 'zod';

export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** A receipt as listed with its transaction; its PDF is `GET /api/receipts/:id/file`. */
export const receiptSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** `SM-2026-000123`: gapless per year. */
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  amount: z.number(),
  issuedAt: z.string(),
  refundId: z.string().nullable(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
