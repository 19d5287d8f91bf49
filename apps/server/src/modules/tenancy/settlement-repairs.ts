/**
 * Repair shares in the deposit settlement (issue 26 §4, docs/decisions/0038): an unpaid tenant share of a maintenance
 * ticket (a 'Repair' charge) may be deducted from the deposit instead of paid, with the ticket and its photos as the
 * evidence. A repair share is never listed automatically (the admin chooses it); a paid or cancelled share cannot be
 * deducted, and a charge is deducted at most once (unique index `settlement_deductions_one_per_charge`).
 */
import { senToRm, tenancyMessages as tm } from '@sewamudah/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { complaintCosts, complaintMedia, complaints, transactions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';

/** The tenancy's repair shares still to pay (the admin's choice list). */
export async function unpaidRepairShares(db: DbOrTx, contractId: string) {
  const rows = await db
    .select({
      complaintId: complaintCosts.complaintId,
      transactionId: transactions.id,
      title: complaints.title,
      amountSen: transactions.amountSen,
      disputedAt: complaintCosts.disputedAt,
    })
    .from(complaintCosts)
    .innerJoin(transactions, eq(transactions.id, complaintCosts.transactionId))
    .innerJoin(complaints, eq(complaints.id, complaintCosts.complaintId))
    .where(
      and(eq(transactions.contractId, contractId), eq(transactions.type, 'Repair'), eq(transactions.status, 'Pending')),
    )
    .orderBy(asc(transactions.dueDate), asc(transactions.id))
    .limit(50);
  return rows.map((r) => ({
    complaintId: r.complaintId,
    transactionId: r.transactionId,
    title: r.title,
    amount: senToRm(r.amountSen),
    disputed: r.disputedAt !== null,
  }));
}

/**
 * The deductions for the repairs an admin chose (in the save's transaction; the charges are locked): each must be a
 * tenant share of this tenancy, still Pending, chosen once.
 */
export async function repairDeductions(tx: DbOrTx, contractId: string, repairs: { complaintId: string }[]) {
  const ids = repairs.map((r) => r.complaintId);
  if (new Set(ids).size !== ids.length) throw conflict(tm.repairTwice);
  if (ids.length === 0) return [];
  const costs = await tx
    .select({
      complaintId: complaintCosts.complaintId,
      transactionId: complaintCosts.transactionId,
      title: complaints.title,
    })
    .from(complaintCosts)
    .innerJoin(complaints, eq(complaints.id, complaintCosts.complaintId))
    .where(inArray(complaintCosts.complaintId, ids));
  const out = [];
  for (const complaintId of ids) {
    const cost = costs.find((c) => c.complaintId === complaintId);
    if (!cost?.transactionId) throw badRequest(tm.repairNotAShare);
    const [charge] = await tx.select().from(transactions).where(eq(transactions.id, cost.transactionId)).for('update');
    if (!charge || charge.contractId !== contractId || charge.type !== 'Repair') throw badRequest(tm.repairNotAShare);
    if (charge.status === 'Paid') throw conflict(tm.repairPaid);
    if (charge.status !== 'Pending') throw conflict(tm.repairNotPending);
    const photos = await tx
      .select({ mediaId: complaintMedia.mediaId })
      .from(complaintMedia)
      .where(and(eq(complaintMedia.complaintId, complaintId), isNull(complaintMedia.commentId)))
      .orderBy(asc(complaintMedia.createdAt))
      .limit(6);
    out.push({
      kind: 'repair' as const,
      description: cost.title,
      amountSen: charge.amountSen,
      evidence: [
        { kind: 'maintenance', id: complaintId, note: cost.title },
        ...photos.map((p) => ({ kind: 'photo', id: p.mediaId })),
      ],
      transactionId: charge.id,
      inspectionItemId: null,
    });
  }
  return out;
}
