/**
 * The admin's statement (issue 25 §4, docs/decisions/0038): the draft (deductions with evidence, unpaid charges listed
 * automatically, no damage deduction for fair wear and tear, keys returned) and its issue to the tenant, who then has
 * SETTLEMENT_RESPONSE_DAYS to answer. Every save carries the version it edited: two admins saving at once leave one (409).
 */
import {
  depositDueDate,
  rmToSen,
  senToRm,
  SETTLEMENT_RESPONSE_DAYS,
  tenancyMessages as tm,
  todayInMalaysia,
  type SaveSettlementBody,
  type UserInfo,
} from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { depositSettlements, settlementDeductions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { notifySettlement } from './tenancy-notices.js';
import { actorOf, recordTenancyEvent } from './tenancy-events.js';
import { repairDeductions } from './settlement-repairs.js';
import { lockEndedContract, transition } from './settlement-shared.js';
import { getSettlement } from './settlement-statement.js';
import * as repo from './settlement.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

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
