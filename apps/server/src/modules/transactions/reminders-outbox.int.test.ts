/**
 * Reminders go through the e-mail outbox: claimed and queued in one transaction, so a delivery that dies midway
 * loses none, and a second run (even one that claims the same charges again) queues none twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeReminders, emailOutbox } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import type { MailMessage } from '../../lib/mailer/index.js';
import { buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { reminderJob, rentScheduleJob } from './transactions.jobs.js';

const TENANTS = 5;
let ctx: TestContext;
let jobCtx: JobContext;
const clock = new TestClock(new Date('2031-02-08T02:00:00Z'));
const delivered: MailMessage[] = [];
let deliverable = 2; // the mail server accepts two, then the connection dies

beforeAll(async () => {
  const mailer = {
    send: async (message: MailMessage) => {
      if (deliverable <= 0) throw new Error('connection reset');
      deliverable -= 1;
      delivered.push(message);
    },
  };
  ctx = await createTestApp({ clock, mailer, drainOutbox: false });
  jobCtx = {
    database: ctx.database,
    mailer,
    storage: ctx.app.deps.storage,
    clock: clock.now,
    log: ctx.app.log,
    publicUrl: 'http://sewamudah.test',
  };
  for (let i = 1; i <= TENANTS; i++) {
    const user = await buildCustomer(ctx.database.db, { email: `reminded${i}@example.my` });
    const { property } = await buildProperty(ctx.database.db, { name: `Reminder House ${i}` });
    await buildContract(ctx.database.db, { user, property, status: 'Active', startDate: '2031-01-10', stayLength: 3 });
  }
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const outboxRows = () => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-reminder'));

describe('payment reminders through the outbox', () => {
  it('queues each reminder once, even when the job runs again, and delivers all of them exactly once', async () => {
    await runJobOnce(rentScheduleJob, jobCtx);
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: TENANTS });
    const queued = await outboxRows();
    expect(queued).toHaveLength(TENANTS);
    expect(queued.every((row) => /^reminder:[\w-]+:2031-02-10:d-3$/.test(row.dedupeKey))).toBe(true);

    // Delivery dies after two mails: the other three stay queued.
    expect(await ctx.outbox.drain()).toMatchObject({ sent: 2, retried: 3 });
    expect(delivered).toHaveLength(2);

    // The job runs again, and once more after its claims were lost: nothing is queued twice.
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: 0 });
    await ctx.database.db.delete(chargeReminders);
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: TENANTS });
    expect(await outboxRows()).toHaveLength(TENANTS);

    // The mail server is back: the rest go out after the backoff, and nobody gets a second reminder.
    deliverable = Infinity;
    clock.advance(60_000);
    expect(await ctx.outbox.drain()).toMatchObject({ sent: 3 });
    expect(await ctx.outbox.drain()).toMatchObject({ claimed: 0 });
    const recipients = delivered.map((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: TENANTS }, (_, i) => `reminded${i + 1}@example.my`));
    expect(delivered.every((m) => m.subject === 'Payment reminder: RM1,500 due on 10/02/2031')).toBe(true);
    expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
  });
});
