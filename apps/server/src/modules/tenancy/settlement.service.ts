/**
 * Deposit settlement (issue 25 §4, docs/decisions/0038): after the tenancy ends, the admin itemises deductions with
 * evidence (unpaid charges listed automatically; no damage deduction where the move-in and move-out conditions are
 * the same), issues the statement, the tenant accepts or disputes items within 7 days, the admin answers each, and
 * the balance is refunded through the refunds machinery (with its receipt) or the shortfall becomes a charge.
 * Every save carries the version it edited: two admins saving at once leave one (409).
 */
import {
  daysBetween,
  depositDueDate,
  rmToSen,
  senToRm,
  SETTLEMENT_RESPONSE_DAYS,
  tenancyMessages as tm,
  todayInMalaysia,
  type AnswerDeductionBody,
  type DepositSettlement,
  type DisputeSettlementBody,
  type SaveSettlementBody,
  type UserInfo,
} from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { depositSettlements, receipts, refunds, settlementDeductions } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { findContractRecord } from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { notifySettlement } from './tenancy-notices.js';
import { actorOf, recordTenancyEvent, SYSTEM_ACTOR } from './tenancy-events.js';
import { findVisibleTenancy } from './tenancy.service.js';
import { contractLandlord } from './landlord.js';
import { repairDeductions, unpaidRepairShares } from './settlement-repairs.js';
import * as repo from './settlement.repository.js';

// The refund of the balance lives beside (settlement-refund.ts); the routes reach it through this module too.
export { recordTransfer, saveRefundAccount, settleDeposit } from './settlement-refund.js';

export type ContractRow = NonNullable<Awaited<ReturnType<typeof findContractRecord>>>;
const DAY_MS = 24 * 60 * 60 * 1000;
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export const finalSen = (d: repo.DeductionRow) =>
  d.answer === 'drop' ? 0 : d.answer === 'reduce' ? (d.answeredAmountSen ?? d.amountSen) : d.amountSen;

function toDto(
  contract: ContractRow,
  row: repo.SettlementRow | null,
  deductions: repo.DeductionRow[],
  depositSen: number,
  now: Date,
  refund: {
    id: string;
    amountSen: number;
    createdAt: Date;
    receiptId: string | null;
    receiptNumber: string | null;
  } | null,
): DepositSettlement {
  const today = todayInMalaysia(now);
  const dueDate = row?.dueDate ?? depositDueDate(contract.endDate, contract.depositReturnDays);
  const total = deductions.reduce((sum, d) => sum + finalSen(d), 0);
  const settled = row?.status === 'refunded';
  const daysLeft = daysBetween(today, dueDate);
  return {
    contractId: contract.id,
    status: row?.status ?? 'not_started',
    version: row?.version ?? 0,
    deposit: senToRm(row?.depositSen ?? depositSen),
    deductions: deductions.map((d) => ({
      id: d.id,
      kind: d.kind,
      description: d.description,
      amount: senToRm(d.amountSen),
      finalAmount: senToRm(finalSen(d)),
      evidence: d.evidence,
      inspectionItemId: d.inspectionItemId,
      transactionId: d.transactionId,
      complaintId: d.kind === 'repair' ? (d.evidence.find((e) => e.kind === 'maintenance')?.id ?? null) : null,
      settled: d.settledAt !== null,
      dispute: d.disputedAt
        ? { comment: d.disputeComment ?? '', at: d.disputedAt.toISOString(), photoIds: d.disputePhotoIds }
        : null,
      answer:
        d.answer && d.answeredAt
          ? { answer: d.answer, note: d.answerNote ?? '', amount: senToRm(finalSen(d)), at: d.answeredAt.toISOString() }
          : null,
    })),
    totalDeductions: senToRm(total),
    balance: senToRm((row?.depositSen ?? depositSen) - total),
    tenancyEndDate: contract.endDate,
    dueDate,
    depositReturnDays: contract.depositReturnDays,
    daysLeft,
    overdue: !settled && daysLeft < 0,
    issuedAt: row?.issuedAt?.toISOString() ?? null,
    respondBy: row?.respondBy?.toISOString() ?? null,
    finalAt: row?.finalAt?.toISOString() ?? null,
    refund: refund
      ? {
          id: refund.id,
          amount: senToRm(refund.amountSen),
          at: refund.createdAt.toISOString(),
          receipt:
            refund.receiptId && refund.receiptNumber ? { id: refund.receiptId, number: refund.receiptNumber } : null,
        }
      : null,
    shortfallTransactionId: row?.shortfallTransactionId ?? null,
    keysReturned: row?.keysReturned ?? null,
    keysReturnedAt: row?.keysReturnedAt?.toISOString() ?? null,
    landlord: contract.landlord ?? null,
    refundMethod: row?.refundMethod ?? null,
    refundAccount: row?.refundAccount ?? null,
    transfer:
      row?.transferReference && row.transferDate ? { reference: row.transferReference, date: row.transferDate } : null,
    repairShares: [],
    pdfUrl: row ? settlementPdfPath(contract.id) : null,
  };
}

/** The statement's PDF (API path): the tenant and admins only. */
export const settlementPdfPath = (contractId: string) =>
  `/api/contracts/${contractId}/deposit-settlement/statement.pdf`;

async function load(db: DbOrTx, contract: ContractRow, now: Date): Promise<DepositSettlement> {
  const row = await repo.findSettlement(db, contract.id);
  const deductions = row ? await repo.listDeductions(db, row.id) : [];
  const held = row ? { sen: row.depositSen } : await repo.depositHeldSen(db, contract);
  let refund = null;
  if (row?.refundId) {
    const [r] = await db
      .select({
        id: refunds.id,
        amountSen: refunds.amountSen,
        createdAt: refunds.createdAt,
        receiptId: receipts.id,
        receiptNumber: receipts.number,
      })
      .from(refunds)
      .leftJoin(receipts, eq(receipts.refundId, refunds.id))
      .where(eq(refunds.id, row.refundId))
      .limit(1);
    refund = r ?? null;
  }
  return { ...toDto(contract, row, deductions, held.sen, now, refund), landlord: await contractLandlord(db, contract) };
}

/** The admin's view also lists the tenancy's unpaid repair shares that may be deducted. */
async function loadForAdmin(db: DbOrTx, contract: ContractRow, now: Date): Promise<DepositSettlement> {
  const dto = await load(db, contract, now);
  const open = dto.status === 'not_started' || dto.status === 'draft';
  return open ? { ...dto, repairShares: await unpaidRepairShares(db, contract.id) } : dto;
}

export async function getSettlement(deps: AppDeps, user: UserInfo, contractId: string) {
  const contract = await findVisibleTenancy(deps, user, contractId);
  const row = await repo.findSettlement(deps.database.db, contractId);
  // The tenant sees a statement once it is issued; before that, only that none is out yet.
  if (user.userType !== 'admin' && (!row || row.status === 'draft')) {
    const preview = await load(deps.database.db, contract, deps.clock());
    return {
      ...preview,
      status: 'not_started' as const,
      version: 0,
      deductions: [],
      totalDeductions: 0,
      balance: preview.deposit,
      pdfUrl: null,
    };
  }
  if (user.userType === 'admin') return loadForAdmin(deps.database.db, contract, deps.clock());
  return load(deps.database.db, contract, deps.clock());
}

export async function lockEndedContract(tx: DbOrTx, contractId: string): Promise<ContractRow> {
  const contract = await findContractRecord(tx, contractId, { lock: true });
  if (!contract) throw notFound(contractTexts.notFound);
  if (contract.status !== 'Ended') throw conflict(tm.settlementNotEnded);
  return contract;
}

/** Admin: creates or edits the draft (deductions replaced, unpaid charges re-listed, keys returned). */
export async function saveSettlement(deps: AppDeps, admin: UserInfo, contractId: string, body: SaveSettlementBody) {
  const now = deps.clock();
  const db = deps.database.db;
  try {
    await db.transaction(async (tx) => {
      const contract = await lockEndedContract(tx, contractId);
      let row = await repo.findSettlement(tx, contractId, { lock: true });
      if ((row?.version ?? 0) !== body.version) throw conflict(tm.settlementChanged);
      // An empty list records no keys (a save without keys leaves what was recorded).
      const keys = body.keysReturned?.length ? body.keysReturned : null;
      if (row && row.status !== 'draft') throw conflict(tm.settlementNotEditable);
      for (const d of body.deductions) await checkDeduction(tx, contractId, d);
      if (!row) {
        const held = await repo.depositHeldSen(tx, contract);
        if (!held.chargeId) throw conflict(tm.settlementNoDeposit);
        const [created] = await tx
          .insert(depositSettlements)
          .values({
            contractId,
            depositSen: held.sen,
            dueDate: depositDueDate(contract.endDate, contract.depositReturnDays),
            createdBy: admin.userId,
            keysReturned: keys,
            keysReturnedAt: keys ? now : null,
          })
          .returning();
        row = created ?? null;
      } else {
        await tx
          .update(depositSettlements)
          .set({
            version: row.version + 1,
            ...(keys ? { keysReturned: keys, keysReturnedAt: now } : {}),
          })
          .where(and(eq(depositSettlements.id, row.id), eq(depositSettlements.version, row.version)));
      }
      if (!row) throw conflict(tm.settlementChanged);
      const settlementId = row.id;
      await tx.delete(settlementDeductions).where(eq(settlementDeductions.settlementId, settlementId));
      const unpaid = await repo.unpaidCharges(tx, contractId);
      const repairs = await repairDeductions(tx, contractId, body.repairs ?? []);
      const values = [
        ...unpaid.map((c) => ({
          kind: 'unpaid_charge' as const,
          description: c.description ?? c.type,
          amountSen: c.amountSen,
          evidence: [{ kind: 'receipt', id: c.id, note: `${c.type} ${c.dueDate}` }],
          transactionId: c.id,
          inspectionItemId: null,
        })),
        ...body.deductions.map((d) => ({
          kind: d.kind,
          description: d.description,
          amountSen: rmToSen(d.amount),
          evidence: [
            ...d.evidence,
            ...(d.moveInCondition && d.moveOutCondition
              ? [{ kind: 'note', note: `move-in: ${d.moveInCondition}; move-out: ${d.moveOutCondition}` }]
              : []),
          ],
          transactionId: null,
          inspectionItemId: d.inspectionItemId ?? null,
        })),
        ...repairs,
      ];
      if (values.length > 0) {
        await tx.insert(settlementDeductions).values(values.map((v, position) => ({ ...v, settlementId, position })));
      }
      if (keys) {
        await recordTenancyEvent(tx, {
          contractId,
          type: 'keys_returned',
          at: now,
          actor: actorOf(admin),
          data: { keys },
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(tm.settlementChanged);
    throw error;
  }
  return getSettlement(deps, admin, contractId);
}

/** Fair wear and tear is not deducted; a damage deduction needs its evidence. */
async function checkDeduction(tx: DbOrTx, contractId: string, d: SaveSettlementBody['deductions'][number]) {
  if (d.inspectionItemId) {
    const pair = await repo.reportItemPair(tx, contractId, d.inspectionItemId);
    if (!pair) throw badRequest(tm.settlementNoSuchItem);
    if (d.kind === 'damage' && pair.moveIn !== null && pair.moveIn === pair.moveOut) {
      throw conflict(tm.settlementNoDeductionWearAndTear);
    }
    return;
  }
  if (d.kind !== 'damage') return;
  if (!d.moveInCondition || !d.moveOutCondition) throw badRequest(tm.settlementDamageEvidence);
  if (d.moveInCondition === d.moveOutCondition) throw conflict(tm.settlementNoDeductionWearAndTear);
}

/** Moves a statement on under its version (the row is locked; a stale version answers 409). */
export async function transition(
  tx: DbOrTx,
  contractId: string,
  expect: { version?: number; status: readonly string[]; error: string },
) {
  const row = await repo.findSettlement(tx, contractId, { lock: true });
  if (!row) throw notFound(tm.settlementNotFound);
  if (expect.version !== undefined && row.version !== expect.version) throw conflict(tm.settlementChanged);
  if (!expect.status.includes(row.status)) throw conflict(expect.error);
  return row;
}

export async function issueSettlement(deps: AppDeps, admin: UserInfo, contractId: string, version: number) {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const contract = await lockEndedContract(tx, contractId);
    const row = await transition(tx, contractId, { version, status: ['draft'], error: tm.settlementNotEditable });
    const respondBy = new Date(now.getTime() + SETTLEMENT_RESPONSE_DAYS * DAY_MS);
    await tx
      .update(depositSettlements)
      .set({ status: 'issued', version: row.version + 1, issuedAt: now, respondBy })
      .where(eq(depositSettlements.id, row.id));
    const deductions = await repo.listDeductions(tx, row.id);
    const totalSen = deductions.reduce((s, d) => s + d.amountSen, 0);
    await recordTenancyEvent(tx, {
      contractId,
      type: 'settlement_issued',
      at: now,
      actor: actorOf(admin),
      data: { depositSen: row.depositSen, deductionsSen: totalSen, balanceSen: row.depositSen - totalSen, respondBy },
    });
    await notifySettlement(tx, contract.userId, contractId, 'settlementIssued', {
      balance: senToRm(row.depositSen - totalSen),
      respondBy: todayInMalaysia(respondBy),
    });
  });
  return getSettlement(deps, admin, contractId);
}

export function assertTenant(user: UserInfo, contract: ContractRow) {
  if (user.userType === 'admin' || contract.userId !== user.userId) throw new AppError(403, tm.settlementNotIssued);
}

export async function acceptSettlement(deps: AppDeps, user: UserInfo, contractId: string) {
  const contract = await findVisibleTenancy(deps, user, contractId);
  assertTenant(user, contract);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const row = await transition(tx, contractId, { status: ['issued'], error: tm.settlementNotIssued });
    if (row.respondBy && now > row.respondBy) throw conflict(tm.settlementResponseClosed);
    await tx
      .update(depositSettlements)
      .set({ status: 'final', version: row.version + 1, acceptedAt: now, finalAt: now })
      .where(eq(depositSettlements.id, row.id));
    await recordTenancyEvent(tx, {
      contractId,
      type: 'settlement_accepted',
      at: now,
      actor: actorOf(user),
    });
  });
  return getSettlement(deps, user, contractId);
}

export async function disputeSettlement(
  deps: AppDeps,
  user: UserInfo,
  contractId: string,
  body: DisputeSettlementBody,
) {
  const contract = await findVisibleTenancy(deps, user, contractId);
  assertTenant(user, contract);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const row = await transition(tx, contractId, { status: ['issued'], error: tm.settlementNotIssued });
    if (row.respondBy && now > row.respondBy) throw conflict(tm.settlementResponseClosed);
    const ids = [...new Set(body.items.map((i) => i.deductionId))];
    const found = await repo.deductionsByIds(tx, row.id, ids);
    if (found.length !== ids.length) throw badRequest(tm.settlementNoSuchDeduction);
    for (const item of body.items) {
      await tx
        .update(settlementDeductions)
        .set({ disputeComment: item.comment, disputePhotoIds: item.photoIds ?? [], disputedAt: now })
        .where(eq(settlementDeductions.id, item.deductionId));
    }
    await tx
      .update(depositSettlements)
      .set({ status: 'disputed', version: row.version + 1 })
      .where(eq(depositSettlements.id, row.id));
    await recordTenancyEvent(tx, {
      contractId,
      type: 'settlement_disputed',
      at: now,
      actor: actorOf(user),
      data: { deductionIds: ids, comments: body.items.map((i) => i.comment) },
    });
  });
  return getSettlement(deps, user, contractId);
}

/** Admin: keeps, reduces or drops one disputed deduction; the statement is final once every dispute is answered. */
export async function answerDeduction(
  deps: AppDeps,
  admin: UserInfo,
  contractId: string,
  deductionId: string,
  body: AnswerDeductionBody,
) {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const contract = await lockEndedContract(tx, contractId);
    const row = await transition(tx, contractId, { status: ['disputed'], error: tm.settlementNotDisputed });
    const [deduction] = await repo.deductionsByIds(tx, row.id, [deductionId]);
    if (!deduction) throw notFound(tm.settlementNoSuchDeduction);
    if (!deduction.disputedAt || deduction.answeredAt) throw conflict(tm.settlementNotDisputed);
    // A charge is settled whole by the deposit or not at all (ADR 0038): it is kept or dropped, never reduced.
    if (deduction.transactionId && body.answer === 'reduce') throw conflict(tm.chargeWhole);
    const reduced = body.answer === 'reduce' ? rmToSen(body.amount ?? 0) : null;
    if (reduced !== null && (reduced <= 0 || reduced >= deduction.amountSen)) {
      throw badRequest(tm.settlementReduceAmount, { amount: tm.settlementReduceAmount });
    }
    await tx
      .update(settlementDeductions)
      .set({ answer: body.answer, answerNote: body.note, answeredAmountSen: reduced, answeredAt: now })
      .where(eq(settlementDeductions.id, deductionId));
    const open = (await repo.listDeductions(tx, row.id)).filter((d) => d.disputedAt && !d.answeredAt);
    const final = open.length === 0;
    await tx
      .update(depositSettlements)
      .set({ version: row.version + 1, ...(final ? { status: 'final' as const, finalAt: now } : {}) })
      .where(eq(depositSettlements.id, row.id));
    await recordTenancyEvent(tx, {
      contractId,
      type: 'settlement_answered',
      at: now,
      actor: actorOf(admin),
      data: {
        deductionId,
        answer: body.answer,
        amountSen: body.answer === 'drop' ? 0 : (reduced ?? deduction.amountSen),
        note: body.note,
        final,
      },
    });
    if (final) {
      await recordTenancyEvent(tx, { contractId, type: 'settlement_finalised', at: now, actor: actorOf(admin) });
      await notifySettlement(tx, contract.userId, contractId, 'settlementAnswered', {});
    }
  });
  return getSettlement(deps, admin, contractId);
}

/** Job: a statement not answered within 7 days is final (deemed accepted). */
export async function finaliseUnansweredSettlements(tx: DbOrTx, now: Date): Promise<number> {
  const due = await tx
    .select({
      id: depositSettlements.id,
      contractId: depositSettlements.contractId,
      version: depositSettlements.version,
    })
    .from(depositSettlements)
    .where(eq(depositSettlements.status, 'issued'))
    .for('update', { skipLocked: true });
  let count = 0;
  for (const row of due) {
    const [current] = await tx.select().from(depositSettlements).where(eq(depositSettlements.id, row.id));
    if (!current?.respondBy || current.respondBy > now) continue;
    await tx
      .update(depositSettlements)
      .set({ status: 'final', finalAt: now, version: current.version + 1 })
      .where(eq(depositSettlements.id, row.id));
    await recordTenancyEvent(tx, {
      contractId: row.contractId,
      type: 'settlement_finalised',
      at: now,
      actor: SYSTEM_ACTOR,
      data: { deemedAccepted: true },
    });
    count += 1;
  }
  return count;
}
