/**
 * Closing (issue 26 §5): once the admin marks a ticket Handled, its tenant has REOPEN_DAYS to confirm it is fixed,
 * rate it (once: thumbs, quick reasons, a comment) or reopen it (back to In Handling, counted, with a new fix
 * promise). Only the tenant; after the window every one of these is refused.
 */
import { maintenanceMessages, type MaintenanceUrgency, type RatingReason, type UserInfo } from '@sewamudah/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { complaintRatings, complaints } from '../../db/schema/index.js';
import { conflict, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.js';
import * as complaintsRepo from '../complaints/complaints.repository.js';
import { notifyAdmins } from '../notifications/maintenance-notices.js';
import * as repo from './maintenance.repository.js';
import { fixDueFrom } from './sla.js';
import { assertTenant, findVisibleTicket, reviewUntil, type TicketApp, type TicketRow } from './tickets.service.js';

async function openReview(app: TicketApp, user: UserInfo, id: string): Promise<{ ticket: TicketRow; now: Date }> {
  const ticket = await findVisibleTicket(app.deps.database.db, user, id);
  assertTenant(user, ticket);
  const until = reviewUntil(ticket);
  if (!until) throw conflict(maintenanceMessages.handledOnly);
  const now = app.deps.clock();
  if (now.getTime() > until.getTime()) throw conflict(maintenanceMessages.windowPassed);
  return { ticket, now };
}

export async function confirmFixed(app: TicketApp, user: UserInfo, id: string): Promise<void> {
  const { now } = await openReview(app, user, id);
  await app.deps.database.db.transaction(async (tx) => {
    const done = await tx
      .update(complaints)
      .set({ confirmedAt: now })
      .where(and(eq(complaints.id, id), eq(complaints.status, 'Handled'), isNull(complaints.confirmedAt)))
      .returning({ id: complaints.id });
    if (!done.length) throw conflict(maintenanceMessages.alreadyConfirmed);
    await repo.appendEvent(tx, { complaintId: id, type: 'confirmedFixed', actorId: user.userId, at: now });
  });
}

export async function rateTicket(
  app: TicketApp,
  user: UserInfo,
  id: string,
  body: { thumbs: 'up' | 'down'; reasons: RatingReason[]; comment?: string | undefined },
): Promise<void> {
  const { ticket, now } = await openReview(app, user, id);
  const db = app.deps.database.db;
  // The contractor rated is whoever came last (the most recent visit with an outcome).
  const visits = await repo.listVisits(db, id);
  const contractor = visits.filter((v) => v.status === 'done').at(-1)?.visitorName ?? null;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(complaintRatings).values({
        complaintId: id,
        thumbs: body.thumbs,
        reasons: [...new Set(body.reasons)],
        comment: body.comment || null,
        category: ticket.category,
        contractor,
        createdAt: now,
      });
      await repo.appendEvent(tx, {
        complaintId: id,
        type: 'rated',
        actorId: user.userId,
        at: now,
        data: { thumbs: body.thumbs, reasons: body.reasons.join(','), comment: body.comment || null },
      });
      await notifyAdmins(tx, app.config.publicUrl, ticket, {
        kind: 'ticketRated',
        values: {
          title: ticket.title,
          thumbs: { key: body.thumbs === 'up' ? 'maintenanceUi.thumbsUp' : 'maintenanceUi.thumbsDown' },
        },
        dedupeKey: `ticket-rated:${id}`,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(maintenanceMessages.alreadyRated);
    throw error;
  }
}

export async function reopenTicket(app: TicketApp, user: UserInfo, id: string, reason: string): Promise<void> {
  const { ticket, now } = await openReview(app, user, id);
  const fixDueAt = ticket.urgency
    ? fixDueFrom(app.config.maintenanceSla, ticket.urgency as MaintenanceUrgency, now)
    : null;
  await app.deps.database.db.transaction(async (tx) => {
    const moved = await complaintsRepo.reopenHandled(tx, id, fixDueAt);
    if (!moved) throw conflict(maintenanceMessages.handledOnly);
    await repo.appendEvent(tx, {
      complaintId: id,
      type: 'reopened',
      actorId: user.userId,
      at: now,
      data: { reason, count: ticket.reopenCount + 1, from: 'Handled', to: 'In Handling' },
    });
    await notifyAdmins(tx, app.config.publicUrl, ticket, {
      kind: 'ticketReopened',
      values: { title: ticket.title, reason },
      dedupeKey: `ticket-reopened:${id}:${ticket.reopenCount + 1}`,
    });
  });
}
