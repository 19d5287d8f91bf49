/**
 * Deleting a charge or a contract while money may be on its way (issue 22, ADR 0015). Before the delete, the
 * provider is asked about every unsettled intent of the charge (or of any charge of the contract), as expiry does:
 * a succeeded one is recorded (the charge is then paid, and the delete refused as for any paid charge), one that can
 * still be confirmed is cancelled at the provider and released, a failed or cancelled one is released. What remains
 * unsettled (FPX processing at the bank, a provider that did not answer) refuses the delete with 409: the admin
 * cancels instead, and a payment that still arrives is refunded like other late money. An intent that pays the
 * charge together with others (Sign & Pay's one payment, ADR 0034) counts for each of them.
 */
import { transactionMessages as m } from '@sewamudah/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentIntents, transactions } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import type { PaymentsEnv } from './payments.service.js';
import { reconcileIntent } from './reconciliation.js';
import * as repo from './transactions.repository.js';

export type InFlightScope = { transactionId: string } | { contractId: string };

/** Unsettled intents of the charge (also one paying it with others, ADR 0034) or of any charge of the contract. */
async function unsettledIntents(db: DbOrTx, of: InFlightScope) {
  if ('transactionId' in of) {
    return db
      .select()
      .from(paymentIntents)
      .where(and(repo.intentPaysCharge(of.transactionId), isNull(paymentIntents.settledAt)));
  }
  const rows = await db
    .select({ intent: paymentIntents })
    .from(paymentIntents)
    .innerJoin(transactions, eq(transactions.id, paymentIntents.transactionId))
    .where(and(eq(transactions.contractId, of.contractId), isNull(paymentIntents.settledAt)));
  return rows.map((r) => r.intent);
}

/** After asking: settles what the provider's answer allows (outside any database transaction). */
export async function settleIntentsBeforeDelete(env: PaymentsEnv, of: InFlightScope): Promise<void> {
  for (const intent of await unsettledIntents(env.deps.database.db, of)) {
    await reconcileIntent(env, intent, { expiring: true }).catch((error: unknown) =>
      env.log.warn({ err: error, paymentIntentId: intent.providerId }, 'could not settle intent before delete'),
    );
  }
}

/** In the delete's transaction, with the charge (or contract) locked: 409 while any intent is still unsettled. */
export async function refuseWhilePaymentInFlight(tx: DbOrTx, of: InFlightScope): Promise<void> {
  if ((await repo.countUnsettledIntents(tx, of)) > 0) {
    throw conflict('transactionId' in of ? m.paymentInFlightCannotDelete : m.contractPaymentInFlightCannotDelete);
  }
}
