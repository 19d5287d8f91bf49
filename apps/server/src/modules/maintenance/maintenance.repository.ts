/** The only SQL of maintenance tickets (issue 26): events, thread, media, visits, cost, rating. */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  complaintComments,
  complaintCosts,
  complaintEvents,
  complaintMedia,
  complaintRatings,
  complaints,
  complaintVisits,
  media,
  settlementDeductions,
  transactions,
  users,
} from '../../db/schema/index.js';
import { THREAD_LIMIT, TIMELINE_LIMIT, type ComplaintEventType } from '@sewamudah/shared';

export type EventData = Record<string, string | number | boolean | null>;

/** Appends one event to the ticket's log; call it in the transaction of the change it records (ARCHITECTURE §9). */
export async function appendEvent(
  tx: DbOrTx,
  event: { complaintId: string; type: ComplaintEventType; actorId: string | null; at: Date; data?: EventData },
): Promise<void> {
  await tx.insert(complaintEvents).values({
    complaintId: event.complaintId,
    type: event.type,
    actorId: event.actorId,
    at: event.at,
    data: event.data ?? {},
  });
}

/** The log in order, the most recent TIMELINE_LIMIT (oldest first). */
export async function listEvents(db: DbOrTx, complaintId: string) {
  const rows = await db
    .select({
      seq: complaintEvents.seq,
      type: complaintEvents.type,
      at: complaintEvents.at,
      data: complaintEvents.data,
      actorId: users.id,
      actorFirstname: users.firstname,
      actorLastname: users.lastname,
      actorType: users.userType,
    })
    .from(complaintEvents)
    .leftJoin(users, eq(users.id, complaintEvents.actorId))
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(desc(complaintEvents.seq))
    .limit(TIMELINE_LIMIT);
  return rows.reverse();
}

export async function insertComment(tx: DbOrTx, values: typeof complaintComments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(complaintComments).values(values).returning({ id: complaintComments.id });
  return row!.id;
}

/** The thread, the most recent THREAD_LIMIT (oldest first). */
export async function listComments(db: DbOrTx, complaintId: string, onlyId?: string) {
  const rows = await db
    .select({
      id: complaintComments.id,
      body: complaintComments.body,
      createdAt: complaintComments.createdAt,
      authorId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      userType: users.userType,
    })
    .from(complaintComments)
    .innerJoin(users, eq(users.id, complaintComments.authorId))
    .where(and(eq(complaintComments.complaintId, complaintId), onlyId ? eq(complaintComments.id, onlyId) : undefined))
    .orderBy(desc(complaintComments.createdAt), desc(complaintComments.id))
    .limit(THREAD_LIMIT);
  return rows.reverse();
}

export async function attachMedia(
  tx: DbOrTx,
  rows: { mediaId: string; complaintId: string; commentId?: string | null; kind: 'photo' | 'video'; createdAt: Date }[],
): Promise<void> {
  if (rows.length) await tx.insert(complaintMedia).values(rows);
}

/** The ticket's media (its own, or those of the given comments). */
export async function listMedia(db: DbOrTx, complaintId: string, commentIds?: string[]) {
  return db
    .select({
      id: media.id,
      kind: media.kind,
      takenAt: media.takenAt,
      width: media.width,
      height: media.height,
      durationMs: media.durationMs,
      commentId: complaintMedia.commentId,
    })
    .from(complaintMedia)
    .innerJoin(media, eq(media.id, complaintMedia.mediaId))
    .where(
      and(
        eq(complaintMedia.complaintId, complaintId),
        commentIds
          ? commentIds.length
            ? inArray(complaintMedia.commentId, commentIds)
            : sql`false`
          : isNull(complaintMedia.commentId),
      ),
    )
    .orderBy(asc(complaintMedia.createdAt), asc(media.id));
}

export async function countTicketMedia(db: DbOrTx, complaintId: string, kind: 'photo' | 'video'): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaintMedia)
    .where(
      and(eq(complaintMedia.complaintId, complaintId), isNull(complaintMedia.commentId), eq(complaintMedia.kind, kind)),
    );
  return row?.n ?? 0;
}

/** Locks the ticket row (serialises changes of one ticket: photo counts, visits, cost, rating). */
export async function lockTicket(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return row;
}

export type VisitRow = typeof complaintVisits.$inferSelect;

export const listVisits = (db: DbOrTx, complaintId: string) =>
  db
    .select()
    .from(complaintVisits)
    .where(eq(complaintVisits.complaintId, complaintId))
    .orderBy(asc(complaintVisits.createdAt), asc(complaintVisits.visitDate), asc(complaintVisits.id))
    .limit(50);

export async function findVisit(db: DbOrTx, complaintId: string, visitId: string): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(complaintVisits)
    .where(and(eq(complaintVisits.id, visitId), eq(complaintVisits.complaintId, complaintId)));
  return row;
}

export async function insertVisit(tx: DbOrTx, values: typeof complaintVisits.$inferInsert): Promise<VisitRow> {
  const [row] = await tx.insert(complaintVisits).values(values).returning();
  return row!;
}

/** Moves a visit only from `from` (no lost updates); undefined when it had moved on. */
export async function moveVisit(
  tx: DbOrTx,
  visitId: string,
  from: string[],
  changes: Partial<typeof complaintVisits.$inferInsert>,
): Promise<VisitRow | undefined> {
  const [row] = await tx
    .update(complaintVisits)
    .set(changes)
    .where(and(eq(complaintVisits.id, visitId), inArray(complaintVisits.status, from)))
    .returning();
  return row;
}

export async function findCost(db: DbOrTx, complaintId: string) {
  const [row] = await db
    .select({
      cost: complaintCosts,
      chargeStatus: transactions.status,
      /** When the share was settled by a deduction from the deposit (ADR 0038), not paid. */
      depositSettledAt: settlementDeductions.settledAt,
    })
    .from(complaintCosts)
    .leftJoin(transactions, eq(transactions.id, complaintCosts.transactionId))
    .leftJoin(settlementDeductions, eq(settlementDeductions.transactionId, complaintCosts.transactionId))
    .where(eq(complaintCosts.complaintId, complaintId));
  return row;
}

export async function findRating(db: DbOrTx, complaintId: string) {
  const [row] = await db.select().from(complaintRatings).where(eq(complaintRatings.complaintId, complaintId));
  return row;
}

/** The ticket a repair charge belongs to (the transactions API refuses to change such a charge). */
export async function findCostOfTransaction(db: DbOrTx, transactionId: string) {
  const [row] = await db
    .select({ complaintId: complaintCosts.complaintId })
    .from(complaintCosts)
    .where(eq(complaintCosts.transactionId, transactionId));
  return row;
}

/** Confirmed visits on a date, with their ticket (the day-before reminders), at most 500 per run. */
export const confirmedVisitsOn = (db: DbOrTx, date: string) =>
  db
    .select({
      visitId: complaintVisits.id,
      visitDate: complaintVisits.visitDate,
      windowFrom: complaintVisits.windowFrom,
      windowTo: complaintVisits.windowTo,
      complaintId: complaints.id,
      userId: complaints.userId,
      adminId: complaints.adminId,
      title: complaints.title,
    })
    .from(complaintVisits)
    .innerJoin(complaints, eq(complaints.id, complaintVisits.complaintId))
    .where(and(eq(complaintVisits.visitDate, date), eq(complaintVisits.status, 'confirmed')))
    .orderBy(asc(complaintVisits.id))
    .limit(500);
