/** The only SQL of the transactions module. Functions take a Db or a Tx. */
import { STAMP_DUTY_CHARGE_DESCRIPTION, type Language, type PaymentMethodDetails } from '@sewamudah/shared';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  applications,
  contracts,
  paymentIntentCharges,
  paymentIntents,
  payments,
  properties,
  refunds,
  rooms,
  transactions,
  users,
} from '../../db/schema/index.js';
import { recordTenancyEvent, SYSTEM_ACTOR } from '../tenancy/tenancy-events.js';

export type TransactionRow = typeof transactions.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;

/** A transaction with what its DTO shows: customer, property and room names. */
export const detailColumns = {
  transaction: transactions,
  user: {
    id: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    /** The payer's stored language (issue 16): receipts and reminders follow it. */
    language: users.language,
  },
  property: { id: properties.id, name: properties.name },
  roomName: rooms.name,
  /** Refunded or being refunded (ADR 0015). */
  refundedSen: sql<number>`(select coalesce(sum(${refunds.amountSen}), 0)::int from ${refunds}
    where ${refunds.transactionId} = ${transactions.id} and ${refunds.status} <> 'failed')`,
};

export interface TransactionDetail {
  transaction: TransactionRow;
  user: { id: string; firstname: string; lastname: string; email: string; language?: Language };
  property: { id: string; name: string };
  roomName: string | null;
  refundedSen?: number;
}

/** Pending charges (never the deposit) past their due date: the `isOverdue` flag of the DTO, in SQL. */
export const overdueWhere = (today: string): SQL =>
  and(
    eq(transactions.status, 'Pending'),
    sql`${transactions.type} <> 'Deposit'`,
    sql`${transactions.dueDate} < ${today}`,
  )!;

export const detailQuery = (db: DbOrTx) =>
  db
    .select(detailColumns)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(rooms, eq(rooms.id, transactions.roomId));

export type { TransactionCursor, TransactionFilters, TransactionSort } from './transactions-list.repository.js';
export { countTransactions, listTransactions, transactionsAfter } from './transactions-list.repository.js';

export async function findTransactionDetail(db: DbOrTx, id: string): Promise<TransactionDetail | undefined> {
  const [row] = await detailQuery(db).where(eq(transactions.id, id));
  return row;
}

export async function findTransaction(db: DbOrTx, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** Locks the row until the surrounding transaction ends (payment recording, admin edits). */
export async function lockTransaction(db: DbOrTx, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

export async function findDepositOfContract(db: DbOrTx, contractId: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), eq(transactions.type, 'Deposit')));
  return row;
}

export async function findContract(db: DbOrTx, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

export async function lockContract(db: DbOrTx, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

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

/** Whether a charge is the agreement's stamp duty charged to the tenant (ADR 0014). */
export const isStampDutyCharge = (t: Pick<TransactionRow, 'type' | 'description'>) =>
  t.type === 'Other Fees' && t.description === STAMP_DUTY_CHARGE_DESCRIPTION;

/**
 * The charges Sign & Pay's one payment pays besides the deposit (ADR 0034): the contract's Pending stamp duty,
 * when the tenant pays it. `signAndPayExtrasSql` (sign-and-pay-amount.ts) is the same rule for the contract DTO.
 */
export async function findSignAndPayExtras(db: DbOrTx, contractId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, contractId),
        eq(transactions.type, 'Other Fees'),
        eq(transactions.description, STAMP_DUTY_CHARGE_DESCRIPTION),
        eq(transactions.status, 'Pending'),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
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

export async function insertTransaction(db: DbOrTx, values: typeof transactions.$inferInsert): Promise<TransactionRow> {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
}

export async function updateTransaction(
  db: DbOrTx,
  id: string,
  values: Partial<typeof transactions.$inferInsert>,
): Promise<void> {
  await db.update(transactions).set(values).where(eq(transactions.id, id));
}

export async function deleteTransaction(db: DbOrTx, id: string): Promise<void> {
  await db.delete(transactions).where(eq(transactions.id, id));
}

export async function hasPayment(db: DbOrTx, transactionId: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, transactionId));
  return Boolean(row);
}

/** Active contracts, for the rent schedule. */
export async function listActiveContracts(db: DbOrTx) {
  return db
    .select({
      id: contracts.id,
      userId: contracts.userId,
      propertyId: contracts.propertyId,
      roomId: contracts.roomId,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      rentSen: contracts.rentSen,
      /** The agreed term in months (a rent charge's "of N"). */
      stayLength: applications.stayLength,
    })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .where(eq(contracts.status, 'Active'));
}

/** Inserts the rent charges that do not exist yet (unique per contract and month); returns how many were new. */
export async function insertRentCharges(
  db: DbOrTx,
  values: (typeof transactions.$inferInsert)[],
  /** The job's clock time, for the timeline. */
  at?: Date,
): Promise<number> {
  if (values.length === 0) return 0;
  const inserted = await db.insert(transactions).values(values).onConflictDoNothing().returning({
    id: transactions.id,
    contractId: transactions.contractId,
    amountSen: transactions.amountSen,
    dueDate: transactions.dueDate,
    periodMonth: transactions.periodMonth,
    createdAt: transactions.createdAt,
  });
  for (const row of inserted) {
    await recordTenancyEvent(db, {
      contractId: row.contractId,
      type: 'charge_added',
      at: at ?? row.createdAt,
      actor: SYSTEM_ACTOR,
      data: {
        transactionId: row.id,
        chargeType: 'Monthly Rental',
        amountSen: row.amountSen,
        dueDate: row.dueDate,
        periodMonth: row.periodMonth,
      },
    });
  }
  return inserted.length;
}
