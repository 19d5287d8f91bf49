/**
 * Renewal (issue 25 §3, docs/decisions/0036): reminders to both sides 90 days before the end date, the admin's offer
 * (3–24 months, new rent, deadline), the tenant's answer (accept, decline, ask for a change). On acceptance the
 * renewed term follows the old end date, its stamp duty is computed (a renewal is a new instrument) and charged
 * like the first, and the rent schedule continues at the new rent from the renewed term's first day. An offer past
 * its deadline lapses, and the tenancy ends on its end date.
 */
import {
  addDays,
  calculateStampDuty,
  RENEWAL_REMINDER_DAYS,
  rmToSen,
  senToRm,
  STAMP_DUTY_CHARGE_DESCRIPTION,
  tenancyEndDate,
  tenancyMessages as tm,
  todayInMalaysia,
  type RenewalOffer,
  type RenewalOfferBody,
  type RenewalResponseBody,
  type StampDutyPayer,
  type UserInfo,
} from '@sewamudah/shared';
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { contracts, renewalOffers, tenancyEvents, tenancyNotices, transactions } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { findContractRecord } from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { findNotice } from './notice.service.js';
import { notifyAdmins, notifySettlement } from './tenancy-notices.js';
import { actorOf, recordTenancyEvent, SYSTEM_ACTOR } from './tenancy-events.js';
import { acceptedLinks } from './renewal-links.js';
import { findVisibleTenancy } from './tenancy.service.js';

type OfferRow = typeof renewalOffers.$inferSelect;
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export const toOfferDto = (o: OfferRow): RenewalOffer => ({
  _id: o.id,
  id: o.id,
  contractId: o.contractId,
  termMonths: o.termMonths,
  rent: senToRm(o.rentSen),
  deadline: o.deadline,
  status: o.status,
  adminNote: o.adminNote,
  tenantNote: o.tenantNote,
  offeredAt: o.offeredAt.toISOString(),
  respondedAt: o.respondedAt?.toISOString() ?? null,
  startDate: o.startDate,
  endDate: o.endDate,
  stampDuty: o.stampDutySen === null ? null : senToRm(o.stampDutySen),
  tenantSignedAt: o.tenantSignedAt?.toISOString() ?? null,
  adminSignedAt: o.adminSignedAt?.toISOString() ?? null,
  verifyCode: o.verifyCode,
});

export async function listOffers(deps: AppDeps, user: UserInfo, contractId: string): Promise<RenewalOffer[]> {
  await findVisibleTenancy(deps, user, contractId);
  const rows = await deps.database.db
    .select()
    .from(renewalOffers)
    .where(eq(renewalOffers.contractId, contractId))
    .orderBy(desc(renewalOffers.createdAt))
    .limit(20);
  return rows.map(toOfferDto);
}

export async function createOffer(deps: AppDeps, admin: UserInfo, contractId: string, body: RenewalOfferBody) {
  const now = deps.clock();
  const today = todayInMalaysia(now);
  try {
    const offer = await deps.database.db.transaction(async (tx) => {
      const contract = await findContractRecord(tx, contractId, { lock: true });
      if (!contract) throw notFound(contractTexts.notFound);
      if (contract.status !== 'Active' || contract.endDate < today || (await findNotice(tx, contractId))) {
        throw conflict(tm.renewalNotActive);
      }
      if (body.deadline < today || body.deadline > contract.endDate) {
        throw badRequest(tm.renewalDeadline, { deadline: tm.renewalDeadline });
      }
      const [row] = await tx
        .insert(renewalOffers)
        .values({
          contractId,
          termMonths: body.termMonths,
          rentSen: rmToSen(body.rent),
          deadline: body.deadline,
          adminNote: body.note ?? '',
          offeredBy: admin.userId,
          offeredAt: now,
        })
        .returning();
      await recordTenancyEvent(tx, {
        contractId,
        type: 'renewal_offered',
        at: now,
        actor: actorOf(admin),
        data: { offerId: row!.id, termMonths: body.termMonths, rentSen: row!.rentSen, deadline: body.deadline },
      });
      await notifySettlement(
        tx,
        contract.userId,
        contractId,
        'renewalOffered',
        { months: body.termMonths, rent: body.rent, date: body.deadline },
        `renewalOffered:${row!.id}`,
      );
      return row!;
    });
    return toOfferDto(offer);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(tm.renewalOpen);
    throw error;
  }
}

/** The tenant answers an open offer by its deadline (Malaysian day). Acceptance renews the tenancy. */
export async function respondToOffer(
  deps: AppDeps,
  user: UserInfo,
  contractId: string,
  offerId: string,
  body: RenewalResponseBody,
  stampDutyPayer: StampDutyPayer,
) {
  const tenancy = await findVisibleTenancy(deps, user, contractId);
  if (user.userType === 'admin' || tenancy.userId !== user.userId) throw new AppError(403, tm.renewalNotOpen);
  const now = deps.clock();
  const today = todayInMalaysia(now);
  const offer = await deps.database.db.transaction(async (tx) => {
    const contract = await findContractRecord(tx, contractId, { lock: true });
    if (!contract) throw notFound(contractTexts.notFound);
    const [row] = await tx
      .select()
      .from(renewalOffers)
      .where(and(eq(renewalOffers.id, offerId), eq(renewalOffers.contractId, contractId)))
      .for('update');
    if (!row) throw notFound(tm.renewalNotFound);
    if (row.status !== 'offered' && row.status !== 'change_requested') throw conflict(tm.renewalNotOpen);
    if (row.deadline < today) throw conflict(tm.renewalLapsed);
    if (contract.status !== 'Active') throw conflict(tm.renewalNotActive);
    const values: Partial<typeof renewalOffers.$inferInsert> = { tenantNote: body.note ?? '', respondedAt: now };
    if (body.action === 'decline') values.status = 'declined';
    if (body.action === 'change') values.status = 'change_requested';
    if (body.action === 'accept') {
      const startDate = addDays(contract.endDate, 1);
      const endDate = tenancyEndDate(startDate, row.termMonths);
      const duty = calculateStampDuty({ monthlyRentSen: row.rentSen, termMonths: row.termMonths });
      Object.assign(values, { status: 'accepted', startDate, endDate, stampDutySen: duty.totalSen });
      if (stampDutyPayer === 'tenant' && duty.totalSen > 0) {
        const [charge] = await tx
          .insert(transactions)
          .values({
            userId: contract.userId,
            contractId,
            propertyId: contract.propertyId,
            roomId: contract.roomId,
            type: 'Other Fees',
            amountSen: duty.totalSen,
            dueDate: addDays(today, 14),
            status: 'Pending',
            description: STAMP_DUTY_CHARGE_DESCRIPTION,
          })
          .returning({ id: transactions.id });
        values.stampDutyTransactionId = charge!.id;
      }
      // The tenancy runs on: the end date moves, the schedule continues at the new rent from `startDate`.
      await tx.update(contracts).set({ endDate }).where(eq(contracts.id, contractId));
    }
    const [updated] = await tx.update(renewalOffers).set(values).where(eq(renewalOffers.id, row.id)).returning();
    const type =
      body.action === 'accept'
        ? 'renewal_accepted'
        : body.action === 'decline'
          ? 'renewal_declined'
          : 'renewal_change_requested';
    await recordTenancyEvent(tx, {
      contractId,
      type,
      at: now,
      actor: actorOf(user),
      data: {
        offerId: row.id,
        note: body.note ?? '',
        ...(updated!.endDate ? { startDate: updated!.startDate, endDate: updated!.endDate } : {}),
        ...(updated!.stampDutySen !== null ? { stampDutySen: updated!.stampDutySen, rentSen: updated!.rentSen } : {}),
        ...(updated!.stampDutyTransactionId ? { transactionId: updated!.stampDutyTransactionId } : {}),
      },
      // The renewal agreement is generated right after (renewal-agreement.service.ts); the link opens it.
      ...(body.action === 'accept' ? { links: acceptedLinks(contractId, row.id) } : {}),
    });
    await notifyAdmins(
      tx,
      contractId,
      'renewalAnswered',
      { answer: body.action },
      `renewalAnswered:${row.id}:${body.action}:${now.getTime()}`,
    );
    return updated!;
  });
  return toOfferDto(offer);
}

/** The rent of a month due on `dueDate`: the accepted renewal's from its first day, else the contract's. */
export async function acceptedRenewals(db: DbOrTx, contractIds: string[]) {
  if (contractIds.length === 0) return new Map<string, { startDate: string; rentSen: number; termMonths: number }[]>();
  const rows = await db
    .select({
      contractId: renewalOffers.contractId,
      startDate: renewalOffers.startDate,
      rentSen: renewalOffers.rentSen,
      termMonths: renewalOffers.termMonths,
    })
    .from(renewalOffers)
    .where(and(inArray(renewalOffers.contractId, contractIds), eq(renewalOffers.status, 'accepted')));
  const map = new Map<string, { startDate: string; rentSen: number; termMonths: number }[]>();
  for (const row of rows) {
    if (!row.startDate) continue;
    const list = map.get(row.contractId) ?? [];
    list.push({ startDate: row.startDate, rentSen: row.rentSen, termMonths: row.termMonths });
    map.set(
      row.contractId,
      list.sort((a, b) => a.startDate.localeCompare(b.startDate)),
    );
  }
  return map;
}

export function rentFor(base: number, renewals: { startDate: string; rentSen: number }[] | undefined, dueDate: string) {
  let rent = base;
  for (const r of renewals ?? []) if (dueDate >= r.startDate) rent = r.rentSen;
  return rent;
}

/**
 * The "of N" of a rent charge due on `dueDate`: the agreed term (the application's stay length; a notice that ends
 * the tenancy earlier does not shorten it) plus the terms of the accepted renewals that have begun by then.
 */
export function rentTermMonths(
  stayLength: number,
  renewals: { startDate: string; termMonths: number }[] | undefined,
  dueDate: string,
): number {
  let months = stayLength;
  for (const r of renewals ?? []) if (dueDate >= r.startDate) months += r.termMonths;
  return months;
}

/** Job: offers past their deadline lapse (the tenancy then ends on its end date). */
export async function lapseOffers(tx: DbOrTx, now: Date): Promise<number> {
  const today = todayInMalaysia(now);
  const lapsed = await tx
    .update(renewalOffers)
    .set({ status: 'lapsed' })
    .where(and(inArray(renewalOffers.status, ['offered', 'change_requested']), lt(renewalOffers.deadline, today)))
    .returning({ id: renewalOffers.id, contractId: renewalOffers.contractId });
  for (const row of lapsed) {
    await recordTenancyEvent(tx, {
      contractId: row.contractId,
      type: 'renewal_lapsed',
      at: now,
      actor: SYSTEM_ACTOR,
      data: { offerId: row.id },
    });
  }
  return lapsed.length;
}

/** Job: 90 days before the end date, both sides are reminded once per end date (a timeline event marks it). */
export async function remindRenewals(tx: DbOrTx, now: Date): Promise<number> {
  const today = todayInMalaysia(now);
  const due = await tx
    .select({ id: contracts.id, userId: contracts.userId, endDate: contracts.endDate })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'Active'),
        lte(contracts.endDate, addDays(today, RENEWAL_REMINDER_DAYS)),
        gte(contracts.endDate, today),
        sql`not exists (select 1 from ${tenancyNotices} where ${tenancyNotices.contractId} = ${contracts.id})`,
        sql`not exists (select 1 from ${renewalOffers} where ${renewalOffers.contractId} = ${contracts.id}
              and ${renewalOffers.status} in ('offered', 'change_requested', 'accepted'))`,
        sql`not exists (select 1 from ${tenancyEvents} where ${tenancyEvents.contractId} = ${contracts.id}
              and ${tenancyEvents.type} = 'renewal_reminder_sent' and ${tenancyEvents.data}->>'endDate' = ${contracts.endDate}::text)`,
      ),
    )
    .orderBy(contracts.endDate)
    .limit(200);
  for (const c of due) {
    const key = `renewalReminder:${c.id}:${c.endDate}`;
    await notifySettlement(tx, c.userId, c.id, 'renewalReminder', { date: c.endDate }, key);
    await notifyAdmins(tx, c.id, 'renewalReminder', { date: c.endDate }, key);
    await recordTenancyEvent(tx, {
      contractId: c.id,
      type: 'renewal_reminder_sent',
      at: now,
      actor: SYSTEM_ACTOR,
      data: { endDate: c.endDate },
    });
  }
  return due.length;
}
