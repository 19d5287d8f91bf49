/** Rent schedule, overdue flag (status stays Pending) and reminders with a fixed clock. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { reminderJob, rentDueDates, rentScheduleJob, transactionJobs } from './transactions.jobs.js';

let ctx: TestContext;
let jobCtx: JobContext;
const clock = new TestClock(new Date('2030-01-20T02:00:00Z'));

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
});
afterAll(async () => {
  await ctx.close();
});

const rentRows = (contractId: string) =>
  ctx.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), eq(transactions.type, 'Monthly Rental')))
    .orderBy(transactions.periodMonth);

describe('rent schedule', () => {
  it('due dates follow each monthly anniversary of 31 January', () => {
    expect(rentDueDates('2030-01-31', '2030-07-31')).toEqual([
      { month: 2, dueDate: '2030-02-28' },
      { month: 3, dueDate: '2030-03-31' },
      { month: 4, dueDate: '2030-04-30' },
      { month: 5, dueDate: '2030-05-31' },
      { month: 6, dueDate: '2030-06-30' },
    ]);
    expect(rentDueDates('2032-01-31', '2032-04-30').map((d) => d.dueDate)).toEqual(['2032-02-29', '2032-03-31']);
  });

  it('creates each month 14 days ahead, once, as the clock moves through the tenancy', async () => {
    const user = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db, { priceRm: 1800, depositRm: 3600 });
    const { contract } = await buildContract(ctx.database.db, {
      user,
      property,
      status: 'Active',
      startDate: '2030-01-31',
      stayLength: 6,
    });

    clock.set('2030-01-20T02:00:00Z');
    await runJobOnce(rentScheduleJob, jobCtx);
    expect(await rentRows(contract.id)).toHaveLength(0);

    clock.set('2030-02-14T16:30:00Z'); // 15 Feb 00:30 in Malaysia: 28 Feb is within 14 days
    await runJobOnce(rentScheduleJob, jobCtx);
    await runJobOnce(rentScheduleJob, jobCtx);
    let rows = await rentRows(contract.id);
    expect(rows.map((r) => [r.periodMonth, r.dueDate, r.amountSen, r.status, r.description])).toEqual([
      [2, '2030-02-28', 180000, 'Pending', 'Rent for month 2 of 6'],
    ]);

    clock.set('2030-07-01T02:00:00Z');
    await runJobOnce(rentScheduleJob, jobCtx);
    rows = await rentRows(contract.id);
    expect(rows.map((r) => r.dueDate)).toEqual(['2030-02-28', '2030-03-31', '2030-04-30', '2030-05-31', '2030-06-30']);
    // Late months are created 'Pending' too (SPEC clients pay only 'Pending'); no job rewrites the status.
    expect(rows.map((r) => r.status)).toEqual(['Pending', 'Pending', 'Pending', 'Pending', 'Pending']);
    expect(transactionJobs.map((j) => j.name)).toEqual(['transactions.rent-schedule', 'transactions.reminders']);
  });

  it('sends one reminder before the due date', async () => {
    const user = await buildCustomer(ctx.database.db, { email: 'reminder.tenant@example.my' });
    const { property } = await buildProperty(ctx.database.db, { name: 'Reminder Residence' });
    await buildContract(ctx.database.db, {
      user,
      property,
      status: 'Active',
      startDate: '2031-01-10',
      stayLength: 3,
    });
    clock.set('2031-02-08T02:00:00Z');
    await runJobOnce(rentScheduleJob, jobCtx);
    await runJobOnce(reminderJob, jobCtx);
    await runJobOnce(reminderJob, jobCtx);
    await ctx.outbox.drain();
    const reminders = ctx.mailer.sent.filter((m) => m.to === 'reminder.tenant@example.my');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Payment reminder: RM1,500 due on 10/02/2031');
    expect(reminders[0]!.text).toContain('http://sewamudah.test/payment/');
  });

  it('flags a late charge isOverdue while its status stays Pending; the Overdue filter finds it', async () => {
    const user = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db, { priceRm: 1500 });
    const { contract } = await buildContract(ctx.database.db, {
      user,
      property,
      status: 'Active',
      startDate: '2031-01-10',
      stayLength: 3,
    });
    clock.set('2031-02-08T02:00:00Z');
    await runJobOnce(rentScheduleJob, jobCtx);
    const list = async () =>
      (
        await ctx.app.inject({
          url: `/api/transactions?contractId=${contract.id}&type=Monthly%20Rental`,
          headers: await authHeader(ctx.app, user),
        })
      ).json().transactions;
    expect((await list())[0]).toMatchObject({ status: 'Pending', isOverdue: false, daysOverdue: 0 });

    clock.set('2031-02-13T02:00:00Z');
    const [rent] = await list();
    expect(rent).toMatchObject({ status: 'Pending', dueDate: '2031-02-10', isOverdue: true, daysOverdue: 3 });
    // The admin's 'Overdue' filter still finds it, through the flag.
    const admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
    const overdue = await ctx.app.inject({ url: '/api/transactions?status=Overdue', headers: admin });
    expect(overdue.json().transactions.map((t: { id: string }) => t.id)).toContain(rent.id);
    const ofContract = await ctx.app.inject({
      url: `/api/transactions?status=Overdue&contractId=${contract.id}`,
      headers: admin,
    });
    expect(ofContract.json().transactions).toHaveLength(1);
  });
});
