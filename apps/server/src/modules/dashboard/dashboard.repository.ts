/** Dashboard read model: counts and top-N lists computed in SQL (never a list download). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications, contracts, properties, rooms, transactions, users } from '../../db/schema/index.js';

export async function countTotals(db: DbOrTx) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*) from ${users})`.mapWith(Number),
      properties: sql<number>`(select count(*) from ${properties})`.mapWith(Number),
      pendingApplications: sql<number>`(
        select count(*) from ${applications} where ${applications.status} = 'Waiting for Response'
      )`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { users: 0, properties: 0, pendingApplications: 0 };
}

export function latestPendingApplications(db: DbOrTx, limit: number) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      propertyId: properties.id,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .leftJoin(rooms, eq(rooms.id, applications.roomId))
    .where(eq(applications.status, 'Waiting for Response'))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}

const transactionColumns = {
  id: transactions.id,
  type: transactions.type,
  status: transactions.status,
  amountSen: transactions.amountSen,
  paymentDate: transactions.paymentDate,
  dueDate: transactions.dueDate,
  createdAt: transactions.createdAt,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  propertyId: properties.id,
  propertyName: properties.name,
  roomName: rooms.name,
};

function selectTransactions(db: DbOrTx) {
  return db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(properties, eq(properties.id, transactions.propertyId))
    .leftJoin(rooms, eq(rooms.id, transactions.roomId));
}

/** Paid transactions, latest payment first. */
export function latestPayments(db: DbOrTx, limit: number) {
  return selectTransactions(db)
    .where(eq(transactions.status, 'Paid'))
    .orderBy(sql`${transactions.paymentDate} desc nulls last`, desc(transactions.id))
    .limit(limit);
}

/** One customer's transactions, newest first. */
export function latestTransactionsOf(db: DbOrTx, userId: string, limit: number) {
  return selectTransactions(db)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

const rentalColumns = {
  id: contracts.id,
  status: contracts.status,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  rentSen: contracts.rentSen,
  propertyId: properties.id,
  propertyName: properties.name,
  roomName: rooms.name,
};

function selectRentals(db: DbOrTx) {
  return db
    .select(rentalColumns)
    .from(contracts)
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId));
}

/** A customer's active contract (the latest-starting one should there ever be two). */
export async function activeRentalOf(db: DbOrTx, userId: string) {
  const [row] = await selectRentals(db)
    .where(and(eq(contracts.userId, userId), eq(contracts.status, 'Active')))
    .orderBy(desc(contracts.startDate), desc(contracts.createdAt))
    .limit(1);
  return row;
}

/** A customer's contracts, newest start date first. */
export function latestRentalsOf(db: DbOrTx, userId: string, limit: number) {
  return selectRentals(db)
    .where(eq(contracts.userId, userId))
    .orderBy(desc(contracts.startDate), desc(contracts.createdAt), desc(contracts.id))
    .limit(limit);
}

export type PendingApplicationRow = Awaited<ReturnType<typeof latestPendingApplications>>[number];
export type TransactionRow = Awaited<ReturnType<typeof latestPayments>>[number];
export type RentalRow = Awaited<ReturnType<typeof latestRentalsOf>>[number];
