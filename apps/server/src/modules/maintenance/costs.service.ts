/**
 * Who pays (issue 26 §4, ADR 0035): the admin records the repair's cost and who bears it (landlord, tenant, shared
 * with an amount each). The tenant's share is a 'Repair' charge of exactly that amount on the ticket's tenancy, paid
 * like any charge (FPX or card, with its receipt); the tenant may dispute it before paying. A revision while the
 * charge is unpaid changes the charge in the same transaction (its amount, or cancels it when the share becomes 0);
 * a paid share is final.
 */
import {
  tenancyMessages as tm,
  addDays,
  formatRM,
  maintenanceMessages,
  rmToSen,
  senToRm,
  todayInMalaysia,
  type RecordCostBody,
  type UserInfo,
} from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { complaintCosts, transactions } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import * as complaintsRepo from '../complaints/complaints.repository.js';
import { notifyAdmins, notifyTenant } from '../notifications/maintenance-notices.js';
import * as repo from './maintenance.repository.js';
import { chargeInDepositSettlement } from './repair-charges.js';
import { assertAdmin, assertTenant, findVisibleTicket, type TicketApp } from './tickets.service.js';

/** Days the tenant has to pay a repair share. */
export const REPAIR_CHARGE_DAYS = 14;

export function shares(body: { totalRm: number; bearer: string; tenantRm?: number | undefined }) {
  const totalSen = rmToSen(body.totalRm);
  if (body.bearer === 'landlord') return { totalSen, landlordSen: totalSen, tenantSen: 0 };
  if (body.bearer === 'tenant') return { totalSen, landlordSen: 0, tenantSen: totalSen };
  if (body.tenantRm === undefined) {
    throw badRequest(maintenanceMessages.costShares, { tenantRm: maintenanceMessages.costShares });
  }
  const tenantSen = rmToSen(body.tenantRm);
  if (tenantSen > totalSen)
    throw badRequest(maintenanceMessages.costShares, { tenantRm: maintenanceMessages.costShares });
  return { totalSen, landlordSen: totalSen - tenantSen, tenantSen };
}

/** Records or revises the cost; answers the intent to retire (a revised unpaid charge's old payment attempt). */
export async function recordCost(
  app: TicketApp,
  user: UserInfo,
  id: string,
  body: RecordCostBody,
): Promise<{ retireIntent: string | null }> {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  assertAdmin(user);
  if (ticket.kind !== 'maintenance') throw conflict(maintenanceMessages.notMaintenance);
  const split = shares(body);
  const now = app.deps.clock();
  return db.transaction(async (tx) => {
    await repo.lockTicket(tx, id);
    const existing = await repo.findCost(tx, id);
    let transactionId = existing?.cost.transactionId ?? null;
    let retire: string | null = null;
    if (transactionId) {
      const [charge] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
      if (charge && charge.status === 'Paid') throw conflict(maintenanceMessages.costPaid);
      // On a deposit statement the share is fixed there (ADR 0038): it is settled by the deposit, not revised here.
      if (charge && (await chargeInDepositSettlement(tx, charge.id))) throw conflict(tm.repairInSettlement);
      if (charge && charge.status === 'Pending') {
        // The charge always equals the share: a new amount, or cancelled when the tenant bears nothing now.
        const changes = split.tenantSen > 0 ? { amountSen: split.tenantSen } : { status: 'Cancelled' as const };
        if (split.tenantSen !== charge.amountSen || split.tenantSen === 0) {
          await tx
            .update(transactions)
            .set({ ...changes, paymentIntentId: null })
            .where(eq(transactions.id, charge.id));
          retire = charge.paymentIntentId;
        }
        if (split.tenantSen === 0) transactionId = null;
      } else {
        transactionId = null;
      }
    }
    if (!transactionId && split.tenantSen > 0) {
      const contractId = ticket.contractId ?? (await complaintsRepo.findComplaintRental(tx, ticket.userId))?.contractId;
      if (!contractId) throw conflict(maintenanceMessages.noContract);
      const [charge] = await tx
        .insert(transactions)
        .values({
          userId: ticket.userId,
          contractId,
          propertyId: ticket.propertyId,
          type: 'Repair',
          amountSen: split.tenantSen,
          dueDate: addDays(todayInMalaysia(now), REPAIR_CHARGE_DAYS),
          description: ticket.title,
        })
        .returning({ id: transactions.id });
      transactionId = charge!.id;
    }
    const values = {
      ...split,
      bearer: body.bearer,
      note: body.note ?? null,
      transactionId,
      recordedBy: user.userId,
      disputeReason: null,
      disputedAt: null,
    };
    await tx
      .insert(complaintCosts)
      .values({ complaintId: id, ...values })
      .onConflictDoUpdate({ target: complaintCosts.complaintId, set: values });
    await repo.appendEvent(tx, {
      complaintId: id,
      type: 'costRecorded',
      actorId: user.userId,
      at: now,
      data: {
        totalRm: senToRm(split.totalSen),
        bearer: body.bearer,
        landlordRm: senToRm(split.landlordSen),
        tenantRm: senToRm(split.tenantSen),
        transactionId,
      },
    });
    if (split.tenantSen > 0 && transactionId) {
      await notifyTenant(tx, app.config.publicUrl, ticket, {
        kind: 'repairCharge',
        values: { title: ticket.title, amount: formatRM(senToRm(split.tenantSen)) },
        dedupeKey: `repair-charge:${transactionId}:${split.tenantSen}`,
      });
    }
    return { retireIntent: retire };
  });
}

/** The tenant disputes their unpaid share (once per recorded cost), with a reason the admins see. */
export async function disputeCost(app: TicketApp, user: UserInfo, id: string, reason: string): Promise<void> {
  const db = app.deps.database.db;
  const ticket = await findVisibleTicket(db, user, id);
  assertTenant(user, ticket);
  const now = app.deps.clock();
  await db.transaction(async (tx) => {
    await repo.lockTicket(tx, id);
    const cost = await repo.findCost(tx, id);
    if (!cost) throw notFound(maintenanceMessages.costNotFound);
    if (cost.cost.tenantSen === 0 || !cost.cost.transactionId) throw conflict(maintenanceMessages.noTenantShare);
    if (cost.chargeStatus !== 'Pending') throw conflict(maintenanceMessages.disputeAfterPaying);
    if (cost.cost.disputedAt) throw conflict(maintenanceMessages.alreadyDisputed);
    await tx
      .update(complaintCosts)
      .set({ disputeReason: reason, disputedAt: now })
      .where(eq(complaintCosts.complaintId, id));
    await repo.appendEvent(tx, {
      complaintId: id,
      type: 'costDisputed',
      actorId: user.userId,
      at: now,
      data: { reason },
    });
    await notifyAdmins(tx, app.config.publicUrl, ticket, {
      kind: 'costDisputed',
      values: { title: ticket.title, reason },
      dedupeKey: `cost-disputed:${id}:${now.getTime()}`,
    });
  });
}
