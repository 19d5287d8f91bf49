/**
 * The deposit statement as its readers see it (issue 25 §4, docs/decisions/0038): the admin sees the draft and the
 * repair shares that may be deducted; the tenant sees a statement only once it is issued.
 */
import {
  daysBetween,
  depositDueDate,
  senToRm,
  todayInMalaysia,
  type DepositSettlement,
  type UserInfo,
} from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { receipts, refunds } from '../../db/schema/index.js';
import { findVisibleTenancy } from './tenancy.service.js';
import { contractLandlord } from './landlord.js';
import { unpaidRepairShares } from './settlement-repairs.js';
import { finalSen, settlementPdfPath, type ContractRow } from './settlement-shared.js';
import * as repo from './settlement.repository.js';

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
