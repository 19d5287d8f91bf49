/** Application rules: who may apply, listing by role, rejecting and cancelling (accepting: applications.accept.ts). */
import {
  tenancyEndDate,
  messages,
  todayInMalaysia,
  type Application,
  type ApplicationsQuery,
  type CanApplyResponse,
  type UserInfo,
} from '@sewamudah/shared';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.js';
import { type ListResult, streamResult } from '../../lib/lists/list-result.js';
import { pageWindowOf } from '../../lib/lists/paging.js';
import { hasLiveContract } from '../contracts/contracts.repository.js';
import { applicationTexts } from './applications.errors.js';
import { notifyApplicationRejected } from '../notifications/application-notices.js';
import { rejectedEmail } from './applications.emails.js';
import { toApplicationDto } from './applications.mapper.js';
import * as repo from './applications.repository.js';
import { enqueueNewApplicationEmails } from './application-received-emails.js';
import type { ServiceContext } from './applications.context.js';
import { askToCompleteProfile } from '../screening/screening-nudge.js';
import { recordApplicationScreening } from '../screening/screening.service.js';

export interface CreateApplicationInput {
  property: string;
  room?: string | null | undefined;
  startDate: string;
  stayLength: number;
  /** Issue 27: the tenant agreed to share their tenant profile (the web app always asks; original clients never send it). */
  screeningConsent?: boolean | undefined;
  /** Recorded with the consent. */
  consentIp?: string | undefined;
}

const isAdmin = (user: UserInfo) => user.userType === 'admin';

/** A customer sees only their own; another customer's record is 404. */
async function findVisibleApplication(ctx: ServiceContext, user: UserInfo, id: string) {
  const row = await repo.findApplication(ctx.deps.database.db, id);
  if (!row || (!isAdmin(user) && row.userId !== user.userId)) throw notFound(applicationTexts.notFound);
  return row;
}

export async function listApplications(
  ctx: ServiceContext,
  user: UserInfo,
  query: ApplicationsQuery,
): Promise<ListResult<Application>> {
  const db = ctx.deps.database.db;
  const filters: repo.ApplicationFilters = {
    propertyId: query.propertyId,
    roomId: query.roomId,
    status: query.status,
    q: query.q,
    // A customer only ever sees their own.
    userId: isAdmin(user) ? query.userId : user.userId,
  };
  const page = pageWindowOf(query);
  if (page) {
    const [rows, total] = await Promise.all([
      repo.listApplications(db, filters, { page, sort: query.sort ?? 'newest' }),
      repo.countApplications(db, filters),
    ]);
    return { kind: 'page', items: rows.map(toApplicationDto), total };
  }
  // The SPEC's unpaged call: streamed in keyset batches (ADR 21).
  return streamResult(
    await repo.countApplications(db, filters),
    {
      fetch: (after: repo.ApplicationCursor | null, limit) => repo.listApplications(db, filters, { after, limit }),
      cursorOf: (row) => ({ createdAt: row.cursorCreatedAt, id: row.id }),
    },
    toApplicationDto,
  );
}

export async function getApplication(ctx: ServiceContext, user: UserInfo, id: string): Promise<Application> {
  return toApplicationDto(await findVisibleApplication(ctx, user, id));
}

/** `canApply` is false while the user holds a live contract or an accepted application. */
export async function getRentalStatus(ctx: ServiceContext, user: UserInfo, userId: string): Promise<CanApplyResponse> {
  if (!isAdmin(user) && userId !== user.userId) throw notFound('User not found');
  const status = await repo.findRentalStatus(ctx.deps.database.db, userId);
  const canApply = !status.hasActiveRental && !status.hasAcceptedApplication;
  return { canApply, ...status, ...(canApply ? {} : { message: messages.applications.hasActiveRental }) };
}

/** Whether the user may apply for this property: no live rental and no waiting application for it. */
export async function getApplyEligibility(
  ctx: ServiceContext,
  user: UserInfo,
  query: { propertyId: string; userId?: string | undefined },
): Promise<CanApplyResponse> {
  const userId = query.userId ?? user.userId;
  const rental = await getRentalStatus(ctx, user, userId);
  if (!rental.canApply) return rental;
  const waiting = await repo.hasWaitingApplication(ctx.deps.database.db, userId, query.propertyId);
  return waiting ? { ...rental, canApply: false, message: messages.applications.alreadyApplied } : rental;
}

export async function createApplication(
  ctx: ServiceContext,
  user: UserInfo,
  input: CreateApplicationInput,
): Promise<Application> {
  const { db } = ctx.deps.database;
  const today = todayInMalaysia(ctx.deps.clock());
  if (input.startDate < today) {
    throw badRequest(applicationTexts.startDateInPast, { startDate: applicationTexts.startDateInPast });
  }
  const unit = await repo.findRentalUnit(db, input.property, input.room ?? null);
  if (!unit) throw notFound(applicationTexts.propertyNotFound);
  const isRoomRental = unit.property.type === 'Room Rental';
  if (isRoomRental && !input.room)
    throw badRequest(applicationTexts.roomRequired, { room: applicationTexts.roomRequired });
  if (!isRoomRental && input.room)
    throw badRequest(applicationTexts.roomNotAllowed, { room: applicationTexts.roomNotAllowed });
  if (isRoomRental && !unit.room)
    throw badRequest(applicationTexts.roomNotFound, { room: applicationTexts.roomNotFound });

  const rental = await repo.findRentalStatus(db, user.userId);
  if (rental.hasActiveRental || rental.hasAcceptedApplication) throw conflict(messages.applications.hasActiveRental);
  if (await repo.hasWaitingApplication(db, user.userId, unit.property.id)) {
    throw conflict(messages.applications.alreadyApplied);
  }
  const roomId = unit.room?.id ?? null;
  if (await hasLiveContract(db, { propertyId: unit.property.id, roomId })) {
    throw conflict(roomId ? applicationTexts.roomTaken : applicationTexts.unitTaken);
  }

  try {
    const endDate = tenancyEndDate(input.startDate, input.stayLength);
    const id = await db.transaction(async (tx) => {
      const inserted = await repo.insertApplication(tx, {
        userId: user.userId,
        propertyId: unit.property.id,
        roomId,
        startDate: input.startDate,
        endDate,
        stayLength: input.stayLength,
      });
      // The profile snapshot and consent (issue 27), or a row marking it incomplete (an original EasyRent client).
      await recordApplicationScreening(tx, {
        applicationId: inserted,
        userId: user.userId,
        consent: input.screeningConsent === true,
        ip: input.consentIp ?? null,
        now: ctx.deps.clock(),
      });
      // Sent without a profile (an original EasyRent client): the applicant is asked to complete it (issue 27 §2).
      if (input.screeningConsent !== true) {
        await askToCompleteProfile(tx, ctx.publicUrl, {
          id: inserted,
          userId: user.userId,
          propertyName: unit.property.name,
          roomName: unit.room?.name ?? null,
        });
      }
      // "Application received" to the applicant and an alert to the admins (issue 23), with the application.
      await enqueueNewApplicationEmails(tx, ctx.publicUrl, {
        id: inserted,
        applicantId: user.userId,
        propertyId: unit.property.id,
        propertyName: unit.property.name,
        roomName: unit.room?.name ?? null,
        startDate: input.startDate,
        endDate,
        stayLength: input.stayLength,
      });
      return inserted;
    });
    return await getApplication(ctx, user, id);
  } catch (error) {
    // The partial unique index settles two simultaneous submissions.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(messages.applications.alreadyApplied);
    throw error;
  }
}

export async function rejectApplication(ctx: ServiceContext, id: string): Promise<Application> {
  const { db } = ctx.deps.database;
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound(applicationTexts.notFound);
  const moved = await db.transaction(async (tx) => {
    const done = await repo.transitionApplication(tx, id, 'Waiting for Response', {
      status: 'Rejected',
      decidedAt: ctx.deps.clock(),
    });
    if (done) await notifyApplicationRejected(tx, row, rejectedEmail(row, `${ctx.publicUrl}/listing`));
    return done;
  });
  if (!moved) throw conflict(applicationTexts.alreadyDecided);
  return toApplicationDto({ ...row, status: 'Rejected' });
}

/** A customer withdraws their own waiting application. */
export async function cancelApplication(ctx: ServiceContext, user: UserInfo, id: string): Promise<Application> {
  const row = await findVisibleApplication(ctx, user, id);
  if (isAdmin(user)) throw new AppError(403, messages.session.forbidden);
  const moved = await repo.transitionApplication(ctx.deps.database.db, id, 'Waiting for Response', {
    status: 'Cancelled',
  });
  if (!moved) throw conflict(applicationTexts.notCancellable);
  return toApplicationDto({ ...row, status: 'Cancelled' });
}
