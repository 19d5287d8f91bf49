/**
 * Upkeep that prevents tickets (issue 26 §6): an admin sets a recurring task per property (aircon servicing every
 * 3 or 6 months, water filter changes). `noticeDays` before it falls due, the upkeep job opens a routine maintenance
 * ticket for each live tenancy of the property, proposes the visit on the due date and tells the tenant; then the
 * task moves to its next date. Each ticket has a dedupe key (task, due date, tenancy): a job run killed half-way and
 * run again opens it once.
 */
import {
  addDays,
  addMonths,
  formatDate,
  maintenanceMessages,
  todayInMalaysia,
  type UpkeepTask,
  type UpkeepTaskBody,
  type MaintenanceCategory,
} from '@sewamudah/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { MaintenanceSla } from '../../config/maintenance-settings.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { complaints, contracts, properties, upkeepTasks } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { ListResult } from '../../lib/lists/list-result.js';
import { boundedCount, pageOf } from '../../lib/lists/paging.js';
import { notifyAdmins, notifyTenant } from '../notifications/maintenance-notices.js';
import * as repo from './maintenance.repository.js';
import { slaPromises } from './sla.js';

type TaskRow = typeof upkeepTasks.$inferSelect & { propertyName: string };

const toDto = (t: TaskRow): UpkeepTask => ({
  _id: t.id,
  id: t.id,
  propertyId: t.propertyId,
  propertyName: t.propertyName,
  title: t.title,
  category: t.category as MaintenanceCategory,
  everyMonths: t.everyMonths,
  nextDueDate: t.nextDueDate,
  noticeDays: t.noticeDays,
  from: t.windowFrom,
  to: t.windowTo,
  visitorName: t.visitorName,
  visitorPhone: t.visitorPhone,
});

const selectTasks = (db: DbOrTx) =>
  db
    .select({ task: upkeepTasks, propertyName: properties.name })
    .from(upkeepTasks)
    .innerJoin(properties, eq(properties.id, upkeepTasks.propertyId));

export async function listUpkeepTasks(
  db: Db,
  query: { propertyId?: string | undefined; page?: number | undefined; limit?: number | undefined },
): Promise<ListResult<UpkeepTask>> {
  const where = and(
    eq(upkeepTasks.active, true),
    query.propertyId ? eq(upkeepTasks.propertyId, query.propertyId) : undefined,
  );
  const page = pageOf(query);
  const [rows, total] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(asc(upkeepTasks.nextDueDate), asc(upkeepTasks.id))
      .limit(page.limit)
      .offset(page.offset),
    boundedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(upkeepTasks)
        .where(where),
    ),
  ]);
  return { kind: 'page', items: rows.map((r) => toDto({ ...r.task, propertyName: r.propertyName })), total };
}

export async function createUpkeepTask(
  db: Db,
  now: Date,
  adminId: string,
  body: UpkeepTaskBody & { noticeDays: number; from: string; to: string },
): Promise<UpkeepTask> {
  if (body.nextDueDate < todayInMalaysia(now)) {
    throw badRequest(maintenanceMessages.dueInPast, { nextDueDate: maintenanceMessages.dueInPast });
  }
  if (body.from >= body.to) throw badRequest(maintenanceMessages.windowOrder, { to: maintenanceMessages.windowOrder });
  const [property] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, body.propertyId));
  if (!property) throw notFound(maintenanceMessages.upkeepNotFound);
  const [row] = await db
    .insert(upkeepTasks)
    .values({
      propertyId: body.propertyId,
      title: body.title,
      category: body.category,
      everyMonths: body.everyMonths,
      nextDueDate: body.nextDueDate,
      noticeDays: body.noticeDays,
      windowFrom: body.from,
      windowTo: body.to,
      visitorName: body.visitorName,
      visitorPhone: body.visitorPhone,
      createdBy: adminId,
    })
    .returning({ id: upkeepTasks.id });
  const [created] = await selectTasks(db).where(eq(upkeepTasks.id, row!.id));
  return toDto({ ...created!.task, propertyName: created!.propertyName });
}

export async function deleteUpkeepTask(db: Db, id: string): Promise<void> {
  const rows = await db
    .update(upkeepTasks)
    .set({ active: false })
    .where(and(eq(upkeepTasks.id, id), eq(upkeepTasks.active, true)))
    .returning({ id: upkeepTasks.id });
  if (!rows.length) throw notFound(maintenanceMessages.upkeepNotFound);
}

/**
 * One run of the upkeep schedule: every active task whose notice day has come opens its tickets and moves on to its
 * next date (a task far behind catches up one period per run). Answers how many tickets it opened.
 */
export async function runUpkeep(
  tx: DbOrTx,
  ctx: { now: Date; publicUrl: string; sla: MaintenanceSla },
): Promise<{ tasks: number; tickets: number }> {
  const today = todayInMalaysia(ctx.now);
  // A task is announced `noticeDays` before its due date: due date - notice ≤ today.
  const due = await tx
    .select()
    .from(upkeepTasks)
    .where(
      and(
        eq(upkeepTasks.active, true),
        lte(sql`${upkeepTasks.nextDueDate} - ${upkeepTasks.noticeDays}`, sql`${today}::date`),
      ),
    )
    .orderBy(asc(upkeepTasks.nextDueDate))
    .limit(100)
    .for('update', { skipLocked: true });
  let tickets = 0;
  for (const task of due) {
    const tenancies = await tx
      .select({ id: contracts.id, userId: contracts.userId })
      .from(contracts)
      .where(and(eq(contracts.propertyId, task.propertyId), eq(contracts.status, 'Active')));
    // The visit falls on the due date, or today when the job runs late.
    const visitDate = task.nextDueDate < today ? today : task.nextDueDate;
    for (const tenancy of tenancies) {
      const key = `${task.id}:${task.nextDueDate}:${tenancy.id}`;
      const promises = slaPromises(ctx.sla, 'routine', ctx.now);
      const [ticket] = await tx
        .insert(complaints)
        .values({
          userId: tenancy.userId,
          propertyId: task.propertyId,
          contractId: tenancy.id,
          title: task.title,
          description: task.title,
          kind: 'maintenance',
          category: task.category,
          place: '-',
          urgency: 'routine',
          entryPermitted: false,
          preferredWindows: [],
          responseDueAt: promises.responseDueAt,
          fixDueAt: promises.fixDueAt,
          // The proposal is the first response.
          respondedAt: ctx.now,
          nextDueAt: promises.fixDueAt,
          upkeepTaskId: task.id,
          upkeepKey: key,
          status: 'In Handling',
          createdAt: ctx.now,
        })
        .onConflictDoNothing({ target: complaints.upkeepKey })
        .returning({ id: complaints.id, userId: complaints.userId, title: complaints.title });
      if (!ticket) continue;
      const visit = await repo.insertVisit(tx, {
        complaintId: ticket.id,
        visitDate,
        windowFrom: task.windowFrom,
        windowTo: task.windowTo,
        visitorName: task.visitorName,
        visitorPhone: task.visitorPhone,
        status: 'proposed',
        createdAt: ctx.now,
      });
      await repo.appendEvent(tx, {
        complaintId: ticket.id,
        type: 'opened',
        actorId: null,
        at: ctx.now,
        data: { kind: 'maintenance', urgency: 'routine', category: task.category, upkeepTaskId: task.id },
      });
      await repo.appendEvent(tx, {
        complaintId: ticket.id,
        type: 'visitProposed',
        actorId: null,
        at: ctx.now,
        data: {
          visitId: visit.id,
          date: visitDate,
          from: task.windowFrom,
          to: task.windowTo,
          visitor: task.visitorName,
        },
      });
      await notifyTenant(tx, ctx.publicUrl, ticket, {
        kind: 'upkeepScheduled',
        values: { title: task.title, date: formatDate(visitDate), window: `${task.windowFrom}–${task.windowTo}` },
        dedupeKey: `upkeep:${key}`,
      });
      tickets++;
    }
    await tx
      .update(upkeepTasks)
      .set({ nextDueDate: addMonths(task.nextDueDate, task.everyMonths) })
      .where(eq(upkeepTasks.id, task.id));
  }
  return { tasks: due.length, tickets };
}

/** The day-before reminders of confirmed visits (both sides), once per visit and date. */
export async function runVisitReminders(tx: DbOrTx, ctx: { now: Date; publicUrl: string }): Promise<number> {
  const tomorrow = addDays(todayInMalaysia(ctx.now), 1);
  const rows = await repo.confirmedVisitsOn(tx, tomorrow);
  for (const row of rows) {
    const notice = {
      kind: 'visitReminder' as const,
      values: { title: row.title, date: formatDate(row.visitDate), window: `${row.windowFrom}–${row.windowTo}` },
      dedupeKey: `visit-reminder:${row.visitId}:${row.visitDate}`,
    };
    await notifyTenant(tx, ctx.publicUrl, { id: row.complaintId, userId: row.userId }, notice);
    await notifyAdmins(tx, ctx.publicUrl, { id: row.complaintId, adminId: row.adminId }, notice);
  }
  return rows.length;
}
