/**
 * Notice to vacate (issue 25 §3, docs/decisions/0036): the tenant or an admin gives notice in the portal. The
 * earliest last day is today (Malaysia, injected clock) + the contract's notice months − 1 day; ending before the
 * contract's end date follows its early-termination terms, and a fee the terms name is charged with the notice.
 */
import {
  quoteNotice,
  senToRm,
  tenancyMessages as tm,
  todayInMalaysia,
  type NoticeBody,
  type NoticeState,
  type UserInfo,
} from '@sewamudah/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { contracts, tenancyNotices, transactions } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { findContractRecord } from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { contractLandlord } from './landlord.js';
import { actorOf, recordTenancyEvent } from './tenancy-events.js';
import { notifyAdmins, notifySettlement } from './tenancy-notices.js';
import { findVisibleTenancy } from './tenancy.service.js';

type ContractRow = NonNullable<Awaited<ReturnType<typeof findContractRecord>>>;
type NoticeRow = typeof tenancyNotices.$inferSelect;

export const termsOf = (c: ContractRow): NoticeState['terms'] => ({
  noticeMonths: c.noticeMonths,
  diplomaticMonths: c.terminationTerms.diplomaticMonths,
  feeMonths: c.terminationTerms.feeMonths,
  depositReturnDays: c.depositReturnDays,
  landlord: c.landlord ?? null,
});

const toNoticeDto = (n: NoticeRow): NonNullable<NoticeState['notice']> => ({
  id: n.id,
  givenByRole: n.givenByRole,
  givenAt: n.givenAt.toISOString(),
  endDate: n.endDate,
  early: n.early,
  fee: senToRm(n.feeSen),
  reason: n.reason,
});

export async function findNotice(db: DbOrTx, contractId: string): Promise<NoticeRow | null> {
  const [row] = await db.select().from(tenancyNotices).where(eq(tenancyNotices.contractId, contractId)).limit(1);
  return row ?? null;
}

/** The notice page: the contract's terms, the notice if given, else what one given today would mean. */
export async function getNoticeState(deps: AppDeps, user: UserInfo, contractId: string): Promise<NoticeState> {
  const contract = await findVisibleTenancy(deps, user, contractId);
  const notice = await findNotice(deps.database.db, contractId);
  const today = todayInMalaysia(deps.clock());
  const quote =
    !notice && contract.status === 'Active' && contract.endDate >= today ? quoteNotice(contract, today) : null;
  return {
    today,
    terms: { ...termsOf(contract), landlord: await contractLandlord(deps.database.db, contract) },
    notice: notice ? toNoticeDto(notice) : null,
    quote: quote
      ? {
          earliestEndDate: quote.earliestEndDate,
          latestEndDate: contract.endDate,
          endDate: quote.endDate,
          early: quote.early,
          withinDiplomaticPeriod: quote.withinDiplomaticPeriod,
          fee: senToRm(quote.feeSen),
          rent: senToRm(contract.rentSen),
        }
      : null,
  };
}

/**
 * Gives notice (tenant: their own tenancy; admin: any). One per tenancy. The last day is between the earliest the
 * notice allows and the contract's end date; a fee under the terms needs the caller's `acceptCost` and becomes a
 * charge; an earlier last day moves the contract's end date (charges due after it are cancelled).
 */
export async function giveNotice(deps: AppDeps, user: UserInfo, contractId: string, body: NoticeBody) {
  await findVisibleTenancy(deps, user, contractId);
  const now = deps.clock();
  const today = todayInMalaysia(now);
  await deps.database.db.transaction(async (tx) => {
    const contract = await findContractRecord(tx, contractId, { lock: true });
    if (!contract) throw notFound(contractTexts.notFound);
    if (contract.status !== 'Active' || contract.endDate < today) throw conflict(tm.notActive);
    if (await findNotice(tx, contractId)) throw conflict(tm.noticeGiven);
    const quote = quoteNotice(contract, today, body.endDate);
    if (quote.endDate < quote.earliestEndDate) throw badRequest(tm.noticeTooEarly, { endDate: tm.noticeTooEarly });
    if (quote.endDate > contract.endDate) throw badRequest(tm.noticeAfterEnd, { endDate: tm.noticeAfterEnd });
    if (quote.feeSen > 0 && body.acceptCost !== true) throw conflict(tm.acceptCost);
    let feeTransactionId: string | null = null;
    if (quote.feeSen > 0) {
      const [fee] = await tx
        .insert(transactions)
        .values({
          userId: contract.userId,
          contractId,
          propertyId: contract.propertyId,
          roomId: contract.roomId,
          type: 'Other Fees',
          amountSen: quote.feeSen,
          dueDate: quote.endDate,
          status: 'Pending',
          description: tm.earlyTerminationFee,
        })
        .returning({ id: transactions.id });
      feeTransactionId = fee!.id;
    }
    const [notice] = await tx
      .insert(tenancyNotices)
      .values({
        contractId,
        givenByRole: user.userType === 'admin' ? 'admin' : 'tenant',
        givenBy: user.userId,
        givenAt: now,
        endDate: quote.endDate,
        early: quote.early,
        feeSen: quote.feeSen,
        feeTransactionId,
        reason: body.reason ?? '',
      })
      .returning();
    if (quote.early) {
      await tx.update(contracts).set({ endDate: quote.endDate }).where(eq(contracts.id, contractId));
      // Rent for months after the last day is not owed (the fee, due on the last day, stays).
      await tx
        .update(transactions)
        .set({ status: 'Cancelled' })
        .where(
          and(
            eq(transactions.contractId, contractId),
            eq(transactions.type, 'Monthly Rental'),
            eq(transactions.status, 'Pending'),
            gt(transactions.dueDate, quote.endDate),
          ),
        );
    }
    await recordTenancyEvent(tx, {
      contractId,
      type: 'notice_given',
      at: now,
      actor: actorOf(user),
      data: {
        noticeId: notice!.id,
        endDate: quote.endDate,
        previousEndDate: contract.endDate,
        early: quote.early,
        feeSen: quote.feeSen,
        noticeMonths: contract.noticeMonths,
        ...(feeTransactionId ? { transactionId: feeTransactionId } : {}),
      },
    });
    await recordTenancyEvent(tx, {
      contractId,
      type: 'move_out_scheduled',
      at: now,
      actor: actorOf(user),
      data: { endDate: quote.endDate, reason: 'notice' },
    });
    const values = { date: quote.endDate, fee: senToRm(quote.feeSen) };
    if (user.userType === 'admin') {
      await notifySettlement(tx, contract.userId, contractId, 'tenancyNoticeGiven', values);
    } else {
      await notifyAdmins(tx, contractId, 'tenancyNoticeGiven', values, `tenancyNoticeGiven:${contractId}`);
    }
  });
  return getNoticeState(deps, user, contractId);
}
