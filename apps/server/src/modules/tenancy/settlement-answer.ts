/**
 * The admin's answer to a disputed statement (issue 25 §4, docs/decisions/0038): each disputed deduction is kept,
 * reduced or dropped; the statement is final once every dispute is answered.
 */
import { rmToSen, tenancyMessages as tm, type AnswerDeductionBody, type UserInfo } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { depositSettlements, settlementDeductions } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { notifySettlement } from './tenancy-notices.js';
import { actorOf, recordTenancyEvent } from './tenancy-events.js';
import { lockEndedContract, transition } from './settlement-shared.js';
import { getSettlement } from './settlement-statement.js';
import * as repo from './settlement.repository.js';

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
