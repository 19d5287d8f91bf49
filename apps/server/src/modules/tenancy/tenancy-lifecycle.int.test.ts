/**
 * Notice, renewal, the named landlord and the deposit settlement (issue 25 §3–§5, ADR 0036/0038): states, roles,
 * deadlines on the injected clock, races and amounts.
 */
import {
  calculateStampDuty,
  tenancyMessages as tm,
  type DepositSettlement,
  type NoticeState,
  type RenewalOffer,
  type TenancyEvent,
} from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, receipts, refunds, transactions, users } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { jobContextOf } from '../transactions/test-support/recovery-helpers.js';
import { buildSignedAwaitingContract, payIntent, type Auth } from '../transactions/test-support/payment-helpers.js';
import { acceptedRenewals, rentFor } from './renewal.service.js';
import { tenancyLifecycleJob } from './tenancy.jobs.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z')); // 20/11/2026 in Malaysia
let ctx: TestContext;
let admin: Auth;
let adminUser: UserRow;
/** Moves the clock and signs the admin in again (tokens carry the clock's time). */
async function setClock(date: string) {
  clock.set(new Date(date));
  admin = await authHeader(ctx.app, adminUser);
}
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  adminUser = await buildAdmin(ctx.database.db);
  admin = await authHeader(ctx.app, adminUser);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers?: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const contractRow = async (id: string) => (await db().select().from(contracts).where(eq(contracts.id, id)))[0]!;
const timelineTypes = async (id: string) =>
  (await inject('GET', `/api/contracts/${id}/timeline`, admin))
    .json<{ events: TenancyEvent[] }>()
    .events.map((e) => e.type);

/** An active tenancy 01/06/2026 – 31/05/2027 at RM1,500 (new terms: 2 months' notice, 12-month diplomatic clause). */
async function activeTenancy(startDate = '2026-06-01', stayLength = 12) {
  const customer = await buildCustomer(db());
  const { property } = await buildProperty(db(), { priceRm: 1500, depositRm: 3000 });
  const { contract } = await buildContract(db(), { user: customer, property, startDate, stayLength });
  return { customer, property, contract, tenant: await authHeader(ctx.app, customer) };
}

describe('notice to vacate', () => {
  it('states the earliest last day and the cost under the agreement; the tenant confirms it; one notice only', async () => {
    const { contract, tenant, customer } = await activeTenancy();
    const other = await authHeader(ctx.app, await buildCustomer(db()));
    expect((await inject('GET', `/api/contracts/${contract.id}/notice`, other)).statusCode).toBe(404);
    expect((await inject('POST', `/api/contracts/${contract.id}/notice`, other, {})).statusCode).toBe(404);

    const state = (await inject('GET', `/api/contracts/${contract.id}/notice`, tenant)).json<NoticeState>();
    expect(state.terms).toMatchObject({ noticeMonths: 2, diplomaticMonths: 12, feeMonths: 1, depositReturnDays: 14 });
    // Notice on 20/11/2026 with two months: the last day is 19/01/2027, inside the diplomatic period: one month's rent.
    expect(state.quote).toMatchObject({
      earliestEndDate: '2027-01-19',
      early: true,
      withinDiplomaticPeriod: true,
      fee: 1500,
    });

    const tooEarly = await inject('POST', `/api/contracts/${contract.id}/notice`, tenant, {
      endDate: '2027-01-18',
      acceptCost: true,
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe(tm.noticeTooEarly);
    const unconfirmed = await inject('POST', `/api/contracts/${contract.id}/notice`, tenant, {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(tm.acceptCost);
    // In Bahasa Malaysia for a BM reader.
    await db().update(users).set({ language: 'ms' }).where(eq(users.id, customer.id));
    ctx.app.sessionStates.forgetUser(customer.id);
    const bm = await inject('POST', `/api/contracts/${contract.id}/notice`, tenant, {});
    expect(bm.json().message).toBe('Sahkan kos penamatan awal di bawah perjanjian anda sebelum memberi notis.');
    await db().update(users).set({ language: 'en' }).where(eq(users.id, customer.id));
    ctx.app.sessionStates.forgetUser(customer.id);

    const given = await inject('POST', `/api/contracts/${contract.id}/notice`, tenant, {
      acceptCost: true,
      reason: 'Moving to Penang',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json<NoticeState>().notice).toMatchObject({
      endDate: '2027-01-19',
      early: true,
      fee: 1500,
      givenByRole: 'tenant',
    });
    expect((await contractRow(contract.id)).endDate).toBe('2027-01-19');
    const fee = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract.id), eq(transactions.description, tm.earlyTerminationFee)));
    expect(fee).toHaveLength(1);
    expect(fee[0]).toMatchObject({ amountSen: 150_000, dueDate: '2027-01-19', status: 'Pending', userId: customer.id });
    const again = await inject('POST', `/api/contracts/${contract.id}/notice`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tm.noticeGiven);
    expect(await timelineTypes(contract.id)).toEqual(expect.arrayContaining(['notice_given', 'move_out_scheduled']));
  });

  it('an existing contract keeps clause 8.2: one month, rent to the end of the notice, no fee', async () => {
    const { contract, tenant } = await activeTenancy();
    await db()
      .update(contracts)
      .set({ noticeMonths: 1, terminationTerms: { diplomaticMonths: null, feeMonths: 0 } })
      .where(eq(contracts.id, contract.id));
    const state = (await inject('GET', `/api/contracts/${contract.id}/notice`, tenant)).json<NoticeState>();
    expect(state.quote).toMatchObject({
      earliestEndDate: '2026-12-19',
      early: true,
      withinDiplomaticPeriod: false,
      fee: 0,
    });
    const given = await inject('POST', `/api/contracts/${contract.id}/notice`, admin, {});
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json<NoticeState>().notice).toMatchObject({ endDate: '2026-12-19', fee: 0, givenByRole: 'admin' });
  });
});

describe('renewal', () => {
  it('the admin offers 3–24 months; the tenant accepts; the term, stamp duty and rent schedule follow', async () => {
    const { contract, tenant } = await activeTenancy('2026-03-01', 12); // ends 28/02/2027
    const url = `/api/contracts/${contract.id}/renewal-offers`;
    expect((await inject('POST', url, tenant, { termMonths: 12, rent: 1600, deadline: '2027-01-31' })).statusCode).toBe(
      403,
    );
    const bad = await inject('POST', url, admin, { termMonths: 30, rent: 1600, deadline: '2027-01-31' });
    expect(bad.statusCode).toBe(400);
    const lateDeadline = await inject('POST', url, admin, { termMonths: 12, rent: 1600, deadline: '2027-03-31' });
    expect(lateDeadline.json().message).toBe(tm.renewalDeadline);
    const offered = await inject('POST', url, admin, { termMonths: 12, rent: 1600, deadline: '2027-01-31' });
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = offered.json<{ offer: RenewalOffer }>().offer;
    const second = await inject('POST', url, admin, { termMonths: 6, rent: 1700, deadline: '2027-01-31' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(tm.renewalOpen);

    const accepted = await inject('POST', `${url}/${offer.id}/respond`, tenant, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const duty = calculateStampDuty({ monthlyRentSen: 160_000, termMonths: 12 }).totalSen;
    expect(accepted.json<{ offer: RenewalOffer }>().offer).toMatchObject({
      status: 'accepted',
      startDate: '2027-03-01',
      endDate: '2028-02-29',
      stampDuty: duty / 100,
    });
    expect((await contractRow(contract.id)).endDate).toBe('2028-02-29');
    expect((await inject('POST', `${url}/${offer.id}/respond`, tenant, { action: 'decline' })).statusCode).toBe(409);
    // The rent schedule continues at the new rent from the renewed term's first day.
    const renewals = await acceptedRenewals(db(), [contract.id]);
    expect(rentFor(150_000, renewals.get(contract.id), '2027-02-01')).toBe(150_000);
    expect(rentFor(150_000, renewals.get(contract.id), '2027-03-01')).toBe(160_000);
    // Both e-sign the renewal agreement, the tenant first (the document, seal and stamping: renewal-agreement.int.test.ts).
    const sign = async (who: Auth, name: string) => {
      const { agreement } = (await inject('GET', `${url}/${offer.id}/agreement`, who)).json<{
        agreement: { documentHash: string };
      }>();
      const body = { method: 'typed', typedName: name, agree: true, documentHash: agreement.documentHash };
      return inject('POST', `${url}/${offer.id}/sign`, who, body);
    };
    expect((await sign(admin, 'Admin')).json().message).toBe(tm.renewalTenantFirst);
    expect((await sign(tenant, 'Tenant')).statusCode).toBe(200);
    const done = await sign(admin, 'Admin');
    expect(done.json<{ offer: RenewalOffer }>().offer.adminSignedAt).toBe(clock.now().toISOString());
    expect(await timelineTypes(contract.id)).toEqual(
      expect.arrayContaining(['renewal_offered', 'renewal_accepted', 'renewal_signed', 'renewal_countersigned']),
    );
  });

  it('an offer past its deadline lapses (job), and answering it is refused', async () => {
    const { contract, customer } = await activeTenancy('2026-03-01', 12);
    const url = `/api/contracts/${contract.id}/renewal-offers`;
    const offer = (await inject('POST', url, admin, { termMonths: 6, rent: 1500, deadline: '2026-11-25' })).json<{
      offer: RenewalOffer;
    }>().offer;
    await setClock('2026-11-26T04:00:00Z');
    const late = await inject('POST', `${url}/${offer.id}/respond`, await authHeader(ctx.app, customer), {
      action: 'accept',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(tm.renewalLapsed);
    await runJobOnce(tenancyLifecycleJob, jobContextOf(ctx));
    const offers = (await inject('GET', url, admin)).json<{ offers: RenewalOffer[] }>().offers;
    expect(offers[0]!.status).toBe('lapsed');
    expect((await contractRow(contract.id)).endDate).toBe('2027-02-28');
    await setClock('2026-11-20T04:00:00Z');
  });
});

describe('the landlord is named', () => {
  it('a property owner (a record) is printed as the landlord with SewaMudah as managing agent; terms from data', async () => {
    const customer = await buildCustomer(db());
    const { property } = await buildProperty(db(), { priceRm: 1500, depositRm: 3000 });
    const bad = await inject('PUT', `/api/properties/${property.id}/owner`, admin, {
      owner: { name: 'X', idKind: 'ic', idNumber: '1' },
    });
    expect(bad.statusCode).toBe(400);
    const tenantAuth = await authHeader(ctx.app, customer);
    expect((await inject('PUT', `/api/properties/${property.id}/owner`, tenantAuth, { owner: null })).statusCode).toBe(
      403,
    );
    const owner = { name: 'Tan Sri Lim Holdings Sdn. Bhd.', idKind: 'company', idNumber: '201901012345 (1234567-X)' };
    const set = await inject('PUT', `/api/properties/${property.id}/owner`, admin, { owner });
    expect(set.statusCode, set.body).toBe(200);
    const application = await buildApplication(db(), {
      user: customer,
      property,
      startDate: '2027-01-01',
      stayLength: 12,
    });
    const accepted = await inject('PATCH', `/api/applications/${application.id}`, admin, {
      id: application.id,
      status: 'Accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await db().select().from(contracts).where(eq(contracts.applicationId, application.id));
    expect(row!.landlord).toEqual(owner);
    const agreement = (await inject('GET', `/api/contracts/${row!.id}/agreement`, tenantAuth)).json<{
      agreement: {
        content: {
          sections: {
            number: string;
            blocks: {
              type: string;
              parties?: { heading: string; name: string }[];
              runs?: { text: string }[];
              label?: string;
            }[];
          }[];
        };
      };
    }>().agreement.content;
    const parties = agreement.sections[0]!.blocks[0]!.parties!;
    expect(parties.map((p) => [p.heading, p.name])).toEqual([
      ['LANDLORD (registered owner)', owner.name],
      ['MANAGING AGENT', 'SewaMudah Sdn. Bhd. (managing agent)'],
      ['TENANT', `${customer.firstname} ${customer.lastname}`],
    ]);
    const text = (label: string) =>
      agreement.sections
        .flatMap((s) => s.blocks)
        .find((b) => b.label === label)!
        .runs!.map((r) => r.text)
        .join('');
    expect(text('8.2')).toContain('not less than 2 months’ written notice');
    expect(text('8.2')).toContain('before the end of its first 12 months, the Tenant also pays 1 month’s Rent');
    expect(text('5.2')).toContain('Within 14 days after the tenancy ends');
  });

  it('a contract accepted before its property named an owner shows the registered owner as its landlord', async () => {
    const { contract, property, tenant } = await activeTenancy();
    expect((await contractRow(contract.id)).landlord).toBeNull();
    const owner = { name: 'Nurul Huda binti Ismail', idKind: 'ic', idNumber: '780512-10-5566' };
    expect((await inject('PUT', `/api/properties/${property.id}/owner`, admin, { owner })).statusCode).toBe(200);
    const state = (await inject('GET', `/api/contracts/${contract.id}/notice`, tenant)).json<NoticeState>();
    expect(state.terms.landlord).toEqual(owner);
    const settlement = await inject('GET', `/api/contracts/${contract.id}/deposit-settlement`, admin);
    expect(settlement.statusCode, settlement.body).toBe(200);
    expect(settlement.json<{ landlord: unknown }>().landlord).toEqual(owner);
  });
});

/** An ended tenancy whose deposit (RM3,000 + first month RM1,500) was paid through the sandbox. */
async function endedPaidTenancy() {
  const built = await buildSignedAwaitingContract(db());
  const tenant = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, tenant, { contractId: built.contract.id });
  const paid = await inject('POST', '/api/transactions/process-deposit', tenant, {
    paymentIntentId: intent.paymentIntentId,
    contractId: built.contract.id,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await db().insert(transactions).values({
    userId: built.customer.id,
    contractId: built.contract.id,
    propertyId: built.property.id,
    type: 'Other Fees',
    amountSen: 12_000,
    dueDate: '2026-11-01',
    status: 'Pending',
    description: 'Water bill October',
  });
  await db()
    .update(contracts)
    .set({ status: 'Ended', endDate: '2026-11-15', startDate: '2026-05-16', endedAt: clock.now() })
    .where(eq(contracts.id, built.contract.id));
  return { ...built, tenant };
}

const statementUrl = (id: string) => `/api/contracts/${id}/deposit-settlement`;
const damage = {
  kind: 'damage',
  description: 'Broken wardrobe door',
  amount: 450,
  moveInCondition: 'good',
  moveOutCondition: 'damaged',
  evidence: [{ kind: 'note', note: 'Photo 12 of the move-out report' }],
};

describe('deposit settlement', () => {
  it('itemised, disputed, answered and refunded through the refunds machinery with a receipt', async () => {
    const { contract, tenant } = await endedPaidTenancy();
    const url = statementUrl(contract.id);
    const before = (await inject('GET', url, admin)).json<DepositSettlement>();
    expect(before).toMatchObject({
      status: 'not_started',
      deposit: 3000,
      dueDate: '2026-11-29',
      daysLeft: 9,
      overdue: false,
    });

    const wearAndTear = await inject('PUT', url, admin, {
      version: 0,
      deductions: [{ ...damage, moveInCondition: 'fair', moveOutCondition: 'fair' }],
    });
    expect(wearAndTear.statusCode).toBe(409);
    expect(wearAndTear.json().message).toBe(tm.settlementNoDeductionWearAndTear);
    const noEvidence = await inject('PUT', url, admin, {
      version: 0,
      deductions: [{ kind: 'damage', description: 'Stain', amount: 50 }],
    });
    expect(noEvidence.statusCode).toBe(400);

    const saved = await inject('PUT', url, admin, {
      version: 0,
      deductions: [damage, { kind: 'cleaning', description: 'Oven cleaning', amount: 80, evidence: [] }],
      keysReturned: [{ name: 'Main door key', count: 2 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<DepositSettlement>();
    // The unpaid water bill is listed automatically, first.
    expect(draft.deductions.map((d) => [d.kind, d.amount])).toEqual([
      ['unpaid_charge', 120],
      ['damage', 450],
      ['cleaning', 80],
    ]);
    expect(draft).toMatchObject({ status: 'draft', version: 1, totalDeductions: 650, balance: 2350 });
    // The tenant sees nothing before it is issued.
    expect((await inject('GET', url, tenant)).json<DepositSettlement>().deductions).toEqual([]);
    expect((await inject('PUT', url, tenant, { version: 1, deductions: [] })).statusCode).toBe(403);
    // A save on a stale version (another admin saved in between) is refused.
    const stale = await inject('PUT', url, admin, { version: 0, deductions: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(tm.settlementChanged);

    const issued = await inject('POST', `${url}/issue`, admin, { version: 1 });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<DepositSettlement>()).toMatchObject({ status: 'issued', version: 2 });
    expect((await inject('PUT', url, admin, { version: 2, deductions: [] })).json().message).toBe(
      tm.settlementNotEditable,
    );

    const damageId = draft.deductions[1]!.id;
    const disputed = await inject('POST', `${url}/dispute`, tenant, {
      items: [{ deductionId: damageId, comment: 'The door was loose when I moved in.' }],
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json<DepositSettlement>().status).toBe('disputed');
    expect((await inject('POST', `${url}/refund`, admin, { version: 3 })).json().message).toBe(tm.settlementNotFinal);

    const wrongAmount = await inject('POST', `${url}/deductions/${damageId}/answer`, admin, {
      answer: 'reduce',
      amount: 500,
      note: 'Reduced',
    });
    expect(wrongAmount.statusCode).toBe(400);
    const answered = await inject('POST', `${url}/deductions/${damageId}/answer`, admin, {
      answer: 'reduce',
      amount: 200,
      note: 'The hinge was noted loose at move-in; only the panel is charged.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const final = answered.json<DepositSettlement>();
    expect(final).toMatchObject({ status: 'final', totalDeductions: 400, balance: 2600 });

    // Two admins refunding at once: one refund, the other 409.
    const [a, b] = await Promise.all([
      inject('POST', `${url}/refund`, admin, { version: final.version }),
      inject('POST', `${url}/refund`, admin, { version: final.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const settled = (a.statusCode === 200 ? a : b).json<DepositSettlement>();
    expect(settled.status).toBe('refunded');
    expect(settled.refund).toMatchObject({ amount: 2600 });
    const [refund] = await db().select().from(refunds).where(eq(refunds.id, settled.refund!.id));
    expect(refund).toMatchObject({ amountSen: 260_000, status: 'succeeded' });
    const refundReceipts = await db().select().from(receipts).where(eq(receipts.refundId, refund!.id));
    expect(refundReceipts).toHaveLength(1);
    expect((await inject('POST', `${url}/refund`, admin, { version: settled.version })).json().message).toBe(
      tm.settlementRefunded,
    );
    expect(await timelineTypes(contract.id)).toEqual(
      expect.arrayContaining([
        'keys_returned',
        'settlement_issued',
        'settlement_disputed',
        'settlement_answered',
        'settlement_finalised',
        'deposit_refunded',
        'refunded',
      ]),
    );
  });

  it('two admins saving the same statement at once leave one; deductions above the deposit become a charge', async () => {
    const { contract, customer } = await endedPaidTenancy();
    const url = statementUrl(contract.id);
    const [a, b] = await Promise.all([
      inject('PUT', url, admin, { version: 0, deductions: [{ ...damage, amount: 2000 }] }),
      inject('PUT', url, admin, { version: 0, deductions: [{ ...damage, amount: 100 }] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = (a.statusCode === 200 ? a : b).json<DepositSettlement>();
    const saved = await inject('PUT', url, admin, {
      version: kept.version,
      deductions: [{ ...damage, amount: 3500 }],
    });
    expect(saved.json<DepositSettlement>().balance).toBe(-620);
    await inject('POST', `${url}/issue`, admin, { version: 2 });
    // The tenant has 7 days; after them the statement is final (deemed accepted) and can no longer be answered.
    await setClock('2026-11-28T04:00:00Z');
    const tenantLater = await authHeader(ctx.app, customer);
    expect((await inject('POST', `${url}/accept`, tenantLater)).json().message).toBe(tm.settlementResponseClosed);
    await runJobOnce(tenancyLifecycleJob, jobContextOf(ctx));
    const final = (await inject('GET', url, admin)).json<DepositSettlement>();
    expect(final.status).toBe('final');
    // The admin dashboard lists it, 1 day left (due 29/11).
    const due = (await inject('GET', '/api/deposit-returns', admin)).json<{
      depositReturns: { contractId: string; daysLeft: number; overdue: boolean }[];
    }>();
    expect(due.depositReturns.find((r) => r.contractId === contract.id)).toMatchObject({ daysLeft: 1, overdue: false });
    const settled = await inject('POST', `${url}/refund`, admin, { version: final.version });
    expect(settled.statusCode, settled.body).toBe(200);
    const [charge] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract.id), eq(transactions.description, tm.depositShortfall)));
    expect(charge).toMatchObject({ amountSen: 62_000, status: 'Pending' });
    await setClock('2026-11-20T04:00:00Z');
  });

  it('a tenancy not ended yet has no statement; another customer gets 404; overdue returns are flagged', async () => {
    const { contract, tenant } = await activeTenancy();
    expect((await inject('PUT', statementUrl(contract.id), admin, { version: 0, deductions: [] })).json().message).toBe(
      tm.settlementNotEnded,
    );
    const other = await authHeader(ctx.app, await buildCustomer(db()));
    expect((await inject('GET', statementUrl(contract.id), other)).statusCode).toBe(404);
    expect((await inject('GET', statementUrl(contract.id), tenant)).statusCode).toBe(200);
    const ended = await endedPaidTenancy();
    await setClock('2026-12-05T04:00:00Z');
    const due = (await inject('GET', '/api/deposit-returns', admin)).json<{
      depositReturns: { contractId: string; daysLeft: number; overdue: boolean }[];
    }>();
    expect(due.depositReturns.find((r) => r.contractId === ended.contract.id)).toMatchObject({
      daysLeft: -6,
      overdue: true,
    });
    await setClock('2026-11-20T04:00:00Z');
  });
});
