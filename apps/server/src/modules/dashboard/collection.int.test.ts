/**
 * The admin dashboard's collection figures and overdue list, and "send a reminder now" (issue 24 §2), with exact
 * figures from factories and the injected clock (Malaysian days and months).
 */
import { translate } from '@sewamudah/shared/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { reminderJob } from '../transactions/reminder-ladder.js';

let ctx: TestContext;
let admin: UserRow;
// 20 May 2031, 10:00 in Malaysia.
const clock = new TestClock(new Date('2031-05-20T02:00:00Z'));
const charges: Record<string, string> = {};
let tenant: UserRow;

type Status = 'Pending' | 'Paid';
async function charge(
  name: string,
  rm: number,
  dueDate: string,
  opts: { status?: Status; paidAt?: string; type?: 'Monthly Rental' | 'Other Fees' | 'Deposit' } = {},
) {
  const { property } = await buildProperty(ctx.database.db, { name: `Collection ${name}` });
  // Its own deposit is paid before May (a deposit is held, never 'collected' rent nor arrears).
  const { contract, deposit } = await buildContract(ctx.database.db, {
    user: tenant,
    property,
    status: opts.type === 'Deposit' ? 'Awaiting Payment' : 'Active',
  });
  if (opts.type === 'Deposit') {
    charges[name] = deposit.id;
    return;
  }
  const [row] = await ctx.database.db
    .insert(transactions)
    .values({
      userId: tenant.id,
      contractId: contract.id,
      propertyId: property.id,
      type: opts.type ?? 'Monthly Rental',
      amountSen: Math.round(rm * 100),
      dueDate,
      status: opts.status ?? 'Pending',
      paymentDate: opts.paidAt ? new Date(opts.paidAt) : null,
    })
    .returning();
  charges[name] = row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db);
  tenant = await buildCustomer(ctx.database.db, { firstname: 'Siti', lastname: 'Rahman' });
  // Collected this month (Malaysian May): paid 1 May 00:30 MYT (30 April UTC) and 19 May; not 30 April 23:30 MYT.
  await charge('paidMay1', 1000, '2031-05-01', { status: 'Paid', paidAt: '2031-04-30T16:30:00Z' });
  await charge('paidMay19', 250.5, '2031-05-19', { status: 'Paid', paidAt: '2031-05-19T04:00:00Z' });
  await charge('paidApril', 700, '2031-04-30', { status: 'Paid', paidAt: '2031-04-30T15:30:00Z' });
  // Unpaid: not yet due, due today, 1, 30, 31, 60, 61 and 90 days late; an unpaid deposit is not arrears.
  await charge('future', 1200, '2031-06-01');
  await charge('today', 100, '2031-05-20');
  await charge('late1', 1, '2031-05-19', { type: 'Other Fees' });
  await charge('late30', 30, '2031-04-20');
  await charge('late31', 310, '2031-04-19');
  await charge('late60', 600, '2031-03-21');
  await charge('late61', 6100, '2031-03-20');
  await charge('late90', 9000, '2031-02-19');
  await charge('depositUnpaid', 0, '', { type: 'Deposit' });
});
afterAll(() => ctx.close());

const dashboard = async () =>
  (await ctx.app.inject({ url: '/api/dashboard/admin', headers: await authHeader(ctx.app, admin) })).json();
const remind = async (id: string, user: UserRow = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/dashboard/overdue/${id}/remind`,
    headers: await authHeader(ctx.app, user),
  });

describe('collection figures', () => {
  it('rent collected this Malaysian month, outstanding, and arrears by age', async () => {
    expect((await dashboard()).collection).toEqual({
      collectedThisMonth: 1250.5,
      outstanding: 1200 + 100 + 1 + 30 + 310 + 600 + 6100 + 9000,
      arrears: { days1to30: 31, days31to60: 910, over60: 15100 },
    });
  });
});

describe('the overdue list', () => {
  it('lists overdue charges, most overdue first, with days overdue and the last reminder', async () => {
    const { overdue } = await dashboard();
    expect(overdue.count).toBe(6);
    expect(overdue.charges.map((c: { id: string; daysOverdue: number }) => [c.id, c.daysOverdue])).toEqual([
      [charges.late90, 90],
      [charges.late61, 61],
      [charges.late60, 60],
      [charges.late31, 31],
      [charges.late30, 30],
      [charges.late1, 1],
    ]);
    expect(overdue.charges[5]).toMatchObject({
      type: 'Other Fees',
      amount: 1,
      dueDate: '2031-05-19',
      lastReminderAt: null,
      canRemindNow: true,
      customer: { firstname: 'Siti', lastname: 'Rahman' },
    });
    // The ladder reminds the 1-day-late charge (d+1) this morning: the list shows it, and no second one today.
    await runJobOnce(reminderJob, {
      ...ctx.app.deps,
      log: ctx.app.log,
      publicUrl: ctx.config.publicUrl,
    });
    const after = (await dashboard()).overdue.charges[5];
    expect(after).toMatchObject({ lastReminderAt: '2031-05-20T02:00:00.000Z', canRemindNow: false });
    const refused = await remind(charges.late1!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: translate('en', 'reminderServer.alreadyToday', {}) });
  });

  it('an admin sends a reminder now, at most once a day per charge; the tenant gets it with the pay link', async () => {
    const sent = await remind(charges.late90!);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ reminder: { sentAt: '2031-05-20T02:00:00.000Z' } });
    const mail = ctx.mailer.sent.filter((m) => m.to === tenant.email).at(-1)!;
    expect(mail.subject).toBe('Overdue by 90 days: RM9,000');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/payment/${charges.late90}`);

    clock.set('2031-05-20T09:00:00Z'); // 17:00 the same day
    const again = await remind(charges.late90!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('en', 'reminderServer.alreadyToday', {}));
    const inMalay = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/overdue/${charges.late90}/remind`,
      headers: await authHeader(ctx.app, await buildAdmin(ctx.database.db, { language: 'ms' })),
    });
    expect(inMalay.json().message).toBe(translate('ms', 'reminderServer.alreadyToday', {}));

    clock.set('2031-05-20T15:00:00Z'); // 23:00: quiet hours
    const quiet = await remind(charges.late61!);
    expect(quiet.statusCode).toBe(409);
    expect(quiet.json().message).toBe(translate('en', 'reminderServer.quietHours', { from: '22:00', to: '08:00' }));

    clock.set('2031-05-21T00:00:00Z'); // 08:00 the next day
    expect((await remind(charges.late90!)).statusCode).toBe(201);
    const row = (await dashboard()).overdue.charges[0];
    expect(row).toMatchObject({ id: charges.late90, daysOverdue: 91, canRemindNow: false });
  });

  it('refuses a paid charge or a deposit (409), an unknown one (404), and a customer (403)', async () => {
    clock.set('2031-05-22T02:00:00Z');
    const paid = await remind(charges.paidMay19!);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(translate('en', 'reminderServer.notPayable', {}));
    expect((await remind(charges.depositUnpaid!)).statusCode).toBe(409);
    expect((await remind('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remind(charges.late30!, tenant)).statusCode).toBe(403);
    expect((await remind('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the late charge applied', () => {
  it('shows on its overdue charge, with a waiver said so (ADR 0031)', async () => {
    const db = ctx.database.db;
    const base = (await db.select().from(transactions).where(eq(transactions.id, charges.late90!)))[0]!;
    const late = (values: Partial<typeof transactions.$inferInsert>) =>
      db.insert(transactions).values({
        userId: base.userId,
        contractId: base.contractId,
        propertyId: base.propertyId,
        type: 'Late Charge',
        amountSen: 10_000,
        dueDate: '2031-06-10',
        status: 'Pending',
        ...values,
      });
    await late({ lateForTransactionId: charges.late61! });
    await late({
      lateForTransactionId: charges.late90!,
      amountSen: 4_550,
      status: 'Cancelled',
      waivedAt: new Date('2031-05-19T03:00:00Z'),
      waiverReason: 'Goodwill',
    });
    const rows = (await dashboard()).overdue.charges as { id: string; lateCharge: unknown }[];
    const of = (id: string) => rows.find((row) => row.id === id)?.lateCharge;
    expect(of(charges.late90!)).toEqual({ amount: 45.5, waived: true, paid: false });
    expect(of(charges.late61!)).toEqual({ amount: 100, waived: false, paid: false });
    expect(of(charges.late60!)).toBeNull();
  });
});
