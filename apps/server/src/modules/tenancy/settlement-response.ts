/**
 * The tenant's answer to an issued statement (issue 25 §4, docs/decisions/0038): accept it, or dispute items with a
 * comment and photos, within SETTLEMENT_RESPONSE_DAYS; a statement left unanswered is final (deemed accepted, by the
 * tenancy-lifecycle job).
 */
import { tenancyMessages as tm, type DisputeSettlementBody, type UserInfo } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { depositSettlements, settlementDeductions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { actorOf, recordTenancyEvent, SYSTEM_ACTOR } from './tenancy-events.js';
import { findVisibleTenancy } from './tenancy.service.js';
import { assertTenant, transition } from './settlement-shared.js';
import { getSettlement } from './settlement-statement.js';
import * as repo from './settlement.repository.js';

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
