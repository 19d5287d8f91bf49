/**
 * Complaint rules (SPEC §4, §5, §6; issue 7): customers file complaints about their live rental and edit or
 * delete them while waiting; admins start and finish the handling. Customers only ever see their own.
 */
import {
  canTransitionComplaint,
  complaintMessages,
  maintenanceMessages,
  messages,
  type Complaint,
  type ComplaintsQuery,
  type CreateTicketBody,
  type UserInfo,
} from '@sewamudah/shared';
import type { MaintenanceSla } from '../../config/maintenance-settings.js';
import { appendEvent, findCost } from '../maintenance/maintenance.repository.js';
import { slaPromises } from '../maintenance/sla.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notifyComplaintStatus } from '../notifications/complaint-notices.js';
import { complaintStatusEmail } from './complaints.emails.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { type ListResult, streamResult } from '../../lib/lists/list-result.js';
import { pageWindowOf } from '../../lib/lists/paging.js';
import { toComplaintDto } from './complaints.mapper.js';
import * as repo from './complaints.repository.js';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { complaintMedia, media } from '../../db/schema/index.js';
import { deletePrivateMedia } from '../../lib/private-media/index.js';

/** The parsed PATCH body (see `updateComplaintBodySchema`). */
export interface ComplaintChanges {
  title?: string | undefined;
  description?: string | undefined;
  status?: Complaint['status'] | undefined;
  resolutionDetails?: string | null | undefined;
}

const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** A complaint the caller may see: any for admins, their own for customers (another's is a 404). */
async function findVisibleComplaint(db: Db, user: UserInfo, id: string): Promise<repo.ComplaintRow> {
  const row = await repo.findComplaintById(db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(complaintMessages.notFound);
  return row;
}

async function loadDto(db: Db, id: string, now: Date): Promise<Complaint> {
  const row = await repo.findComplaintById(db, id);
  if (!row) throw notFound(complaintMessages.notFound);
  return toComplaintDto(row, now);
}

export async function listComplaints(
  db: Db,
  clock: Clock,
  user: UserInfo,
  query: ComplaintsQuery,
): Promise<ListResult<Complaint>> {
  const now = clock();
  const toDto = (row: repo.ComplaintRow) => toComplaintDto(row, now);
  const filters: repo.ComplaintFilters = {
    userId: isAdmin(user) ? undefined : user.userId,
    status: query.status,
    propertyId: query.propertyId,
    q: query.q,
  };
  const page = pageWindowOf(query);
  if (page) {
    const { rows, total } = await repo.listComplaints(db, filters, page, query.sort);
    return { kind: 'page', items: rows.map(toDto), total };
  }
  // The SPEC's unpaged call: streamed in keyset batches (ADR 21).
  return streamResult(
    await repo.countComplaints(db, filters),
    {
      fetch: (after: repo.ComplaintCursor | null, limit) => repo.complaintsAfter(db, filters, after, limit),
      cursorOf: (row) => ({ createdAt: row.cursorCreatedAt, id: row.id }),
    },
    toDto,
  );
}

export async function canFileComplaint(db: Db, userId: string): Promise<boolean> {
  return (await repo.findComplaintRental(db, userId)) !== undefined;
}

/**
 * Files a complaint; with `maintenance` it is a maintenance request (issue 26 §1) whose SLA promises are fixed now
 * from the platform settings. The 'opened' event is written in the same transaction.
 */
export async function createComplaint(
  db: Db,
  clock: Clock,
  sla: MaintenanceSla,
  user: UserInfo,
  body: CreateTicketBody,
): Promise<Complaint> {
  const rental = await repo.findComplaintRental(db, user.userId);
  if (!rental) throw forbidden(messages.complaints.notEligible);
  const now = clock();
  const m = body.maintenance;
  const promises = m ? slaPromises(sla, m.urgency, now) : null;
  const id = await db.transaction(async (tx) => {
    const newId = await repo.insertComplaint(tx, {
      userId: user.userId,
      propertyId: rental.propertyId,
      contractId: rental.contractId,
      title: body.title,
      description: body.description,
      createdAt: now,
      ...(m && promises
        ? {
            kind: 'maintenance',
            category: m.category,
            place: m.place,
            urgency: m.urgency,
            entryPermitted: m.entryPermitted,
            preferredWindows: m.preferredWindows,
            responseDueAt: promises.responseDueAt,
            fixDueAt: promises.fixDueAt,
            nextDueAt: promises.responseDueAt,
          }
        : {}),
    });
    await appendEvent(tx, {
      complaintId: newId,
      type: 'opened',
      actorId: user.userId,
      at: now,
      data: m ? { kind: 'maintenance', urgency: m.urgency, category: m.category } : { kind: 'complaint' },
    });
    return newId;
  });
  return loadDto(db, id, now);
}

export async function updateComplaint(
  db: Db,
  clock: Clock,
  user: UserInfo,
  id: string,
  changes: ComplaintChanges,
  /** Links in the complainant's e-mails are absolute from here. */
  publicUrl: string,
): Promise<Complaint> {
  const current = await findVisibleComplaint(db, user, id);
  if (isAdmin(user)) await changeStatus(db, clock, user, current, changes, publicUrl);
  else await editContent(db, current, changes);
  return loadDto(db, id, clock());
}

async function editContent(db: Db, current: repo.ComplaintRow, changes: ComplaintChanges): Promise<void> {
  const changesStatus = changes.status !== undefined && changes.status !== current.status;
  if (changesStatus || changes.resolutionDetails) throw forbidden(complaintMessages.customerCannotChangeStatus);
  const errorFields: Record<string, string> = {};
  if (changes.title === undefined) errorFields.title = 'Title is required';
  if (changes.description === undefined) errorFields.description = 'Description is required';
  if (changes.title === undefined || changes.description === undefined) {
    throw badRequest(Object.values(errorFields).join(' '), errorFields);
  }
  if (current.status !== 'Waiting for Response') throw conflict(complaintMessages.locked);
  const updated = await repo.editWaitingComplaint(db, current.id, {
    title: changes.title,
    description: changes.description,
  });
  if (!updated) throw conflict(complaintMessages.locked);
}

async function changeStatus(
  db: Db,
  clock: Clock,
  admin: UserInfo,
  current: repo.ComplaintRow,
  changes: ComplaintChanges,
  publicUrl: string,
): Promise<void> {
  // Clients of the original API send the complaint's unchanged title and description along (ADR 0008).
  const changesTitle = changes.title !== undefined && changes.title !== current.title;
  const changesDescription = changes.description !== undefined && changes.description !== current.description;
  if (changesTitle || changesDescription) throw forbidden(complaintMessages.adminCannotEdit);
  const target = changes.status;
  if (!target) throw badRequest(complaintMessages.statusRequired, { status: complaintMessages.statusRequired });
  if (!canTransitionComplaint(current.status, target)) {
    throw conflict(complaintMessages.invalidTransition(current.status, target));
  }
  if (target === 'In Handling' && changes.resolutionDetails) {
    throw badRequest(complaintMessages.resolutionOnlyWhenFinishing, {
      resolutionDetails: complaintMessages.resolutionOnlyWhenFinishing,
    });
  }
  const now = clock();
  const updated = await db.transaction(async (tx) => {
    const moved =
      target === 'In Handling'
        ? await repo.startHandling(tx, current.id, admin.userId, now)
        : await repo.finishHandling(tx, current.id, {
            adminId: admin.userId,
            resolutionDetails: changes.resolutionDetails ?? null,
            handledAt: now,
          });
    // The ticket's log (issue 26 §2): who moved it, when, from where to where.
    if (moved) {
      await appendEvent(tx, {
        complaintId: current.id,
        type: 'statusChanged',
        actorId: admin.userId,
        at: now,
        data: { from: current.status, to: target, resolutionDetails: changes.resolutionDetails ?? null },
      });
    }
    // The customer's notification and e-mail (issue 23), in the transaction of the change (issue 24 §1).
    if (moved) {
      const email = await complaintStatusEmail(tx, publicUrl, current, target, changes.resolutionDetails ?? null);
      await notifyComplaintStatus(tx, current, target, email);
    }
    return moved;
  });
  if (!updated) {
    // Another admin moved it in the meantime: report from where it is now.
    const now = await repo.findComplaintById(db, current.id);
    if (!now) throw notFound(complaintMessages.notFound);
    throw conflict(complaintMessages.invalidTransition(now.status, target));
  }
}

export async function deleteComplaint(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  user: UserInfo,
  id: string,
): Promise<void> {
  const db = deps.database.db;
  const current = await findVisibleComplaint(db, user, id);
  // A repair charge's evidence stays (issue 26 §4): a ticket with a cost is not deleted.
  if (await findCost(db, id)) throw conflict(maintenanceMessages.hasCharge);
  if (!isAdmin(user) && current.status !== 'Waiting for Response') throw conflict(complaintMessages.locked);
  // Its private photos and video (the ticket's and its comments') go with it, from storage too (ADR 39).
  const owned = await db
    .select({ id: media.id, key: media.key, thumbKey: media.thumbKey })
    .from(complaintMedia)
    .innerJoin(media, eq(media.id, complaintMedia.mediaId))
    .where(eq(complaintMedia.complaintId, id));
  const deleted = await repo.deleteComplaint(db, id, isAdmin(user) ? undefined : 'Waiting for Response');
  if (!deleted) throw isAdmin(user) ? notFound(complaintMessages.notFound) : conflict(complaintMessages.locked);
  for (const row of owned) await deletePrivateMedia(deps, row);
}
