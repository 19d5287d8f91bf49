/**
 * Late charges only when the agreement says so (issue 24 §3, docs/decisions/0031), driven by the test clock: none
 * without a clause; a fixed fee once after the grace days; interest charged with the rent's payment or at month end;
 * the cap; created exactly once; the clause set on the property and copied at acceptance; the admin's waiver, which
 * the tenant sees and cannot pay.
 */
import { SIGNED_LEGACY_LATE_CLAUSE, type LatePaymentClause, type Transaction } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, notifications, properties, transactions } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
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
import { propertyForm, unitFields } from '../properties/properties.test-helpers.js';
import { payIntent } from '../transactions/test-support/payment-helpers.js';
import { lateChargesJob } from './late-charges.jobs.js';

let ctx: TestContext;
let jobCtx: JobContext;
let admin: UserRow;
/** Tokens live minutes: each request signs in again at the clock's current time. */
const adminAuth = () => authHeader(ctx.app, admin);
const clock = new TestClock(new Date('2031-03-01T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  jobCtx = {
    database: ctx.database,
    mailer: ctx.mailer,
    storage: ctx.app.deps.storage,
    clock: clock.now,
    log: ctx.app.log,
    publicUrl: 'http://sewamudah.test',
  };
  admin = await buildAdmin(ctx.database.db);
});
afterAll(() => ctx.close());

/** 10:00 in Malaysia on `day`. */
const at = (day: string) => clock.set(new Date(`${day}T02:00:00Z`));

/** A tenant's active contract under `clause`, with RM1,500 rent due on `dueDate` unpaid. */
async function overdueRent(clause: LatePaymentClause, dueDate: string, language: 'en' | 'ms' = 'en') {
  const user = await buildCustomer(ctx.database.db, { language });
  const { property } = await buildProperty(ctx.database.db, { priceRm: 1500 });
  const { contract } = await buildContract(ctx.database.db, { user, property, status: 'Active' });
  await ctx.database.db.update(contracts).set({ latePaymentClause: clause }).where(eq(contracts.id, contract.id));
  const [rent] = await ctx.database.db
    .insert(transactions)
    .values({
      userId: user.id,
      contractId: contract.id,
      propertyId: property.id,
      type: 'Monthly Rental',
      amountSen: 150000,
      dueDate,
      periodMonth: 2,
      status: 'Pending',
    })
    .returning();
  return { user, auth: () => authHeader(ctx.app, user), rent: rent!, contract };
}

const lateChargesOf = (rentId: string) =>
  ctx.database.db.select().from(transactions).where(eq(transactions.lateForTransactionId, rentId));

async function runJob(day: string) {
  at(day);
  await runJobOnce(lateChargesJob, jobCtx);
  await runJobOnce(lateChargesJob, jobCtx);
}

/** Pays a charge by card through the sandbox, as the payment page does. */
async function pay(auth: () => Promise<{ authorization: string }>, transactionId: string) {
  const headers = await auth();
  const intent = await payIntent(ctx.app, headers, { transactionId });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/process-payment',
    headers,
    payload: { paymentIntentId: intent.paymentIntentId, transactionId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ transaction: Transaction }>().transaction;
}

describe('a contract without a late-payment clause', () => {
  it('never gets a late charge: not by the job however late, not when the rent is finally paid', async () => {
    const { auth, rent } = await overdueRent({ type: 'none' }, '2031-03-05');
    for (const day of ['2031-03-13', '2031-03-31', '2031-04-01', '2031-05-01', '2031-06-30']) await runJob(day);
    expect(await lateChargesOf(rent.id)).toEqual([]);
    at('2031-07-01');
    await pay(auth, rent.id);
    await runJob('2031-07-02');
    expect(await lateChargesOf(rent.id)).toEqual([]);
    const all = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, rent.contractId), eq(transactions.type, 'Late Charge')));
    expect(all).toEqual([]);
  });
});

describe('a fixed late fee after the grace days', () => {
  it('is charged once, the day after the last grace day, and the tenant is told', async () => {
    const clause: LatePaymentClause = { type: 'fixed', feeSen: 5000, graceDays: 3, capPercent: null };
    const { user, auth, rent } = await overdueRent(clause, '2031-03-05');
    await runJob('2031-03-08');
    expect(await lateChargesOf(rent.id)).toEqual([]);
    await runJob('2031-03-09');
    await runJob('2031-03-10');
    const [late, ...more] = await lateChargesOf(rent.id);
    expect(more).toEqual([]);
    expect(late).toMatchObject({ type: 'Late Charge', amountSen: 5000, dueDate: '2031-03-09', status: 'Pending' });
    // The rent's payment does not add another.
    at('2031-03-11');
    await pay(auth, rent.id);
    expect(await lateChargesOf(rent.id)).toHaveLength(1);
    const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    const added = notices.filter((n) => n.kind === 'lateChargeAdded');
    expect(added).toHaveLength(1);
    expect(added[0]!.values).toMatchObject({ amount: 'RM50', date: '05/03/2031' });
    expect(added[0]!.link).toBe(`/payment/${late!.id}`);

    // The tenant sees it, linked to the rent, and pays it like any charge, with the usual receipt.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/transactions?type=Late%20Charge',
      headers: await auth(),
    });
    expect(list.json<{ transactions: Transaction[] }>().transactions).toMatchObject([
      { id: late!.id, type: 'Late Charge', amount: 50, lateForTransactionId: rent.id, waiver: null },
    ]);
    const paid = await pay(auth, late!.id);
    expect(paid).toMatchObject({ status: 'Paid', type: 'Late Charge' });
    const withReceipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/transactions/${late!.id}`,
      headers: await auth(),
    });
    expect(withReceipt.json<{ transaction: Transaction }>().transaction.receipts).toHaveLength(1);
  });

  it('never exceeds the cap: RM200 capped at 10% of RM1,500 is RM150', async () => {
    const { rent } = await overdueRent({ type: 'fixed', feeSen: 20000, graceDays: 0, capPercent: 10 }, '2031-03-05');
    await runJob('2031-03-06');
    expect((await lateChargesOf(rent.id)).map((t) => t.amountSen)).toEqual([15000]);
  });
});

describe('interest under the clause', () => {
  const eightPercent: LatePaymentClause = {
    type: 'interest',
    ratePercent: 8,
    graceDays: 7,
    capPercent: null,
    accrueFrom: 'grace_end',
  };

  it('accrues daily from the end of the grace days and is charged in the payment’s transaction', async () => {
    const { auth, rent } = await overdueRent(eightPercent, '2031-03-05');
    await runJob('2031-03-15');
    expect(await lateChargesOf(rent.id)).toEqual([]);
    at('2031-03-20');
    await pay(auth, rent.id);
    // 8 days (13/03 to 20/03) of 8% a year on RM1,500: 1500 × 0.08 × 8 / 365 = RM2.63.
    const [late, ...more] = await lateChargesOf(rent.id);
    expect(more).toEqual([]);
    expect(late).toMatchObject({ amountSen: 263, dueDate: '2031-03-20', status: 'Pending', type: 'Late Charge' });
    await runJob('2031-04-01');
    expect(await lateChargesOf(rent.id)).toHaveLength(1);
  });

  it('is charged at month end when the rent is still unpaid, and not again when it is paid', async () => {
    const { auth, rent } = await overdueRent(eightPercent, '2031-03-05');
    await runJob('2031-03-31');
    expect(await lateChargesOf(rent.id)).toEqual([]);
    await runJob('2031-04-01');
    // 20 days (13/03, the first late day, to 31/03, the month's end): 1500 × 0.08 × 20 / 365 = RM6.58.
    expect((await lateChargesOf(rent.id)).map((t) => [t.amountSen, t.dueDate])).toEqual([[658, '2031-04-01']]);
    at('2031-04-03');
    await pay(auth, rent.id);
    expect(await lateChargesOf(rent.id)).toHaveLength(1);
  });

  it('within the grace days, paying costs nothing extra', async () => {
    const { auth, rent } = await overdueRent(eightPercent, '2031-03-05');
    at('2031-03-12');
    await pay(auth, rent.id);
    await runJob('2031-04-01');
    expect(await lateChargesOf(rent.id)).toEqual([]);
  });

  it('contracts signed before the clause became data accrue from the due date, as their agreement says', async () => {
    const { auth, rent } = await overdueRent(SIGNED_LEGACY_LATE_CLAUSE, '2031-03-05');
    at('2031-03-20');
    await pay(auth, rent.id);
    // 15 days from the due date: 1500 × 0.08 × 15 / 365 = RM4.93.
    expect((await lateChargesOf(rent.id)).map((t) => t.amountSen)).toEqual([493]);
  });
});

describe('the clause on the property, copied at acceptance', () => {
  it('is set with the property form, validated, shown to admins and copied into a new contract', async () => {
    const post = async (clause: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: await adminAuth(),
        payload: propertyForm({ ...unitFields, latePaymentClause: clause }),
      });
    const bad = await post({ type: 'interest', ratePercent: 30, graceDays: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Interest rate must be more than 0 and at most 24% a year' });
    const created = await post({ type: 'interest', ratePercent: 10.5, graceDays: 5, capPercent: 20 });
    expect(created.statusCode).toBe(201);
    const property = created.json<{ property: { id: string; latePaymentClause: unknown } }>().property;
    expect(property.latePaymentClause).toEqual({
      type: 'interest',
      ratePercent: 10.5,
      graceDays: 5,
      capPercent: 20,
      accrueFrom: 'grace_end',
    });
    // Edited without the field: kept; a customer never sees it.
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/properties/${property.id}`,
      headers: await adminAuth(),
      payload: propertyForm({ name: 'Residensi Denda' }),
    });
    expect(edited.json().property.latePaymentClause).toMatchObject({ type: 'interest', ratePercent: 10.5 });
    const customer = await buildCustomer(ctx.database.db);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/${property.id}`,
      headers: await authHeader(ctx.app, customer),
    });
    expect(asCustomer.json().property.latePaymentClause).toBeUndefined();

    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, property.id));
    const application = await buildApplication(ctx.database.db, {
      user: customer,
      property: row!,
      startDate: '2031-04-01',
    });
    const accepted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}`,
      headers: await adminAuth(),
      payload: { status: 'Accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const [contract] = await ctx.database.db
      .select({ clause: contracts.latePaymentClause })
      .from(contracts)
      .where(eq(contracts.applicationId, application.id));
    expect(contract!.clause).toEqual({
      type: 'interest',
      ratePercent: 10.5,
      graceDays: 5,
      capPercent: 20,
      accrueFrom: 'grace_end',
    });
    // Later changes to the property leave the accepted contract as signed.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/properties/${property.id}`,
      headers: await adminAuth(),
      payload: propertyForm({ latePaymentClause: { type: 'none' } }),
    });
    const [after] = await ctx.database.db
      .select({ clause: contracts.latePaymentClause })
      .from(contracts)
      .where(eq(contracts.applicationId, application.id));
    expect(after!.clause).toMatchObject({ type: 'interest' });
  });
});

describe('POST /api/transactions/:id/waive', () => {
  it('waives an unpaid late charge with a reason; the tenant sees it, is told, and cannot pay it', async () => {
    const { user, auth, rent } = await overdueRent(
      { type: 'fixed', feeSen: 5000, graceDays: 3, capPercent: null },
      '2031-03-05',
      'ms',
    );
    await runJob('2031-03-09');
    const [late] = await lateChargesOf(rent.id);
    const waive = async (id: string, payload: Record<string, string>, headers?: { authorization: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/transactions/${id}/waive`,
        headers: headers ?? (await adminAuth()),
        payload,
      });

    expect((await waive(late!.id, { reason: 'x' })).json()).toMatchObject({
      message: 'Give a reason for waiving',
      errorFields: { reason: 'Give a reason for waiving' },
    });
    expect((await waive(late!.id, { reason: 'First late payment' }, await auth())).statusCode).toBe(403);
    const notLate = await waive(rent.id, { reason: 'First late payment' });
    expect([notLate.statusCode, notLate.json().message]).toEqual([409, 'Only a late charge can be waived.']);
    expect((await waive('9b2d6f1e-0000-4000-8000-000000000000', { reason: 'Goodwill' })).statusCode).toBe(404);

    // Its amount is the clause's: it is waived, never edited, cancelled or deleted.
    const headers = await adminAuth();
    for (const change of [
      { method: 'PATCH' as const, payload: { amount: 1 } },
      { method: 'PATCH' as const, payload: { status: 'Cancelled' } },
      { method: 'DELETE' as const },
    ]) {
      const refused = await ctx.app.inject({ ...change, url: `/api/transactions/${late!.id}`, headers });
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        'A late charge follows the agreement’s clause: waive it with a reason instead.',
      ]);
    }

    const res = await waive(late!.id, { reason: 'First late payment in two years' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Late charge waived',
      transaction: { id: late!.id, status: 'Cancelled', waiver: { reason: 'First late payment in two years' } },
    });
    const again = await waive(late!.id, { reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This late charge has already been waived.']);

    // The tenant's own list shows the waiver and its reason.
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/transactions/${late!.id}`, headers: await auth() });
    expect(mine.json().transaction).toMatchObject({
      status: 'Cancelled',
      waiver: { reason: 'First late payment in two years' },
    });
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/create-payment-intent',
      headers: await auth(),
      payload: { transactionId: late!.id },
    });
    expect(intent.statusCode).toBeGreaterThanOrEqual(400);
    expect(intent.statusCode).toBeLessThan(500);
    const notice = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'lateChargeWaived')));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.values).toMatchObject({ amount: 'RM50', reason: 'First late payment in two years' });
    // In the tenant's language (BM), with the reason.
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: await auth() });
    const texts = inbox.json<{ notifications: { title: string; text: string }[] }>().notifications;
    expect(texts[0]).toEqual({
      ...texts[0],
      title: 'Caj lewat bayar dikecualikan',
      text: 'Caj lewat bayar sebanyak RM50 untuk ' + texts[0]!.text.split('untuk ')[1],
    });
    expect(texts[0]!.text).toContain('Sebab: First late payment in two years');

    // Never a second late charge for that rent, even after the waiver.
    await runJob('2031-03-20');
    expect(await lateChargesOf(rent.id)).toHaveLength(1);
  });

  it('refuses a paid late charge', async () => {
    const { auth, rent } = await overdueRent(
      { type: 'fixed', feeSen: 5000, graceDays: 0, capPercent: null },
      '2031-03-05',
    );
    await runJob('2031-03-06');
    const [late] = await lateChargesOf(rent.id);
    await pay(auth, late!.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${late!.id}/waive`,
      headers: await adminAuth(),
      payload: { reason: 'Too late now' },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'A paid late charge cannot be waived; refund it instead.',
    ]);
  });
});
