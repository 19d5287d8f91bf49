/**
 * The deposit settlement's money and documents (issue 25 §4, issue 26 §4, ADR 0038): the statement PDF (tenant and
 * admins, the tenant's language, the landlord named), the refund by bank transfer when the provider cannot refund,
 * repair shares deducted instead of paid (never collected twice), and the races.
 */
import { tenancyMessages as tm, type DepositSettlement, type TenancyEvent } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  complaintCosts,
  complaints,
  contracts,
  receipts,
  refunds,
  transactions,
  users,
} from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import { findInvariantViolations } from '../../security/invariants.js';
import { authHeader, buildAdmin, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { buildSignedAwaitingContract, payIntent, type Auth } from '../transactions/test-support/payment-helpers.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z'));
let ctx: TestContext;
let admin: Auth;
let adminUser: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  adminUser = await buildAdmin(ctx.database.db);
  admin = await authHeader(ctx.app, adminUser);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const url = (id: string) => `/api/contracts/${id}/deposit-settlement`;
const damage = {
  kind: 'damage',
  description: 'Broken wardrobe door',
  amount: 450,
  moveInCondition: 'good',
  moveOutCondition: 'damaged',
  evidence: [{ kind: 'note', note: 'Photo 12 of the move-out report' }],
};

/** An ended tenancy whose deposit (RM3,000 + first month) was paid; `fpx`: as if paid by FPX. */
async function endedTenancy(options: { fpx?: boolean; owner?: boolean } = {}) {
  const built = await buildSignedAwaitingContract(db());
  const tenant = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, tenant, { contractId: built.contract.id });
  const paid = await inject('POST', '/api/transactions/process-deposit', tenant, {
    paymentIntentId: intent.paymentIntentId,
    contractId: built.contract.id,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  if (options.fpx) {
    await db()
      .update(transactions)
      .set({ paymentMethod: 'fpx', fpxBank: 'maybank2u', cardBrand: null, cardLast4: null })
      .where(and(eq(transactions.contractId, built.contract.id), eq(transactions.type, 'Deposit')));
  }
  const landlord = { name: 'Tan Sri Lim Holdings Sdn. Bhd.', idKind: 'company' as const, idNumber: '201901012345' };
  await db()
    .update(contracts)
    .set({
      status: 'Ended',
      endDate: '2026-11-15',
      startDate: '2026-05-16',
      endedAt: clock.now(),
      ...(options.owner ? { landlord } : {}),
    })
    .where(eq(contracts.id, built.contract.id));
  return { ...built, tenant, landlord };
}

/** Saves, issues and has the tenant accept a statement: answers the final statement. */
async function finalStatement(contractId: string, tenant: Auth, body: object = { deductions: [damage] }) {
  const saved = await inject('PUT', url(contractId), admin, { version: 0, ...body });
  expect(saved.statusCode, saved.body).toBe(200);
  const issued = await inject('POST', `${url(contractId)}/issue`, admin, { version: saved.json().version });
  expect(issued.statusCode, issued.body).toBe(200);
  const accepted = await inject('POST', `${url(contractId)}/accept`, tenant);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<DepositSettlement>();
}

const account = { bank: 'maybank', holder: 'Aminah binti Ali', accountNumber: '1642-0012-3456' };

describe('the statement as a PDF', () => {
  it('prints the landlord with SewaMudah as managing agent, each deduction and the balance, in the tenant’s language', async () => {
    const { contract, tenant, customer, landlord } = await endedTenancy({ owner: true });
    const other = await authHeader(ctx.app, await buildCustomer(db()));
    const pdfUrl = `${url(contract.id)}/statement.pdf`;
    expect((await inject('GET', pdfUrl, admin)).statusCode).toBe(404); // nothing made yet
    await inject('PUT', url(contract.id), admin, { version: 0, deductions: [damage] });
    // A draft: the admin may read it; the tenant not yet; another customer never.
    expect((await inject('GET', pdfUrl, admin)).statusCode).toBe(200);
    expect((await inject('GET', pdfUrl, tenant)).statusCode).toBe(404);
    await inject('POST', `${url(contract.id)}/issue`, admin, { version: 1 });
    expect((await inject('GET', pdfUrl, other)).statusCode).toBe(404);
    const res = await inject('GET', pdfUrl, tenant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Deposit Settlement Statement');
    expect(text).toContain(landlord.name);
    expect(text).toContain('SewaMudah Sdn. Bhd. as managing agent');
    expect(text).toContain('Broken wardrobe door');
    expect(text).toContain('Photo 12 of the move-out report');
    expect(text).toContain('Balance to refund to the tenant: RM2,550'); // 3,000 − 450
    // The tenant reads Bahasa Malaysia: the same statement in BM, whoever downloads it.
    await db().update(users).set({ language: 'ms' }).where(eq(users.id, customer.id));
    const bm = await pdfText((await inject('GET', pdfUrl, admin)).rawPayload);
    expect(bm).toContain('Penyata Penyelesaian Deposit');
    expect(bm).toContain('sebagai ejen pengurusan');
    // The timeline's issue event links the PDF.
    const events = (await inject('GET', `/api/contracts/${contract.id}/timeline`, tenant)).json<{
      events: TenancyEvent[];
    }>().events;
    const issued = events.find((e) => e.type === 'settlement_issued')!;
    expect(issued.links).toContainEqual({ kind: 'settlement_statement', id: contract.id, href: pdfUrl });
    expect((await inject('GET', url(contract.id), tenant)).json<DepositSettlement>().pdfUrl).toBe(pdfUrl);
  });
});

describe('refund of the balance by bank transfer', () => {
  it('a deposit paid by FPX waits for the tenant’s account; the admin records the transfer once, with its receipt', async () => {
    const { contract, tenant } = await endedTenancy({ fpx: true });
    const final = await finalStatement(contract.id, tenant);
    expect(final.balance).toBe(2550);
    const refunded = await inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const waiting = refunded.json<DepositSettlement>();
    expect(waiting).toMatchObject({ status: 'awaiting_transfer', refundMethod: 'bank_transfer', refund: null });
    // No account yet: the transfer cannot be recorded.
    const early = await inject('POST', `${url(contract.id)}/transfer`, admin, {
      version: waiting.version,
      amount: 2550,
      reference: 'MBB-778812',
      transferDate: '2026-11-20',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(tm.noAccount);

    // The tenant enters the account: a bank from the list, a 10–16 digit number; only the tenant.
    const acc = `${url(contract.id)}/refund-account`;
    expect((await inject('PUT', acc, tenant, { ...account, bank: 'bank_of_nowhere' })).statusCode).toBe(400);
    expect((await inject('PUT', acc, tenant, { ...account, accountNumber: '12345' })).statusCode).toBe(400);
    expect((await inject('PUT', acc, tenant, { ...account, accountNumber: '1642001234AB' })).statusCode).toBe(400);
    expect((await inject('PUT', acc, admin, account)).statusCode).toBe(403);
    const other = await authHeader(ctx.app, await buildCustomer(db()));
    expect((await inject('PUT', acc, other, account)).statusCode).toBe(404);
    const saved = await inject('PUT', acc, tenant, account);
    expect(saved.statusCode, saved.body).toBe(200);
    const withAccount = saved.json<DepositSettlement>();
    expect(withAccount.refundAccount).toEqual({ ...account, accountNumber: '164200123456' });

    const transfer = (body: object) =>
      inject('POST', `${url(contract.id)}/transfer`, admin, {
        version: withAccount.version,
        amount: 2550,
        reference: 'MBB-778812',
        transferDate: '2026-11-20',
        ...body,
      });
    const above = await transfer({ amount: 2550.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(tm.transferAboveBalance);
    expect((await transfer({ amount: 2000 })).json().message).toBe(tm.transferNotBalance);
    expect((await transfer({ transferDate: '2026-11-21' })).json().message).toBe(tm.transferDateFuture);
    expect((await inject('POST', `${url(contract.id)}/transfer`, tenant, {})).statusCode).toBe(403);

    // Two admins recording it at once: one transfer, one refund, one receipt.
    const [a, b] = await Promise.all([transfer({}), transfer({})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = (a.statusCode === 200 ? a : b).json<DepositSettlement>();
    expect(done).toMatchObject({
      status: 'refunded',
      refund: { amount: 2550 },
      transfer: { reference: 'MBB-778812', date: '2026-11-20' },
    });
    const [deposit] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract.id), eq(transactions.type, 'Deposit')));
    const rows = await db().select().from(refunds).where(eq(refunds.transactionId, deposit!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'bank_transfer',
      status: 'succeeded',
      amountSen: 255_000,
      providerRefundId: 'MBB-778812',
    });
    const receipt = await db().select().from(receipts).where(eq(receipts.refundId, rows[0]!.id));
    expect(receipt).toHaveLength(1);
    const receiptPdf = await inject('GET', `/api/receipts/${receipt[0]!.id}/file`, tenant);
    expect(await pdfText(receiptPdf.rawPayload)).toContain('Bank transfer');
    // No second refund, by either path.
    expect((await transfer({ version: done.version })).json().message).toBe(tm.settlementRefunded);
    expect((await inject('POST', `${url(contract.id)}/refund`, admin, { version: done.version })).statusCode).toBe(409);
    const types = (await inject('GET', `/api/contracts/${contract.id}/timeline`, tenant))
      .json<{ events: TenancyEvent[] }>()
      .events.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['deposit_transfer_due', 'refund_account_saved', 'deposit_refunded', 'refunded']),
    );
    // The statement PDF says how the balance went back.
    const text = await pdfText((await inject('GET', `${url(contract.id)}/statement.pdf`, tenant)).rawPayload);
    expect(text).toContain('paid by bank transfer to Maybank, account ending 3456');
  });

  it('a card refund the provider refuses falls back to a bank transfer; two refund requests at once leave one', async () => {
    const { contract, tenant } = await endedTenancy();
    const final = await finalStatement(contract.id, tenant);
    const spy = vi
      .spyOn(ctx.app.deps.payments, 'createRefund')
      .mockRejectedValue(badRequest('Refunds are not available for this payment.'));
    try {
      const [a, b] = await Promise.all([
        inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version }),
        inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    const after = (await inject('GET', url(contract.id), admin)).json<DepositSettlement>();
    expect(after).toMatchObject({ status: 'awaiting_transfer', refundMethod: 'bank_transfer', refund: null });
    const [deposit] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract.id), eq(transactions.type, 'Deposit')));
    const rows = await db().select().from(refunds).where(eq(refunds.transactionId, deposit!.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    await inject('PUT', `${url(contract.id)}/refund-account`, tenant, account);
    const version = (await inject('GET', url(contract.id), admin)).json<DepositSettlement>().version;
    const done = await inject('POST', `${url(contract.id)}/transfer`, admin, {
      version,
      amount: 2550,
      reference: 'IBG 20261120 0042',
      transferDate: '2026-11-19',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DepositSettlement>().refund).toMatchObject({ amount: 2550 });
  });
});

/** A maintenance ticket of this tenancy with a tenant share as a 'Repair' charge. */
async function repairShare(
  built: { customer: UserRow; contract: { id: string }; property: { id: string } },
  amountSen: number,
  status: 'Pending' | 'Paid' = 'Pending',
) {
  const [ticket] = await db()
    .insert(complaints)
    .values({
      userId: built.customer.id,
      propertyId: built.property.id,
      title: 'Aircon leaking in the master bedroom',
      description: 'Water drips from the aircon.',
      kind: 'maintenance',
      category: 'aircon',
      contractId: built.contract.id,
      status: 'Handled',
      // A maintenance ticket always has its promises (GET /api/complaints/:id shows them).
      urgency: 'routine',
      responseDueAt: new Date('2026-11-02T04:00:00Z'),
      fixDueAt: new Date('2026-11-05T04:00:00Z'),
    })
    .returning();
  const [charge] = await db()
    .insert(transactions)
    .values({
      userId: built.customer.id,
      contractId: built.contract.id,
      propertyId: built.property.id,
      type: 'Repair',
      amountSen,
      dueDate: '2026-11-10',
      status,
      description: 'Repair: Aircon leaking in the master bedroom',
    })
    .returning();
  await db().insert(complaintCosts).values({
    complaintId: ticket!.id,
    totalSen: amountSen,
    bearer: 'tenant',
    landlordSen: 0,
    tenantSen: amountSen,
    transactionId: charge!.id,
  });
  return { complaintId: ticket!.id, transactionId: charge!.id };
}

describe('a repair share deducted from the deposit instead of paid', () => {
  it('is chosen (never listed by itself), once, only unpaid; settled by the deposit and never collected again', async () => {
    const built = await endedTenancy();
    const { contract, tenant } = built;
    const share = await repairShare(built, 18_000);
    const paidShare = await repairShare(built, 5_000, 'Paid');
    const before = (await inject('GET', url(contract.id), admin)).json<DepositSettlement>();
    expect(before.repairShares).toEqual([
      expect.objectContaining({ complaintId: share.complaintId, transactionId: share.transactionId, amount: 180 }),
    ]);
    // Not deducted unless chosen.
    const plain = await inject('PUT', url(contract.id), admin, { version: 0, deductions: [] });
    expect(plain.json<DepositSettlement>().deductions).toEqual([]);
    const twice = await inject('PUT', url(contract.id), admin, {
      version: 1,
      deductions: [],
      repairs: [{ complaintId: share.complaintId }, { complaintId: share.complaintId }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(tm.repairTwice);
    const paid = await inject('PUT', url(contract.id), admin, {
      version: 1,
      deductions: [],
      repairs: [{ complaintId: paidShare.complaintId }],
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(tm.repairPaid);
    const saved = await inject('PUT', url(contract.id), admin, {
      version: 1,
      deductions: [damage],
      repairs: [{ complaintId: share.complaintId }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<DepositSettlement>();
    const repair = draft.deductions.find((d) => d.kind === 'repair')!;
    expect(repair).toMatchObject({
      amount: 180,
      transactionId: share.transactionId,
      complaintId: share.complaintId,
      settled: false,
    });
    expect(repair.evidence[0]).toMatchObject({ kind: 'maintenance', id: share.complaintId });
    expect(draft.balance).toBe(3000 - 450 - 180);
    // While it is on the statement its amount is fixed there: the ticket's cost is not revised.
    const revise = await inject('PUT', `/api/complaints/${share.complaintId}/cost`, admin, {
      totalRm: 100,
      bearer: 'tenant',
    });
    expect(revise.statusCode).toBe(409);
    expect(revise.json().message).toBe(tm.repairInSettlement);

    await inject('POST', `${url(contract.id)}/issue`, admin, { version: draft.version });
    const disputed = await inject('POST', `${url(contract.id)}/dispute`, tenant, {
      items: [{ deductionId: repair.id, comment: 'The aircon was old.' }],
    });
    expect(disputed.statusCode).toBe(200);
    // A charge is settled whole or not at all: reduce is refused, keep is fine.
    const reduce = await inject('POST', `${url(contract.id)}/deductions/${repair.id}/answer`, admin, {
      answer: 'reduce',
      amount: 90,
      note: 'Half',
    });
    expect(reduce.statusCode).toBe(409);
    expect(reduce.json().message).toBe(tm.chargeWhole);
    const kept = await inject('POST', `${url(contract.id)}/deductions/${repair.id}/answer`, admin, {
      answer: 'keep',
      note: 'The leak came from a blocked filter the tenant was to clean.',
    });
    const final = kept.json<DepositSettlement>();
    expect(final.status).toBe('final');

    const settled = await inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version });
    expect(settled.statusCode, settled.body).toBe(200);
    const after = settled.json<DepositSettlement>();
    expect(after).toMatchObject({ status: 'refunded', balance: 2370, refund: { amount: 2370 } });
    expect(after.deductions.find((d) => d.kind === 'repair')!.settled).toBe(true);
    const [charge] = await db().select().from(transactions).where(eq(transactions.id, share.transactionId));
    expect(charge).toMatchObject({ status: 'Paid', amountSen: 18_000 });
    // Not payable again: no payment intent for a paid charge.
    const again = await inject('POST', '/api/transactions/create-payment-intent', tenant, {
      transactionId: share.transactionId,
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    // The statement PDF names the ticket by its title and date, not by its id.
    const statement = await pdfText((await inject('GET', `${url(contract.id)}/statement.pdf`, tenant)).rawPayload);
    expect(statement).toContain('repair ticket “Aircon leaking in the master bedroom” of');
    expect(statement).not.toContain('maintenance ticket');
    // The ticket says the share was settled from the deposit (not an ordinary 'Paid').
    const shown = await inject('GET', `/api/complaints/${share.complaintId}`, tenant);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().complaint.cost).toMatchObject({ chargeStatus: 'Paid', settledFromDeposit: true });
    const ticket = await inject('GET', `/api/complaints/${share.complaintId}/timeline`, tenant);
    expect(JSON.stringify(ticket.json())).toContain('settledByDeposit');
    // The ledger stays whole: a charge settled by the deposit needs no provider payment (the fixture's paid share,
    // inserted Paid without one, is the only exception here).
    const violations = (await findInvariantViolations(db())).flatMap((v) => v.ids);
    expect(violations).not.toContain(share.transactionId);
    expect(violations.filter((id) => id !== paidShare.transactionId)).toEqual([]);
  });

  it('a share the tenant paid separately after the issue is dropped, not taken twice', async () => {
    const built = await endedTenancy();
    const share = await repairShare(built, 20_000);
    const final = await finalStatement(built.contract.id, built.tenant, {
      deductions: [],
      repairs: [{ complaintId: share.complaintId }],
    });
    expect(final.balance).toBe(2800);
    await db().update(transactions).set({ status: 'Cancelled' }).where(eq(transactions.id, share.transactionId));
    const settled = await inject('POST', `${url(built.contract.id)}/refund`, admin, { version: final.version });
    expect(settled.statusCode, settled.body).toBe(200);
    const after = settled.json<DepositSettlement>();
    expect(after.balance).toBe(3000);
    expect(after.deductions[0]).toMatchObject({ finalAmount: 0, settled: false, answer: { answer: 'drop' } });
    expect(after.refund).toMatchObject({ amount: 3000 - 0 });
  });
});
