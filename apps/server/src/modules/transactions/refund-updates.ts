/**
 * A refund the provider left pending gets its final state later (issue 14): from Stripe's `refund.updated` /
 * `charge.refund.updated` webhook, or from the reconciliation job asking the provider. Either way, once: a success
 * issues its receipt (and e-mail) in the transaction that records it; a failure stays in needs-attention.
 */
import type { ProviderRefund } from '../../lib/payments/provider.js';
import { issueRefundReceipt } from '../receipts/receipts.service.js';
import type { PaymentsEnv } from './payments.service.js';
import * as refundsRepo from './refunds.repository.js';

export const REFUND_UPDATE_EVENTS: readonly string[] = ['refund.updated', 'charge.refund.updated', 'refund.failed'];

export type RefundUpdateOutcome = 'unknown' | 'waiting' | 'unchanged' | 'succeeded' | 'failed';

/** Records the provider's state of one of our refunds; a still-pending or already-final one is left as it is. */
export async function applyProviderRefund(env: PaymentsEnv, result: ProviderRefund): Promise<RefundUpdateOutcome> {
  const db = env.deps.database.db;
  const refund = await refundsRepo.findRefundByProviderId(db, result.id);
  if (!refund) {
    env.log.warn({ providerRefundId: result.id }, 'refund update for a refund we do not know');
    return 'unknown';
  }
  if (result.status === 'pending') return 'waiting';
  if (refund.status !== 'pending') return 'unchanged';
  const final = result.status;
  const settled = await db.transaction(async (tx) => {
    const changed = await refundsRepo.settlePendingRefund(tx, refund.id, { status: final, failure: result.failure });
    if (changed && final === 'succeeded') await issueRefundReceipt(tx, env.publicUrl, refund.id, env.deps.clock());
    return changed;
  });
  if (!settled) return 'unchanged';
  if (final === 'failed') {
    env.log.error({ refundId: refund.id, failure: result.failure }, 'refund failed at the provider');
  }
  return final;
}

/** Reconciliation: asks the provider about a refund it left pending. */
export async function checkPendingRefund(
  env: PaymentsEnv,
  refund: { id: string; providerRefundId: string },
): Promise<RefundUpdateOutcome> {
  const result = await env.deps.payments.retrieveRefund(refund.providerRefundId);
  if (!result) {
    env.log.error({ refundId: refund.id, providerRefundId: refund.providerRefundId }, 'provider does not know refund');
    return 'unknown';
  }
  return applyProviderRefund(env, result);
}
