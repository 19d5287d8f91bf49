/** SQL of charges (transactions) and their contracts. Functions take a Db or a Tx. */
import { STAMP_DUTY_CHARGE_DESCRIPTION, type Language } from '@sewamudah/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications, contracts, properties, refunds, rooms, transactions, users } from '../../db/schema/index.js';
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
export type { IntentCharge } from './payments.repository.js';
export {
  chargesOfIntent,
  countUnsettledIntents,
  findDeletedChargeParty,
  findPaymentByIntent,
  findPaymentOfIntent,
  findRegisteredIntent,
  hasPayment,
  insertPayment,
  intentPaysCharge,
  lockRegisteredIntent,
  markTransactionPaid,
  paymentMethodOf,
  registerIntentCharges,
  registerPaymentIntent,
  setPaymentIntent,
} from './payments.repository.js';

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
