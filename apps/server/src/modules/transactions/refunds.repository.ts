/** SQL of refunds and of the payment-intent registry's reconciliation state (ADR 0015). */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentIntents, payments, refunds } from '../../db/schema/index.js';

export type RefundRow = typeof refunds.$inferSelect;

/** The recorded payment of a transaction, locked: refunds of it are checked and inserted under this lock. */
export async function lockPaymentOfTransaction(tx: DbOrTx, transactionId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.transactionId, transactionId)).for('update');
  return row;
}

/**
 * Sen refunded or being refunded (not failed) of one PaymentIntent's payment of one charge: an intent that paid
 * several charges (ADR 0034) is refunded per charge, each up to its own share.
 */
export async function refundedSen(tx: DbOrTx, paymentIntentId: string, transactionId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentIntentId, paymentIntentId),
        eq(refunds.transactionId, transactionId),
        ne(refunds.status, 'failed'),
      ),
    );
  return row?.total ?? 0;
}

/** Inserts a refund; an automatic one exists at most once per intent (returns undefined the second time). */
export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

/** The one automatic refund of a PaymentIntent (late or stray money), if any. */
export async function findAutomaticRefund(db: DbOrTx, paymentIntentId: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentIntentId, paymentIntentId), eq(refunds.kind, 'automatic')));
  return row;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Updates a refund not yet answered by the provider (a concurrent answer is never overwritten). */
export async function updatePendingRefund(db: DbOrTx, id: string, values: Partial<typeof refunds.$inferInsert>) {
  await db
    .update(refunds)
    .set(values)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)));
}

/** The request that creates a refund calls the provider itself; the job retries only after this grace. */
export const REFUND_RETRY_GRACE_MS = 2 * 60_000;

export async function listRefundsOfTransaction(db: DbOrTx, transactionId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.transactionId, transactionId)).orderBy(desc(refunds.createdAt));
}

/** Pending refunds due for another provider call; each claimed one is pushed back by `leaseMs`. */
export async function claimDueRefunds(tx: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<string[]> {
  const due = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = due.map((r) => r.id);
  if (ids.length > 0) {
    await tx
      .update(refunds)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(refunds.id, ids));
  }
  return ids;
}

/** Marks an intent settled (recorded, refunded, released): it is not checked again. */
export async function settleIntent(db: DbOrTx, providerId: string, settlement: string, at: Date): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ settledAt: at, settlement })
    .where(and(eq(paymentIntents.providerId, providerId), isNull(paymentIntents.settledAt)));
}

/** Backoff of the provider checks: 1, 2, 4 … minutes, at most 6 hours between checks. */
export const checkDelayMs = (checks: number) => Math.min(60_000 * 2 ** Math.min(checks, 20), 6 * 60 * 60_000);

/** Unsettled intents due for a check; each claimed one gets its next check time now (exclusive per run). */
export async function claimDueIntents(tx: DbOrTx, now: Date, limit: number) {
  const due = await tx
    .select()
    .from(paymentIntents)
    .where(and(isNull(paymentIntents.settledAt), lte(paymentIntents.nextCheckAt, now)))
    .orderBy(asc(paymentIntents.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const row of due) {
    await tx
      .update(paymentIntents)
      .set({ checks: row.checks + 1, nextCheckAt: new Date(now.getTime() + checkDelayMs(row.checks)) })
      .where(eq(paymentIntents.providerId, row.providerId));
  }
  return due;
}

export async function noteIntentStatus(db: DbOrTx, providerId: string, status: string): Promise<void> {
  await db.update(paymentIntents).set({ lastStatus: status }).where(eq(paymentIntents.providerId, providerId));
}

/** The unsettled intents of transactions (expiry asks the provider about these first). */
export async function unsettledIntentsOf(db: DbOrTx, transactionIds: string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select()
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.transactionId, transactionIds), isNull(paymentIntents.settledAt)));
}

/** Our refund of a provider refund id (the id the provider's answer or event names). */
export async function findRefundByProviderId(db: DbOrTx, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

/** The provider's final answer for a refund it had left pending; false when another path answered first. */
export async function settlePendingRefund(
  tx: DbOrTx,
  id: string,
  values: { status: 'succeeded' | 'failed'; failure: string | null },
): Promise<boolean> {
  const done = await tx
    .update(refunds)
    .set(values)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return done.length > 0;
}

/** Refunds the provider accepted but left pending, due for a status check; each claimed one is pushed back. */
export async function claimPendingProviderRefunds(tx: DbOrTx, now: Date, limit: number) {
  const due = await tx
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId, attempts: refunds.attempts })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.providerRefundId), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const row of due) {
    await tx
      .update(refunds)
      .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + checkDelayMs(row.attempts)) })
      .where(eq(refunds.id, row.id));
  }
  return due.map((r) => ({ id: r.id, providerRefundId: r.providerRefundId! }));
}
