/**
 * Visits (issue 26 §2): an admin proposes one (date, window, who comes) or accepts one of the tenant's windows; the
 * tenant confirms or asks for another time; the admin records the outcome (fixed, needs parts with a follow-up visit,
 * could not enter). Every step is an event of the ticket and news for the other side, in one transaction.
 */
import {
  formatDate,
  maintenanceMessages,
  todayInMalaysia,
  type ProposeVisitBody,
  type TimeWindow,
  type UserInfo,
  type Visit,
  type VisitOutcome,
} from '@sewamudah/shared';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import * as complaintsRepo from '../complaints/complaints.repository.js';
import { notifyAdmins, notifyTenant } from '../notifications/maintenance-notices.js';
import * as repo from './maintenance.repository.js';
import { assertAdmin, assertTenant, findVisibleTicket, type TicketApp, type TicketRow } from './tickets.service.js';
import { toVisitDto } from './visits.mapper.js';

const windowText = (w: { from: string; to: string }) => `${w.from}–${w.to}`;
const visitValues = (ticket: TicketRow, v: { visitDate: string; windowFrom: string; windowTo: string }) => ({
  title: ticket.title,
  date: formatDate(v.visitDate),
  window: windowText({ from: v.windowFrom, to: v.windowTo }),
});

function assertOpen(ticket: TicketRow): void {
  if (ticket.status === 'Handled') throw conflict(maintenanceMessages.ticketClosed);
}

function assertFuture(date: string, now: Date): void {
  if (date < todayInMalaysia(now)) {
    throw badRequest(maintenanceMessages.visitInPast, { date: maintenanceMessages.visitInPast });
  }
}

export async function proposeVisit(app: TicketApp, user: UserInfo, id: string, body: ProposeVisitBody): Promise<Visit> {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  assertAdmin(user);
  assertOpen(ticket);
  const now = app.deps.clock();
  let window: TimeWindow;
  let accepted = false;
  if ('windowIndex' in body) {
    const chosen = (ticket.preferredWindows ?? [])[body.windowIndex];
    if (!chosen)
      throw badRequest(maintenanceMessages.windowIndexInvalid, { windowIndex: maintenanceMessages.windowIndexInvalid });
    window = chosen;
    accepted = true;
  } else {
    window = { date: body.date, from: body.from, to: body.to };
  }
  assertFuture(window.date, now);
  const visit = await db.transaction(async (tx) => {
    await repo.lockTicket(tx, id);
    const row = await repo.insertVisit(tx, {
      complaintId: id,
      visitDate: window.date,
      windowFrom: window.from,
      windowTo: window.to,
      visitorName: body.visitorName,
      visitorPhone: body.visitorPhone,
      // One of the tenant's own windows needs no second confirmation.
      status: accepted ? 'confirmed' : 'proposed',
      proposedBy: user.userId,
      createdAt: now,
    });
    await cancelOpenVisits(tx, id, row.id);
    await complaintsRepo.markResponded(tx, id, now);
    await repo.appendEvent(tx, {
      complaintId: id,
      type: accepted ? 'visitConfirmed' : 'visitProposed',
      actorId: user.userId,
      at: now,
      data: { visitId: row.id, date: row.visitDate, from: row.windowFrom, to: row.windowTo, visitor: row.visitorName },
    });
    await notifyTenant(tx, app.config.publicUrl, ticket, {
      kind: accepted ? 'visitConfirmed' : 'visitProposed',
      values: visitValues(ticket, row),
      dedupeKey: `visit-${accepted ? 'confirmed' : 'proposed'}:${row.id}`,
    });
    return row;
  });
  return toVisitDto(visit);
}

/** A new proposal replaces the visits still waiting for an answer. */
async function cancelOpenVisits(tx: Parameters<typeof repo.moveVisit>[0], complaintId: string, keepId: string) {
  for (const v of await repo.listVisits(tx, complaintId)) {
    if (v.id !== keepId && (v.status === 'proposed' || v.status === 'rescheduleRequested')) {
      await repo.moveVisit(tx, v.id, ['proposed', 'rescheduleRequested'], { status: 'cancelled' });
    }
  }
}

async function findOwnVisit(app: TicketApp, user: UserInfo, id: string, visitId: string) {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  const visit = await repo.findVisit(db, id, visitId);
  if (!visit) throw notFound(maintenanceMessages.visitNotFound);
  return { ticket, visit };
}

export async function confirmVisit(app: TicketApp, user: UserInfo, id: string, visitId: string): Promise<Visit> {
  const { ticket, visit } = await findOwnVisit(app, user, id, visitId);
  assertTenant(user, ticket);
  const now = app.deps.clock();
  const moved = await app.deps.database.db.transaction(async (tx) => {
    const row = await repo.moveVisit(tx, visitId, ['proposed'], { status: 'confirmed' });
    if (!row) throw conflict(maintenanceMessages.visitNotProposed);
    await repo.appendEvent(tx, {
      complaintId: id,
      type: 'visitConfirmed',
      actorId: user.userId,
      at: now,
      data: { visitId, date: visit.visitDate, from: visit.windowFrom, to: visit.windowTo, visitor: visit.visitorName },
    });
    await notifyAdmins(tx, app.config.publicUrl, ticket, {
      kind: 'visitConfirmed',
      values: visitValues(ticket, visit),
      dedupeKey: `visit-confirmed:${visitId}`,
    });
    return row;
  });
  return toVisitDto(moved);
}

export async function rescheduleVisit(
  app: TicketApp,
  user: UserInfo,
  id: string,
  visitId: string,
  body: { note: string; windows?: TimeWindow[] | undefined },
): Promise<Visit> {
  const { ticket, visit } = await findOwnVisit(app, user, id, visitId);
  assertTenant(user, ticket);
  const now = app.deps.clock();
  const moved = await app.deps.database.db.transaction(async (tx) => {
    const row = await repo.moveVisit(tx, visitId, ['proposed', 'confirmed'], {
      status: 'rescheduleRequested',
      rescheduleNote: body.note,
    });
    if (!row) throw conflict(maintenanceMessages.visitNotProposed);
    if (body.windows?.length) await complaintsRepo.setPreferredWindows(tx, id, body.windows);
    await repo.appendEvent(tx, {
      complaintId: id,
      type: 'visitRescheduleRequested',
      actorId: user.userId,
      at: now,
      data: { visitId, date: visit.visitDate, note: body.note },
    });
    await notifyAdmins(tx, app.config.publicUrl, ticket, {
      kind: 'visitRescheduleRequested',
      values: { title: ticket.title, date: formatDate(visit.visitDate), note: body.note },
      dedupeKey: `visit-reschedule:${visitId}`,
    });
    return row;
  });
  return toVisitDto(moved);
}

export async function recordOutcome(
  app: TicketApp,
  user: UserInfo,
  id: string,
  visitId: string,
  body: { outcome: VisitOutcome; note?: string | undefined; followUp?: TimeWindow | undefined },
): Promise<Visit[]> {
  const { ticket, visit } = await findOwnVisit(app, user, id, visitId);
  assertAdmin(user);
  if (body.outcome === 'needsParts' && !body.followUp) {
    throw badRequest(maintenanceMessages.followUpRequired, { followUp: maintenanceMessages.followUpRequired });
  }
  const now = app.deps.clock();
  if (body.followUp) assertFuture(body.followUp.date, now);
  await app.deps.database.db.transaction(async (tx) => {
    const row = await repo.moveVisit(tx, visitId, ['proposed', 'confirmed', 'rescheduleRequested'], {
      status: 'done',
      outcome: body.outcome,
      note: body.note ?? null,
    });
    if (!row) throw new AppError(409, maintenanceMessages.visitNotOpen);
    await repo.appendEvent(tx, {
      complaintId: id,
      type: 'visitOutcome',
      actorId: user.userId,
      at: now,
      data: { visitId, outcome: body.outcome, note: body.note ?? null },
    });
    if (body.outcome === 'needsParts' && body.followUp) {
      const next = await repo.insertVisit(tx, {
        complaintId: id,
        visitDate: body.followUp.date,
        windowFrom: body.followUp.from,
        windowTo: body.followUp.to,
        visitorName: visit.visitorName,
        visitorPhone: visit.visitorPhone,
        status: 'proposed',
        followUpOf: visitId,
        proposedBy: user.userId,
        createdAt: now,
      });
      await repo.appendEvent(tx, {
        complaintId: id,
        type: 'visitProposed',
        actorId: user.userId,
        at: now,
        data: {
          visitId: next.id,
          date: next.visitDate,
          from: next.windowFrom,
          to: next.windowTo,
          visitor: next.visitorName,
        },
      });
      await notifyTenant(tx, app.config.publicUrl, ticket, {
        kind: 'visitProposed',
        values: visitValues(ticket, next),
        dedupeKey: `visit-proposed:${next.id}`,
      });
    }
    await notifyTenant(tx, app.config.publicUrl, ticket, {
      kind: 'visitOutcome',
      values: { title: ticket.title, outcome: { key: `maintenanceUi.outcome.${body.outcome}` } },
      dedupeKey: `visit-outcome:${visitId}`,
    });
  });
  return (await repo.listVisits(app.deps.database.db, id)).map(toVisitDto);
}
