/** Refunds of card payments and the admin's "needs attention" list (ADR 0015). */
import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { chargeAmountRmSchema } from './transactions.js';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundMessages = {
  refunded: 'Refund issued',
  refundPending: 'Refund requested: the payment provider has not confirmed it yet',
  notRefundable: 'Only a paid charge can be refunded',
  overRefund: (remainingRm: string) =>
    `A refund cannot exceed what was paid: at most ${remainingRm} can still be refunded`,
  /** docs/decisions/0028: the whole deposit of a running tenancy comes back only once the tenancy has ended. */
  depositWhileRunning:
    'The whole deposit can be refunded only after the tenancy has ended: end the contract first, or refund part of it',
  reasonRequired: 'Give a reason for the refund',
  lateSubject: 'Your payment is being refunded',
  refundSubject: 'A refund is on its way',
} as const;

export const createRefundBodySchema = z.object({
  amount: chargeAmountRmSchema,
  reason: z.string().trim().min(3, refundMessages.reasonRequired).max(500, 'Reason must be at most 500 characters'),
});
export type CreateRefundBody = z.infer<typeof createRefundBodySchema>;

export const refundSchema = z.object({
  _id: z.string(),
  id: z.string(),
  transactionId: z.string(),
  /** RM. */
  amount: z.number(),
  reason: z.string(),
  /** admin: an admin's refund; automatic: late money for a charge no longer payable. */
  kind: z.enum(['admin', 'automatic']),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundsResponseSchema = z.object({ refunds: z.array(refundSchema) });
export const refundResponseSchema = z.object({ message: z.string(), refund: refundSchema });

/** `deleted-charge-payment`: money that arrived for a charge deleted meanwhile, refunded (issue 22; for 30 days). */
export const NEEDS_ATTENTION_KINDS = [
  'unrecorded-payment',
  'refund',
  'webhook-delivery',
  'deleted-charge-payment',
] as const;

export const needsAttentionItemSchema = z.object({
  kind: z.enum(NEEDS_ATTENTION_KINDS),
  /** The intent, refund or event id. */
  id: z.string(),
  transactionId: z.string().nullable(),
  /** RM, when the item is about money. */
  amount: z.number().nullable(),
  status: z.string(),
  detail: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
});
export type NeedsAttentionItem = z.infer<typeof needsAttentionItemSchema>;

export const needsAttentionQuerySchema = paginationQuerySchema;
export const needsAttentionResponseSchema = z.object({ items: z.array(needsAttentionItemSchema), total: z.number() });
export type NeedsAttentionResponse = z.infer<typeof needsAttentionResponseSchema>;
