/**
 * Listing reports (issue 28 §6): a customer reports a listing once (unique index: a second report is 409), with a
 * reason from LISTING_REPORT_REASONS and an optional note; every admin is told. Admins page through the queue (open
 * first) and resolve or dismiss an open report once (a conditional UPDATE: a decided report is 409), recording who
 * and when from the injected clock; the reporter is told the outcome in their language.
 */
import {
  listingReportMessages as m,
  type CreateListingReportBody,
  type ListingReport,
  type ListingReportReason,
  type ListingReportsQuery,
  type OwnListingReport,
  type UserInfo,
} from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pageOf, type ListTotal } from '../../lib/lists/paging.js';
import { toOwnReportDto, toReportDto } from './listing-reports.mapper.js';
import { tellAdminsOfReport, tellReporter } from './listing-reports-notices.js';
import * as repo from './listing-reports.repository.js';

export interface ListingReportsContext {
  db: Db;
  clock: AppDeps['clock'];
  publicUrl: string;
}

const noteOf = (note: string | undefined) => (note && note.trim() ? note.trim() : null);

/** Every property is public once it exists (there is no draft state); an unknown one is 404. */
async function publicProperty(db: DbOrTx, id: string) {
  const property = await repo.findProperty(db, id);
  if (!property) throw notFound(m.propertyNotFound);
  return property;
}

export async function report(
  ctx: ListingReportsContext,
  user: UserInfo,
  propertyId: string,
  body: CreateListingReportBody,
): Promise<OwnListingReport> {
  return ctx.db.transaction(async (tx) => {
    const property = await publicProperty(tx, propertyId);
    const row = await repo.insertReport(tx, {
      propertyId,
      userId: user.userId,
      reason: body.reason,
      note: noteOf(body.note),
      createdAt: ctx.clock(),
    });
    if (!row) throw conflict(m.alreadyReported);
    await tellAdminsOfReport(tx, ctx.publicUrl, {
      id: row.id,
      reason: body.reason,
      place: property.name,
      customer: user.userName,
    });
    return toOwnReportDto(row);
  });
}

/** The caller's own report of the listing, or null. */
export async function ownReport(
  ctx: ListingReportsContext,
  user: UserInfo,
  propertyId: string,
): Promise<OwnListingReport | null> {
  await publicProperty(ctx.db, propertyId);
  const row = await repo.findOwnReport(ctx.db, propertyId, user.userId);
  return row ? toOwnReportDto(row) : null;
}

export async function listReports(
  ctx: ListingReportsContext,
  query: ListingReportsQuery,
): Promise<{ items: ListingReport[]; total: ListTotal }> {
  const { rows, total } = await repo.queue(ctx.db, query.status, pageOf(query));
  return { items: rows.map(toReportDto), total };
}

export async function decide(
  ctx: ListingReportsContext,
  admin: UserInfo,
  id: string,
  outcome: 'resolved' | 'dismissed',
  note: string | undefined,
): Promise<ListingReport> {
  return ctx.db.transaction(async (tx) => {
    const decided = await repo.decideReport(tx, id, {
      status: outcome,
      adminNote: noteOf(note),
      decidedBy: admin.userId,
      decidedAt: ctx.clock(),
    });
    if (!decided) {
      if (!(await repo.reportExists(tx, id))) throw notFound(m.reportNotFound);
      throw conflict(m.alreadyDecided);
    }
    const row = (await repo.findReport(tx, id))!;
    await tellReporter(
      tx,
      ctx.publicUrl,
      {
        id: row.id,
        userId: row.userId,
        propertyId: row.propertyId,
        reason: row.reason as ListingReportReason,
        place: row.propertyName,
      },
      outcome,
    );
    return toReportDto(row);
  });
}
