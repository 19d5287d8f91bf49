/**
 * The tenant's answer to an issued statement (issue 25 §4, docs/decisions/0038): accept it, or dispute items with a
 * comment and photos, within SETTLEMENT_RESPONSE_DAYS; a statement left unanswered is final (deemed accepted, by the
 * tenancy-lifecycle job).
 */
import { tenancyMessages as tm, type DisputeSettlementBody, type UserInfo } from '@sewamudah/shared';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { depositSettlements, settlementDeductions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { actorOf, recordTenancyEvent, SYSTEM_ACTOR } from './tenancy-events.js';
import { findVisibleTenancy } from './tenancy.service.js';
import { assertTenant, transition } from './settlement-shared.js';
import { getSettlement } from './settlement-statement.js';
import * as repo from './settlement.repository.js';

/** The issued statement the tenant answers, locked; refused once its answer window has closed. */
async function openStatement(tx: DbOrTx, contractId: string, now: Date) {
  const row = await transition(tx, contractId, { status: ['issued'], error: tm.settlementNotIssued });
  if (row.respondBy && now > row.respondBy) throw conflict(tm.settlementResponseClosed);
  return row;
}

export async function acceptSettlement(deps: AppDeps, user: UserInfo, contractId: string) {
  const contract = await findVisibleTenancy(deps, user, contractId);
  assertTenant(user, contract);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const row = await openStatement(tx, contractId, now);
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
    const row = await openStatement(tx, contractId, now);
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
  // Only the statements whose answer window has closed, each locked once (no second read per row).
  const due = await tx
    .select({
      id: depositSettlements.id,
      contractId: depositSettlements.contractId,
      version: depositSettlements.version,
    })
    .from(depositSettlements)
    .where(and(eq(depositSettlements.status, 'issued'), lte(depositSettlements.respondBy, now)))
    .for('update', { skipLocked: true });
  for (const row of due) {
    await tx
      .update(depositSettlements)
      .set({ status: 'final', finalAt: now, version: row.version + 1 })
      .where(eq(depositSettlements.id, row.id));
    await recordTenancyEvent(tx, {
      contractId: row.contractId,
      type: 'settlement_finalised',
      at: now,
      actor: SYSTEM_ACTOR,
      data: { deemedAccepted: true },
    });
  }
  return due.length;
}
