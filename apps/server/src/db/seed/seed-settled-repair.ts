/** The repair share of Aisyah's ended tenancy that its deposit settlement deducted (seed-settlement.ts). */
import { addDays, todayInMalaysia } from '@sewamudah/shared';
import type { Db } from '../client.js';
import { complaintCosts, complaintEvents, complaints, type contracts, transactions } from '../schema/index.js';
import { defaultMaintenanceSla } from '../../config/maintenance-settings.js';
import { slaPromises } from '../../modules/maintenance/sla.js';

type ContractRow = typeof contracts.$inferSelect;

/**
 * A maintenance ticket of the ended tenancy whose tenant share (a 'Repair' charge) was deducted from the deposit
 * instead of paid: the charge is Paid by the settlement (issue 26 §4, ADR 0038), the ticket's log says so.
 */
export async function seedSettledRepairShare(
  db: Db,
  contract: ContractRow,
  adminId: string,
  endedAt: Date,
  settledAt: Date,
) {
  const at = (daysBeforeEnd: number, hour = 10) =>
    new Date(endedAt.getTime() - daysBeforeEnd * 86_400_000 + (hour - 18) * 3_600_000);
  const title = 'Washing machine door seal torn';
  const amountSen = 9_000;
  // The ticket's promises, as the SLA settings give them (a maintenance ticket always has them).
  const promises = slaPromises(defaultMaintenanceSla(), 'urgent', at(40));
  const [ticket] = await db
    .insert(complaints)
    .values({
      userId: contract.userId,
      propertyId: contract.propertyId,
      contractId: contract.id,
      title,
      description: 'The washing machine leaks from the door: the rubber seal is torn and the door hinge is bent.',
      status: 'Handled',
      adminId,
      kind: 'maintenance',
      category: 'appliance',
      place: 'Kitchen',
      urgency: 'urgent',
      entryPermitted: true,
      responseDueAt: promises.responseDueAt,
      fixDueAt: promises.fixDueAt,
      respondedAt: at(40, 14),
      handledAt: at(38, 16),
      resolutionDetails: 'Seal and hinge replaced by the service centre; the bent hinge was the tenant’s share.',
      createdAt: at(40),
    })
    .returning({ id: complaints.id });
  const [charge] = await db
    .insert(transactions)
    .values({
      userId: contract.userId,
      contractId: contract.id,
      propertyId: contract.propertyId,
      roomId: contract.roomId,
      type: 'Repair',
      amountSen,
      dueDate: addDays(todayInMalaysia(at(38)), 14),
      status: 'Paid',
      paymentDate: settledAt,
      description: title,
      createdAt: at(38, 15),
    })
    .returning({ id: transactions.id });
  await db.insert(complaintCosts).values({
    complaintId: ticket!.id,
    totalSen: 18_000,
    bearer: 'shared',
    landlordSen: 9_000,
    tenantSen: amountSen,
    note: 'A worn seal is the landlord’s; the hinge bent by force is the tenant’s.',
    transactionId: charge!.id,
    recordedBy: adminId,
  });
  const log: [string, Date, string | null, Record<string, string | number | boolean | null>][] = [
    ['opened', at(40), contract.userId, { kind: 'maintenance', urgency: 'urgent', category: 'appliance' }],
    ['statusChanged', at(40, 14), adminId, { from: 'Waiting for Response', to: 'In Handling' }],
    [
      'costRecorded',
      at(38, 15),
      adminId,
      { totalRm: 180, bearer: 'shared', landlordRm: 90, tenantRm: 90, transactionId: charge!.id },
    ],
    ['statusChanged', at(38, 16), adminId, { from: 'In Handling', to: 'Handled' }],
    ['chargePaid', settledAt, adminId, { transactionId: charge!.id, amountRm: 90, settledByDeposit: true }],
  ];
  for (const [type, when, actorId, data] of log) {
    await db.insert(complaintEvents).values({
      complaintId: ticket!.id,
      type: type as typeof complaintEvents.$inferInsert.type,
      actorId,
      at: when,
      data,
    });
  }
  return { complaintId: ticket!.id, transactionId: charge!.id, title, amountSen };
}
