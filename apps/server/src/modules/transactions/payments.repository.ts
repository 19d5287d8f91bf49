/**
 * SQL of payments and the payment-intent registry (ADRs 0015, 0018, 0034): the intents the server created, the
 * charges one intent pays, the payments recorded for them. Functions take a Db or a Tx.
 */
import type { PaymentMethodDetails } from '@sewamudah/shared';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  paymentIntentCharges,
  paymentIntents,
  payments,
  properties,
  transactions,
  users,
} from '../../db/schema/index.js';
import { recordTenancyEvent } from '../tenancy/tenancy-events.js';
import { detailColumns, type TransactionRow } from './transactions.repository.js';

export async function setPaymentIntent(
  db: DbOrTx,
  transactionId: string,
  paymentIntentId: string | null,
): Promise<void> {
  await db.update(transactions).set({ paymentIntentId }).where(eq(transactions.id, transactionId));
}

/**
 * Registers a PaymentIntent the server created (idempotent: the provider may return the same one again), with
 * what it must remember of its charge should the charge be deleted (issue 22).
 */
export async function registerPaymentIntent(
  db: DbOrTx,
  charge: TransactionRow,
  values: { providerId: string; amountSen: number; currency: string },
): Promise<void> {
  await db
    .insert(paymentIntents)
    .values({
      ...values,
      transactionId: charge.id,
      chargeId: charge.id,
      payerId: charge.userId,
      contractId: charge.contractId,
      chargeType: charge.type,
      propertyId: charge.propertyId,
    })
    .onConflictDoNothing();
}

/**
 * An intent pays this charge: it is the intent's own (first) charge, or one of the charges it pays with it (ADR 0034).
 */
export const intentPaysCharge = (transactionId: string | SQL): SQL =>
  or(
    eq(paymentIntents.transactionId, transactionId),
    sql`exists (select 1 from ${paymentIntentCharges} where ${paymentIntentCharges.providerId} = ${paymentIntents.providerId}
      and ${paymentIntentCharges.transactionId} = ${transactionId})`,
  )!;

/** Unsettled intents (money possibly on its way) of a charge, or of any charge of a contract. */
export async function countUnsettledIntents(db: DbOrTx, of: { transactionId: string } | { contractId: string }) {
  if ('transactionId' in of) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentIntents)
      .where(and(intentPaysCharge(of.transactionId), isNull(paymentIntents.settledAt)));
    return row?.count ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentIntents)
    .innerJoin(transactions, eq(transactions.id, paymentIntents.transactionId))
    .where(and(eq(transactions.contractId, of.contractId), isNull(paymentIntents.settledAt)));
  return row?.count ?? 0;
}

/** One charge an intent pays, with its share of the intent's amount (as when the intent was created). */
export interface IntentCharge {
  /** Null once the charge is deleted. */
  transactionId: string | null;
  chargeId: string;
  amountSen: number;
}

/**
 * The charges an intent pays, its own (first) charge first (ADR 0034). An intent of one charge has no rows in
 * `payment_intent_charges`: it pays its registered charge and amount.
 */
export async function chargesOfIntent(
  db: DbOrTx,
  registered: { providerId: string; transactionId: string | null; chargeId: string; amountSen: number },
): Promise<IntentCharge[]> {
  const rows = await db
    .select({
      transactionId: paymentIntentCharges.transactionId,
      chargeId: paymentIntentCharges.chargeId,
      amountSen: paymentIntentCharges.amountSen,
    })
    .from(paymentIntentCharges)
    .where(eq(paymentIntentCharges.providerId, registered.providerId))
    .orderBy(asc(paymentIntentCharges.position));
  if (rows.length > 0) return rows;
  return [{ transactionId: registered.transactionId, chargeId: registered.chargeId, amountSen: registered.amountSen }];
}

/** Registers the charges one intent pays (idempotent), in order: the intent's own charge first. */
export async function registerIntentCharges(
  db: DbOrTx,
  providerId: string,
  charges: readonly { id: string; amountSen: number }[],
): Promise<void> {
  await db
    .insert(paymentIntentCharges)
    .values(
      charges.map((c, position) => ({
        providerId,
        transactionId: c.id,
        chargeId: c.id,
        amountSen: c.amountSen,
        position,
      })),
    )
    .onConflictDoNothing();
}

export async function findRegisteredIntent(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.providerId, providerId));
  return row;
}

/** The registry row of an intent, locked (a deleted charge's late money is refunded under this lock). */
export async function lockRegisteredIntent(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.providerId, providerId)).for('update');
  return row;
}

/**
 * Whom to tell about money for a deleted charge, from what its intent kept (issue 22): the payer, the charge's
 * type, and the property's name.
 */
export async function findDeletedChargeParty(db: DbOrTx, providerId: string) {
  const [row] = await db
    .select({
      chargeType: paymentIntents.chargeType,
      user: detailColumns.user,
      property: { id: properties.id, name: properties.name },
    })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.payerId))
    .innerJoin(properties, eq(properties.id, paymentIntents.propertyId))
    .where(eq(paymentIntents.providerId, providerId));
  return row;
}

/** A payment recorded for this intent (any of its charges: one intent may pay several, ADR 0034). */
export async function findPaymentByIntent(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).limit(1);
  return row;
}

/** The payment this intent recorded for this charge. */
export async function findPaymentOfIntent(db: DbOrTx, paymentIntentId: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentIntentId, paymentIntentId), eq(payments.transactionId, transactionId)));
  return row;
}

/** Inserts the payment once; returns false when this PaymentIntent's charge or the transaction was already recorded. */
export async function insertPayment(
  db: DbOrTx,
  values: {
    transactionId: string;
    provider: string;
    paymentIntentId: string;
    amountSen: number;
    currency: string;
    source: string;
  },
): Promise<boolean> {
  const inserted = await db.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return inserted.length === 1;
}

export async function markTransactionPaid(
  db: DbOrTx,
  id: string,
  paymentIntentId: string,
  paidAt: Date,
  /** The method the payment used (ADR 0018); null when the provider did not say. */
  method: PaymentMethodDetails | null,
): Promise<void> {
  const [paid] = await db
    .update(transactions)
    .set({
      status: 'Paid',
      paymentDate: paidAt,
      paymentIntentId,
      paymentMethod: method?.type ?? null,
      cardBrand: method?.type === 'card' ? method.brand : null,
      cardLast4: method?.type === 'card' ? method.last4 : null,
      fpxBank: method?.type === 'fpx' ? method.bank : null,
    })
    .where(eq(transactions.id, id))
    .returning({
      contractId: transactions.contractId,
      userId: transactions.userId,
      type: transactions.type,
      amountSen: transactions.amountSen,
    });
  // The tenancy's timeline (docs/decisions/0036): its receipt is linked when the timeline is read.
  if (paid) {
    await recordTenancyEvent(db, {
      contractId: paid.contractId,
      type: 'paid',
      at: paidAt,
      actor: { role: 'tenant', userId: paid.userId },
      data: { transactionId: id, chargeType: paid.type, amountSen: paid.amountSen, method: method?.type ?? null },
    });
  }
}

/** The method a paid transaction used, from its columns. */
export function paymentMethodOf(t: TransactionRow): PaymentMethodDetails | null {
  if (t.paymentMethod === 'card') return { type: 'card', brand: t.cardBrand, last4: t.cardLast4 };
  if (t.paymentMethod === 'fpx') return { type: 'fpx', bank: t.fpxBank };
  return null;
}

export async function hasPayment(db: DbOrTx, transactionId: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, transactionId));
  return Boolean(row);
}
