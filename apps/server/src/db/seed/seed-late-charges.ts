/**
 * Demo late charges (issue 24 §3, ADR 0031): the TTDI penthouse and Kumar's tenancy of it carry a late-payment
 * clause (RM100 once per rent paid more than 1 day late, capped at 5%). His fifth month's rent was paid 3 days late,
 * so its late charge was added with the payment and is still to pay; his overdue sixth month's late charge was
 * waived by the admin, with the reason he sees. Every other demo contract has no clause and never gets one.
 */
import { addDays, formatRM, senToRm, todayInMalaysia, type LatePaymentClause } from '@sewamudah/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contracts, paymentIntents, payments, properties, receipts, transactions, users } from '../schema/index.js';
import { lateChargeSen } from '../../modules/late-charges/late-charge-rules.js';
import { insertLateCharge, markWaived } from '../../modules/late-charges/late-charges.repository.js';
import { notify } from '../../modules/notifications/notify.js';

export const DEMO_LATE_CLAUSE: LatePaymentClause = { type: 'fixed', feeSen: 10_000, graceDays: 1, capPercent: 5 };
export const DEMO_WAIVER_REASON = 'Bank transfer delayed by the bank holiday; waived once as a goodwill gesture.';

/** Kuala Lumpur time on a calendar day. */
const malaysiaTime = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

export async function seedLateChargesDemo(db: Db, tenantEmail: string, adminId: string, now: Date): Promise<void> {
  const today = todayInMalaysia(now);
  const [row] = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(eq(users.email, tenantEmail), eq(contracts.status, 'Active')));
  if (!row) return;
  const { contract } = row;
  await db
    .update(properties)
    .set({ latePaymentClause: DEMO_LATE_CLAUSE })
    .where(eq(properties.id, contract.propertyId));
  await db.update(contracts).set({ latePaymentClause: DEMO_LATE_CLAUSE }).where(eq(contracts.id, contract.id));
  const clause = DEMO_LATE_CLAUSE as Exclude<LatePaymentClause, { type: 'none' }>;
  const rents = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.contractId, contract.id), eq(transactions.type, 'Monthly Rental')))
    .orderBy(asc(transactions.dueDate));
  const overdue = rents.find((t) => t.status === 'Pending' && t.dueDate < addDays(today, -clause.graceDays));
  const paidLate = rents.filter((t) => t.status === 'Paid').at(-1);

  // The last paid rent was paid 3 days after its due date: its late charge came with the payment, still unpaid.
  if (paidLate) {
    const paidOn = addDays(paidLate.dueDate, 3);
    const paidAt = malaysiaTime(paidOn, 20);
    await db.update(transactions).set({ paymentDate: paidAt }).where(eq(transactions.id, paidLate.id));
    await db.update(payments).set({ createdAt: paidAt }).where(eq(payments.transactionId, paidLate.id));
    await db.update(paymentIntents).set({ createdAt: paidAt }).where(eq(paymentIntents.transactionId, paidLate.id));
    await db.update(receipts).set({ issuedAt: paidAt }).where(eq(receipts.transactionId, paidLate.id));
    const amountSen = lateChargeSen(clause, paidLate, paidOn);
    const id = await insertLateCharge(db, paidLate, { amountSen, dueDate: paidOn });
    if (id) await db.update(transactions).set({ createdAt: paidAt }).where(eq(transactions.id, id));
  }
  // The overdue rent's late charge, added the day after its grace day, was waived by the admin.
  if (overdue) {
    const lateOn = addDays(overdue.dueDate, clause.graceDays + 1);
    const amountSen = lateChargeSen(clause, overdue, lateOn);
    const id = await insertLateCharge(db, overdue, { amountSen, dueDate: lateOn });
    if (id) {
      const waivedAt = malaysiaTime(today, 9);
      await db
        .update(transactions)
        .set({ createdAt: malaysiaTime(lateOn, 9) })
        .where(eq(transactions.id, id));
      await markWaived(db, id, { at: waivedAt, reason: DEMO_WAIVER_REASON, by: adminId });
      const [property] = await db.select().from(properties).where(eq(properties.id, contract.propertyId));
      await notify(db, {
        userId: contract.userId,
        category: 'payments',
        kind: 'lateChargeWaived',
        values: { amount: formatRM(senToRm(amountSen)), place: property?.name ?? '', reason: DEMO_WAIVER_REASON },
        link: '/payment-history',
        dedupeKey: `late-charge-waived:${id}`,
      });
    }
  }
}
