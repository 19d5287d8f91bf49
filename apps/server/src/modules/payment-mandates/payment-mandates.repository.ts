/** The only SQL of autopay mandates (issue 24 §4). Functions take a Db or a Tx. */
import { LIVE_MANDATE_STATUSES } from '@sewamudah/shared';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  autopayAttempts,
  contracts,
  paymentMandates,
  properties,
  rooms,
  transactions,
  users,
} from '../../db/schema/index.js';

export type MandateRow = typeof paymentMandates.$inferSelect;
export type AttemptRow = typeof autopayAttempts.$inferSelect;
export type ChargeRow = typeof transactions.$inferSelect;

/** A mandate with what its DTO shows: tenant, place and rent. */
const mandateColumns = {
  mandate: paymentMandates,
  tenant: { firstname: users.firstname, lastname: users.lastname, email: users.email, language: users.language },
  propertyName: properties.name,
  roomName: rooms.name,
  contract: {
    status: contracts.status,
    rentSen: contracts.rentSen,
    startDate: contracts.startDate,
    endDate: contracts.endDate,
  },
};

const mandateQuery = (db: DbOrTx) =>
  db
    .select(mandateColumns)
    .from(paymentMandates)
    .innerJoin(users, eq(users.id, paymentMandates.userId))
    .innerJoin(contracts, eq(contracts.id, paymentMandates.contractId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId));

export type MandateDetail = Awaited<ReturnType<typeof findMandateDetail>> & {};

export async function findMandateDetail(db: DbOrTx, id: string) {
  const [row] = await mandateQuery(db).where(eq(paymentMandates.id, id));
  return row;
}

/** One page of mandates, newest first: a customer's own, or (admins) everyone's; optionally of one contract. */
export async function listMandates(
  db: DbOrTx,
  filter: { userId?: string; contractId?: string },
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.userId ? eq(paymentMandates.userId, filter.userId) : undefined,
    filter.contractId ? eq(paymentMandates.contractId, filter.contractId) : undefined,
  );
  const rows = await mandateQuery(db)
    .where(where)
    .orderBy(desc(paymentMandates.createdAt), desc(paymentMandates.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentMandates)
    .where(where);
  return { rows, total: count?.count ?? 0 };
}

export async function lockMandate(db: DbOrTx, id: string): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(paymentMandates).where(eq(paymentMandates.id, id)).for('update');
  return row;
}

export async function findMandateBySetup(db: DbOrTx, setupIntentId: string): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(paymentMandates).where(eq(paymentMandates.setupIntentId, setupIntentId));
  return row;
}

export async function findLiveMandate(db: DbOrTx, contractId: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMandates)
    .where(
      and(eq(paymentMandates.contractId, contractId), inArray(paymentMandates.status, [...LIVE_MANDATE_STATUSES])),
    );
  return row;
}

export async function insertMandate(db: DbOrTx, values: typeof paymentMandates.$inferInsert): Promise<MandateRow> {
  const [row] = await db.insert(paymentMandates).values(values).returning();
  return row!;
}

export async function updateMandate(
  db: DbOrTx,
  id: string,
  values: Partial<typeof paymentMandates.$inferInsert>,
): Promise<MandateRow> {
  const [row] = await db.update(paymentMandates).set(values).where(eq(paymentMandates.id, id)).returning();
  return row!;
}

/** The unpaid charges (never the deposit) a mandate may pay: of its contract, due from its start to the end. */
export async function payableCharges(db: DbOrTx, mandate: MandateRow, endDate: string, dueBy?: string) {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, mandate.contractId),
        eq(transactions.status, 'Pending'),
        sql`${transactions.type} <> 'Deposit'`,
        gte(transactions.dueDate, mandate.startsOn ?? '9999-12-31'),
        lte(transactions.dueDate, endDate),
        dueBy ? lte(transactions.dueDate, dueBy) : undefined,
      ),
    )
    .orderBy(asc(transactions.dueDate), asc(transactions.id))
    .limit(12);
}

export async function attemptsOfCharge(db: DbOrTx, transactionId: string, dueDate: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(autopayAttempts)
    .where(and(eq(autopayAttempts.transactionId, transactionId), eq(autopayAttempts.dueDate, dueDate)))
    .orderBy(asc(autopayAttempts.tryNumber));
}

export async function recentAttempts(db: DbOrTx, mandateId: string, limit = 12): Promise<AttemptRow[]> {
  return db
    .select()
    .from(autopayAttempts)
    .where(eq(autopayAttempts.mandateId, mandateId))
    .orderBy(desc(autopayAttempts.createdAt), desc(autopayAttempts.tryNumber))
    .limit(limit);
}

/** Claims a try (or a decision, try 0); null when that try of that charge was already claimed. */
export async function claimAttempt(
  db: DbOrTx,
  values: typeof autopayAttempts.$inferInsert,
): Promise<AttemptRow | null> {
  const [row] = await db.insert(autopayAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Finishes a pending try once; null when another run finished it first. */
export async function finishAttempt(
  db: DbOrTx,
  id: string,
  values: Pick<AttemptRow, 'status'> & Partial<Pick<AttemptRow, 'error' | 'paymentIntentId'>>,
  at: Date,
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(autopayAttempts)
    .set({ ...values, finishedAt: at })
    .where(and(eq(autopayAttempts.id, id), eq(autopayAttempts.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setAttemptIntent(db: DbOrTx, id: string, paymentIntentId: string): Promise<void> {
  await db.update(autopayAttempts).set({ paymentIntentId }).where(eq(autopayAttempts.id, id));
}

export async function findAttempt(db: DbOrTx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(autopayAttempts).where(eq(autopayAttempts.id, id));
  return row;
}

/** Tries left pending by a run that stopped (a killed process): the next run resumes them. */
export async function pendingAttempts(db: DbOrTx, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(autopayAttempts)
    .where(eq(autopayAttempts.status, 'pending'))
    .orderBy(asc(autopayAttempts.createdAt))
    .limit(limit);
}

/** Live mandates with their contract, for a run. */
export async function runnableMandates(db: DbOrTx, limit: number) {
  return db
    .select({ mandate: paymentMandates, contract: contracts })
    .from(paymentMandates)
    .innerJoin(contracts, eq(contracts.id, paymentMandates.contractId))
    .where(inArray(paymentMandates.status, ['active', 'paused']))
    .orderBy(asc(paymentMandates.createdAt))
    .limit(limit);
}

export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
