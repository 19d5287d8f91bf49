/** The only SQL of the contracts module (contracts, their deposit charge and unit/room locks). */
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { LIVE_CONTRACT_STATUSES, PAYABLE_TRANSACTION_STATUSES } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { recordTenancyEvent, SYSTEM_ACTOR } from '../tenancy/tenancy-events.js';
import {
  applications,
  contracts,
  payments,
  properties,
  refunds,
  rooms,
  transactions,
  users,
} from '../../db/schema/index.js';

import { signAndPayExtrasSql } from '../transactions/sign-and-pay-amount.js';

const liveStatuses = [...LIVE_CONTRACT_STATUSES];
const payableStatuses = [...PAYABLE_TRANSACTION_STATUSES];

/** What a contract's DTO shows (tenant, property, room, deposit charge); contracts-list.repository.ts reuses it. */
export const contractColumns = {
  id: contracts.id,
  applicationId: contracts.applicationId,
  status: contracts.status,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  rentSen: contracts.rentSen,
  depositSen: contracts.depositSen,
  contractFileKey: contracts.contractFileKey,
  signedFileKey: contracts.signedFileKey,
  signedAt: contracts.signedAt,
  createdAt: contracts.createdAt,
  esignStatus: contracts.esignStatus,
  tenantSignedAt: contracts.tenantSignedAt,
  countersignedAt: contracts.countersignedAt,
  completedAt: contracts.completedAt,
  verifyCode: contracts.verifyCode,
  landlord: contracts.landlord,
  noticeMonths: contracts.noticeMonths,
  terminationTerms: contracts.terminationTerms,
  depositReturnDays: contracts.depositReturnDays,
  agreementLanguage: contracts.agreementLanguage,
  latePaymentClause: contracts.latePaymentClause,
  stayLength: applications.stayLength,
  paymentDueAt: applications.paymentDueAt,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  propertyId: properties.id,
  propertyName: properties.name,
  propertyAddress: properties.address,
  propertyType: properties.type,
  propertyUtilityDepositMonths: properties.utilityDepositMonths,
  roomId: rooms.id,
  roomName: rooms.name,
  depositTransactionId: transactions.id,
  depositTransactionSen: transactions.amountSen,
  depositTransactionStatus: transactions.status,
  depositTransactionDueDate: transactions.dueDate,
  /** What Sign & Pay's one payment charges besides the deposit (the stamp duty, ADR 0034). */
  signAndPayExtrasSen: signAndPayExtrasSql({
    contractId: contracts.id,
    status: transactions.status,
    paymentIntentId: transactions.paymentIntentId,
  }),
};

function selectContracts(db: DbOrTx) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .leftJoin(transactions, and(eq(transactions.contractId, contracts.id), eq(transactions.type, 'Deposit')));
}

export type ContractRow = Awaited<ReturnType<typeof selectContracts>>[number];

export async function findContract(db: DbOrTx, id: string): Promise<ContractRow | null> {
  const [row] = await selectContracts(db).where(eq(contracts.id, id)).limit(1);
  return row ?? null;
}

export async function findContractRecord(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Locks the room (room rentals) or the property row (unit rentals) for the rest of the transaction. */
export async function lockRentalUnit(
  tx: DbOrTx,
  unit: { propertyId: string; roomId: string | null },
): Promise<boolean> {
  if (unit.roomId) {
    const rows = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, unit.roomId)).for('update');
    return rows.length > 0;
  }
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, unit.propertyId))
    .for('update');
  return rows.length > 0;
}

/** Whether the unit/room holds a live contract (awaiting deposit or active). */
export async function hasLiveContract(
  db: DbOrTx,
  unit: { propertyId: string; roomId: string | null },
): Promise<boolean> {
  const where = unit.roomId
    ? and(eq(contracts.roomId, unit.roomId), inArray(contracts.status, liveStatuses))
    : and(eq(contracts.propertyId, unit.propertyId), isNull(contracts.roomId), inArray(contracts.status, liveStatuses));
  const rows = await db.select({ id: contracts.id }).from(contracts).where(where).limit(1);
  return rows.length > 0;
}

export async function insertContractWithDeposit(
  tx: DbOrTx,
  contract: typeof contracts.$inferInsert & { id: string },
  deposit: { amountSen: number; dueDate: string; description: string },
): Promise<void> {
  await tx.insert(contracts).values(contract);
  await tx.insert(transactions).values({
    userId: contract.userId,
    contractId: contract.id,
    propertyId: contract.propertyId,
    roomId: contract.roomId ?? null,
    type: 'Deposit',
    amountSen: deposit.amountSen,
    dueDate: deposit.dueDate,
    status: 'Pending',
    description: deposit.description,
  });
}

export async function setSignedCopy(db: DbOrTx, id: string, key: string, signedAt: Date): Promise<void> {
  await db.update(contracts).set({ signedFileKey: key, signedAt }).where(eq(contracts.id, id));
}

/**
 * The one activation rule: a contract awaiting payment becomes Active (and its application Completed) once
 * both its deposit is Paid and its signed copy is in, whichever arrives last. Call with the contract row locked.
 */
export async function activateIfSignedAndPaid(tx: DbOrTx, id: string, at: Date): Promise<boolean> {
  const activated = await tx
    .update(contracts)
    .set({ status: 'Active', activatedAt: at })
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.status, 'Awaiting Payment'),
        isNotNull(contracts.signedFileKey),
        sql`exists (select 1 from ${transactions} where ${transactions.contractId} = ${contracts.id}
              and ${transactions.type} = 'Deposit' and ${transactions.status} = 'Paid')`,
      ),
    )
    .returning({ applicationId: contracts.applicationId });
  const [row] = activated;
  if (!row) return false;
  await recordTenancyEvent(tx, { contractId: id, type: 'activated', at, actor: SYSTEM_ACTOR });
  await tx
    .update(applications)
    .set({ status: 'Completed' })
    .where(and(eq(applications.id, row.applicationId), eq(applications.status, 'Accepted')));
  return true;
}

/** Ends a live contract now with a new end date; cancels its unpaid charges due after that date. */
export async function endContract(tx: DbOrTx, id: string, endDate: string, endedAt: Date): Promise<void> {
  await tx.update(contracts).set({ status: 'Ended', endDate, endedAt }).where(eq(contracts.id, id));
  await tx
    .update(transactions)
    .set({ status: 'Cancelled' })
    .where(
      and(
        eq(transactions.contractId, id),
        inArray(transactions.status, payableStatuses),
        gt(transactions.dueDate, endDate),
      ),
    );
}

/**
 * Cancels a contract before its tenancy starts (docs/decisions/0028): status Cancelled, the unit or room freed
 * (occupancy is derived), every unpaid charge cancelled, an application still Accepted cancelled too.
 */
export async function cancelContract(tx: DbOrTx, contract: { id: string; applicationId: string }, at: Date) {
  await tx.update(contracts).set({ status: 'Cancelled', endedAt: at }).where(eq(contracts.id, contract.id));
  await tx
    .update(transactions)
    .set({ status: 'Cancelled' })
    .where(and(eq(transactions.contractId, contract.id), inArray(transactions.status, payableStatuses)));
  await tx
    .update(applications)
    .set({ status: 'Cancelled' })
    .where(and(eq(applications.id, contract.applicationId), eq(applications.status, 'Accepted')));
}

/**
 * Money paid for a contract's charges that has not been refunded, in sen (refunds that failed do not count;
 * one still pending does, as it is on its way back).
 */
export async function unrefundedPaidSen(db: DbOrTx, contractId: string): Promise<number> {
  const [paid] = await db
    .select({ sen: sql<number>`coalesce(sum(${payments.amountSen}), 0)::int` })
    .from(payments)
    .innerJoin(transactions, eq(transactions.id, payments.transactionId))
    .where(eq(transactions.contractId, contractId));
  const [refunded] = await db
    .select({ sen: sql<number>`coalesce(sum(${refunds.amountSen}), 0)::int` })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(and(eq(transactions.contractId, contractId), ne(refunds.status, 'failed')));
  return Number(paid?.sen ?? 0) - Number(refunded?.sen ?? 0);
}

export async function countPaidCharges(db: DbOrTx, contractId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transactions)
    .leftJoin(payments, eq(payments.transactionId, transactions.id))
    .where(
      and(
        eq(transactions.contractId, contractId),
        sql`(${transactions.status} = 'Paid' or ${payments.id} is not null)`,
      ),
    );
  return row?.count ?? 0;
}

/** Deletes a contract and its (unpaid) charges; its application, if still Accepted, becomes Cancelled. */
export async function deleteContract(tx: DbOrTx, contract: { id: string; applicationId: string }): Promise<void> {
  await tx.delete(transactions).where(eq(transactions.contractId, contract.id));
  await tx.delete(contracts).where(eq(contracts.id, contract.id));
  await tx
    .update(applications)
    .set({ status: 'Cancelled' })
    .where(and(eq(applications.id, contract.applicationId), eq(applications.status, 'Accepted')));
}

/** Active contracts whose last day has passed, locked (skipping rows another transaction holds). */
export async function lockContractsPastEnd(tx: DbOrTx, today: string) {
  return tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.status, 'Active'), lt(contracts.endDate, today)))
    .orderBy(contracts.id)
    .for('update', { skipLocked: true });
}

export async function markContractsEnded(tx: DbOrTx, ids: string[], endedAt: Date): Promise<void> {
  if (ids.length === 0) return;
  const ended = await tx
    .update(contracts)
    .set({ status: 'Ended', endedAt })
    .where(and(inArray(contracts.id, ids), eq(contracts.status, 'Active')))
    .returning({ id: contracts.id, endDate: contracts.endDate });
  for (const row of ended) {
    await recordTenancyEvent(tx, {
      contractId: row.id,
      type: 'ended',
      at: endedAt,
      actor: SYSTEM_ACTOR,
      data: { endDate: row.endDate, reason: 'end_date' },
    });
  }
}

/** Contracts awaiting payment whose acceptance deadline has passed and whose deposit is unpaid, locked. */
export async function lockExpiredAcceptances(tx: DbOrTx, now: Date) {
  return tx
    .select({
      contractId: contracts.id,
      applicationId: contracts.applicationId,
      userId: contracts.userId,
      propertyName: properties.name,
      roomName: rooms.name,
      firstname: users.firstname,
      email: users.email,
      language: users.language,
    })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .where(
      and(
        eq(contracts.status, 'Awaiting Payment'),
        eq(applications.status, 'Accepted'),
        lte(applications.paymentDueAt, now),
        sql`not exists (select 1 from ${transactions} where ${transactions.contractId} = ${contracts.id}
              and ${transactions.type} = 'Deposit' and ${transactions.status} = 'Paid')`,
      ),
    )
    .orderBy(contracts.id)
    .for('update', { of: contracts, skipLocked: true });
}

export async function cancelAcceptances(
  tx: DbOrTx,
  rows: { contractId: string; applicationId: string }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const contractIds = rows.map((row) => row.contractId);
  for (const contractId of contractIds) {
    await recordTenancyEvent(tx, {
      contractId,
      type: 'cancelled',
      at,
      actor: SYSTEM_ACTOR,
      data: { reason: 'payment_deadline' },
    });
  }
  await tx.update(contracts).set({ status: 'Cancelled', endedAt: at }).where(inArray(contracts.id, contractIds));
  await tx
    .update(transactions)
    .set({ status: 'Cancelled' })
    .where(and(inArray(transactions.contractId, contractIds), inArray(transactions.status, payableStatuses)));
  await tx
    .update(applications)
    .set({ status: 'Cancelled' })
    .where(
      and(
        inArray(
          applications.id,
          rows.map((row) => row.applicationId),
        ),
        eq(applications.status, 'Accepted'),
      ),
    );
}
