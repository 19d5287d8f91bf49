/**
 * Maintenance tickets (issue 26 §1, §2): the ticket as one read (maintenance fields, signed photo links, visits,
 * cost, rating), its timeline, its thread, and the tenant's photos and video. Only the ticket's tenant and admins
 * see any of it: another customer gets 404 (the same answer as a ticket that does not exist).
 */
import {
  complaintMessages,
  MAX_COMMENT_PHOTOS,
  MAX_TICKET_PHOTOS,
  maintenanceMessages,
  REOPEN_DAYS,
  senToRm,
  type ComplaintEventType,
  type MaintenanceCategory,
  type MaintenanceUrgency,
  type RatingReason,
  type Ticket,
  type TicketComment,
  type TicketEvent,
  type UserInfo,
} from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import type { MaintenanceSla } from '../../config/maintenance-settings.js';
import type { DbOrTx } from '../../db/client.js';
import type { MediaRow } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { deletePrivateMedia, mediaLinks, storePrivatePhoto } from '../../lib/private-media/index.js';
import { storePrivateVideo } from '../../lib/private-media/videos.js';
import type { UploadedFile } from '../../lib/uploads/multipart.js';
import { toComplaintDto } from '../complaints/complaints.mapper.js';
import * as complaintsRepo from '../complaints/complaints.repository.js';
import { notifyAdmins, notifyTenant } from '../notifications/maintenance-notices.js';
import * as repo from './maintenance.repository.js';
import { slaOf } from './sla.js';
import { toVisitDto } from './visits.mapper.js';

/** What the ticket services need of the app: its dependencies and settings. */
export interface TicketApp {
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>;
  config: { publicUrl: string; fileUrlSecret: string; maintenanceSla: MaintenanceSla };
}

export type TicketRow = complaintsRepo.ComplaintRow;

const DAY = 86_400_000;
export const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** The ticket when the caller may see it (any for admins, their own for customers); else 404. */
export async function findVisibleTicket(db: DbOrTx, user: UserInfo, id: string): Promise<TicketRow> {
  const row = await complaintsRepo.findComplaintById(db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(complaintMessages.notFound);
  return row;
}

/** A tenant-only action: admins are refused (403), other customers already got 404. */
export function assertTenant(user: UserInfo, row: TicketRow): void {
  if (isAdmin(user) || row.userId !== user.userId) throw forbidden(maintenanceMessages.onlyTenant);
}

export function assertAdmin(user: UserInfo): void {
  if (!isAdmin(user)) throw forbidden(complaintMessages.customerCannotChangeStatus);
}

/** Until when the tenant may confirm, rate or reopen a handled ticket. */
export const reviewUntil = (row: Pick<TicketRow, 'status' | 'handledAt'>): Date | null =>
  row.status === 'Handled' && row.handledAt ? new Date(row.handledAt.getTime() + REOPEN_DAYS * DAY) : null;

export async function getTicket(app: TicketApp, user: UserInfo, id: string): Promise<Ticket> {
  const db = app.deps.database.db;
  const row = await findVisibleTicket(db, user, id);
  const now = app.deps.clock();
  const [mediaRows, visits, cost, rating] = await Promise.all([
    repo.listMedia(db, id),
    repo.listVisits(db, id),
    repo.findCost(db, id),
    repo.findRating(db, id),
  ]);
  const links = (m: (typeof mediaRows)[number]) => mediaLinks(app, m, now);
  const until = reviewUntil(row);
  const inWindow = until !== null && now.getTime() <= until.getTime();
  const tenant = !isAdmin(user);
  const chargeStatus = cost?.chargeStatus ?? null;
  return {
    ...toComplaintDto(row, now),
    kind: row.kind === 'maintenance' ? 'maintenance' : 'complaint',
    maintenance:
      row.kind === 'maintenance'
        ? {
            category: row.category as MaintenanceCategory,
            place: row.place ?? '',
            urgency: row.urgency as MaintenanceUrgency,
            entryPermitted: row.entryPermitted ?? false,
            preferredWindows: row.preferredWindows ?? [],
            sla: slaOf(row, now)!,
            reopenCount: row.reopenCount,
            confirmedAt: row.confirmedAt?.toISOString() ?? null,
            upkeepTaskId: row.upkeepTaskId,
          }
        : null,
    photos: mediaRows.filter((m) => m.kind === 'photo').map(links),
    video: mediaRows.filter((m) => m.kind === 'video').map(links)[0] ?? null,
    visits: visits.map(toVisitDto),
    cost: cost
      ? {
          totalRm: senToRm(cost.cost.totalSen),
          bearer: cost.cost.bearer as 'landlord' | 'tenant' | 'shared',
          landlordRm: senToRm(cost.cost.landlordSen),
          tenantRm: senToRm(cost.cost.tenantSen),
          note: cost.cost.note,
          transactionId: cost.cost.transactionId,
          chargeStatus,
          settledFromDeposit: chargeStatus === 'Paid' && cost.depositSettledAt !== null,
          disputeReason: cost.cost.disputeReason,
          disputedAt: cost.cost.disputedAt?.toISOString() ?? null,
        }
      : null,
    rating: rating
      ? {
          thumbs: rating.thumbs as 'up' | 'down',
          reasons: rating.reasons as RatingReason[],
          comment: rating.comment,
          createdAt: rating.createdAt.toISOString(),
        }
      : null,
    can: {
      confirm: tenant && inWindow && row.confirmedAt === null,
      rate: tenant && inWindow && !rating,
      reopen: tenant && inWindow,
      dispute: tenant && chargeStatus === 'Pending' && !cost?.cost.disputedAt,
    },
    reviewUntil: until?.toISOString() ?? null,
  };
}

export async function getTimeline(db: DbOrTx, user: UserInfo, id: string): Promise<TicketEvent[]> {
  await findVisibleTicket(db, user, id);
  const rows = await repo.listEvents(db, id);
  return rows.map((e) => ({
    id: String(e.seq),
    type: e.type as ComplaintEventType,
    at: e.at.toISOString(),
    actor: e.actorId
      ? {
          id: e.actorId,
          firstname: e.actorFirstname ?? '',
          lastname: e.actorLastname ?? '',
          role: e.actorType ?? 'customer',
        }
      : null,
    data: e.data,
  }));
}

async function commentsOf(app: TicketApp, id: string, onlyId?: string): Promise<TicketComment[]> {
  const db = app.deps.database.db;
  const rows = await repo.listComments(db, id, onlyId);
  const photos = await repo.listMedia(
    db,
    id,
    rows.map((r) => r.id),
  );
  const now = app.deps.clock();
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    body: r.body,
    author: { id: r.authorId, firstname: r.firstname, lastname: r.lastname, role: r.userType },
    photos: photos.filter((p) => p.commentId === r.id).map((p) => mediaLinks(app, p, now)),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listComments(app: TicketApp, user: UserInfo, id: string): Promise<TicketComment[]> {
  await findVisibleTicket(app.deps.database.db, user, id);
  return commentsOf(app, id);
}

/** Stores every photo first (CPU and storage, outside any transaction); on a refusal removes what was stored. */
async function storePhotos(app: TicketApp, user: UserInfo, files: UploadedFile[]): Promise<MediaRow[]> {
  const stored: MediaRow[] = [];
  try {
    for (const file of files) {
      stored.push(
        await storePrivatePhoto(app.deps, file.data, {
          scope: 'maintenance',
          uploadedBy: user.userId,
          field: file.field,
        }),
      );
    }
    return stored;
  } catch (error) {
    await discard(app, stored);
    throw error;
  }
}

const discard = (app: TicketApp, rows: MediaRow[]) =>
  Promise.all(rows.map((r) => deletePrivateMedia(app.deps, r).catch(() => undefined)));

export async function addComment(
  app: TicketApp,
  user: UserInfo,
  id: string,
  body: string,
  files: UploadedFile[],
): Promise<TicketComment> {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  const text = body.trim();
  if (!text && files.length === 0)
    throw badRequest(maintenanceMessages.commentRequired, { body: maintenanceMessages.commentRequired });
  if (files.length > MAX_COMMENT_PHOTOS) throw new AppError(413, maintenanceMessages.tooManyCommentPhotos);
  const photos = await storePhotos(app, user, files);
  const now = app.deps.clock();
  try {
    const commentId = await db.transaction(async (tx) => {
      const newId = await repo.insertComment(tx, {
        complaintId: id,
        authorId: user.userId,
        body: text,
        createdAt: now,
      });
      await repo.attachMedia(
        tx,
        photos.map((p) => ({
          mediaId: p.id,
          complaintId: id,
          commentId: newId,
          kind: 'photo' as const,
          createdAt: now,
        })),
      );
      await repo.appendEvent(tx, {
        complaintId: id,
        type: 'commented',
        actorId: user.userId,
        at: now,
        data: { commentId: newId, photos: photos.length },
      });
      const notice = {
        kind: 'ticketComment' as const,
        values: { title: ticket.title, author: user.userName, excerpt: text.slice(0, 140) },
        dedupeKey: `ticket-comment:${newId}`,
      };
      if (isAdmin(user)) {
        await complaintsRepo.markResponded(tx, id, now);
        await notifyTenant(tx, app.config.publicUrl, ticket, notice);
      } else {
        await notifyAdmins(tx, app.config.publicUrl, ticket, notice);
      }
      return newId;
    });
    const [comment] = await commentsOf(app, id, commentId);
    return comment!;
  } catch (error) {
    await discard(app, photos);
    throw error;
  }
}

/** The tenant adds photos to their open ticket, at most MAX_TICKET_PHOTOS in all. */
export async function addPhotos(app: TicketApp, user: UserInfo, id: string, files: UploadedFile[]): Promise<Ticket> {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  assertTenant(user, ticket);
  if (ticket.status === 'Handled') throw new AppError(409, maintenanceMessages.ticketClosed);
  if (files.length === 0) throw badRequest(maintenanceMessages.commentRequired);
  if ((await repo.countTicketMedia(db, id, 'photo')) + files.length > MAX_TICKET_PHOTOS) {
    throw new AppError(409, maintenanceMessages.tooManyPhotos, {
      errorFields: { photos: maintenanceMessages.tooManyPhotos },
    });
  }
  const photos = await storePhotos(app, user, files);
  const now = app.deps.clock();
  try {
    await db.transaction(async (tx) => {
      await repo.lockTicket(tx, id);
      if ((await repo.countTicketMedia(tx, id, 'photo')) + photos.length > MAX_TICKET_PHOTOS) {
        throw new AppError(409, maintenanceMessages.tooManyPhotos);
      }
      await repo.attachMedia(
        tx,
        photos.map((p) => ({ mediaId: p.id, complaintId: id, kind: 'photo' as const, createdAt: now })),
      );
      await repo.appendEvent(tx, {
        complaintId: id,
        type: 'photosAdded',
        actorId: user.userId,
        at: now,
        data: { count: photos.length },
      });
    });
  } catch (error) {
    await discard(app, photos);
    throw error;
  }
  return getTicket(app, user, id);
}

/** The tenant adds the one video (MP4/WebM, ≤ 30 s, ≤ 25 MB, judged by content). */
export async function addVideo(app: TicketApp, user: UserInfo, id: string, file: UploadedFile): Promise<Ticket> {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  assertTenant(user, ticket);
  if (ticket.status === 'Handled') throw new AppError(409, maintenanceMessages.ticketClosed);
  if ((await repo.countTicketMedia(db, id, 'video')) > 0) throw new AppError(409, maintenanceMessages.videoExists);
  const video = await storePrivateVideo(app.deps, file.data, {
    scope: 'maintenance',
    uploadedBy: user.userId,
    field: file.field,
  });
  const now = app.deps.clock();
  try {
    await db.transaction(async (tx) => {
      await repo.lockTicket(tx, id);
      if ((await repo.countTicketMedia(tx, id, 'video')) > 0) throw new AppError(409, maintenanceMessages.videoExists);
      await repo.attachMedia(tx, [{ mediaId: video.id, complaintId: id, kind: 'video', createdAt: now }]);
      await repo.appendEvent(tx, {
        complaintId: id,
        type: 'videoAdded',
        actorId: user.userId,
        at: now,
        data: { seconds: Math.round((video.durationMs ?? 0) / 1000) },
      });
    });
  } catch (error) {
    await discard(app, [video]);
    throw error;
  }
  return getTicket(app, user, id);
}
