/**
 * The reminder ladder (issue 24 §2) with the injected test clock: each step once, none after payment, quiet hours
 * respected, a run killed half-way or run twice (or by two replicas at once) sends nothing twice.
 */
import { translate } from '@sewamudah/shared/i18n';
import { asc, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { defaultReminderSettings } from '../../config/reminder-settings.js';
import { chargeReminders, emailOutbox, notifications, transactions } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import { buildContract, buildCustomer, buildProperty, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { reminderJob, runReminderLadder } from './reminder-ladder.js';

let ctx: TestContext;
let jobCtx: JobContext;
const clock = new TestClock(new Date('2031-03-01T02:00:00Z'));
const URL = 'http://sewamudah.test';

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  jobCtx = {
    database: ctx.database,
    mailer: ctx.mailer,
    storage: ctx.app.deps.storage,
    clock: clock.now,
    log: ctx.app.log,
    publicUrl: URL,
  };
});
afterAll(() => ctx.close());

/** A tenant with one unpaid charge of RM1,500 due on `dueDate`. */
async function unpaidCharge(dueDate: string, language: 'en' | 'ms' = 'en') {
  const user = await buildCustomer(ctx.database.db, { language });
  const { property } = await buildProperty(ctx.database.db, { name: `Ladder House ${dueDate}`, priceRm: 1500 });
  const { contract } = await buildContract(ctx.database.db, { user, property, status: 'Active' });
  const [charge] = await ctx.database.db
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
  return { user, charge: charge! };
}

const noticesOf = (user: UserRow) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.createdAt));
const stepsOf = async (chargeId: string) =>
  (
    await ctx.database.db
      .select()
      .from(chargeReminders)
      .where(eq(chargeReminders.transactionId, chargeId))
      .orderBy(asc(chargeReminders.sentAt))
  ).map((r) => r.step);
const mailsTo = (user: UserRow) => ctx.mailer.sent.filter((m) => m.to === user.email);

/** Runs the job twice at 10:00 Malaysian time on each day from `from` to `to`. */
async function walk(from: string, to: string, onDay?: (day: string) => Promise<void>) {
  for (
    let day = new Date(`${from}T02:00:00Z`);
    day <= new Date(`${to}T02:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    clock.set(day);
    await runJobOnce(reminderJob, jobCtx);
    await runJobOnce(reminderJob, jobCtx);
    await ctx.outbox.drain();
    await onDay?.(day.toISOString().slice(0, 10));
  }
}

describe('the reminder ladder', () => {
  it('sends each step once: 7 and 3 days before, on the day, 1, 3 and 7 days after, in the tenant language', async () => {
    const { user, charge } = await unpaidCharge('2031-03-15');
    const sentOn: Record<string, string[]> = {};
    await walk('2031-03-01', '2031-04-10', async (day) => {
      const steps = await stepsOf(charge.id);
      const before = Object.values(sentOn).flat().length;
      if (steps.length > before) sentOn[day] = steps.slice(before);
    });
    expect(sentOn).toEqual({
      '2031-03-08': ['d-7'],
      '2031-03-12': ['d-3'],
      '2031-03-15': ['d+0'],
      '2031-03-16': ['d+1'],
      '2031-03-18': ['d+3'],
      '2031-03-22': ['d+7'],
    });
    const notices = await noticesOf(user);
    expect(notices.map((n) => [n.kind, n.values.days, n.link])).toEqual([
      ['paymentDue', 7, `/payment/${charge.id}`],
      ['paymentDue', 3, `/payment/${charge.id}`],
      ['paymentDueToday', 0, `/payment/${charge.id}`],
      ['paymentOverdue', 1, `/payment/${charge.id}`],
      ['paymentOverdue', 3, `/payment/${charge.id}`],
      ['paymentOverdue', 7, `/payment/${charge.id}`],
    ]);
    const mails = mailsTo(user);
    expect(mails.map((m) => m.subject)).toEqual([
      'Payment reminder: RM1,500 due on 15/03/2031',
      'Payment reminder: RM1,500 due on 15/03/2031',
      'Payment reminder: RM1,500 is due today',
      'Overdue by 1 day: RM1,500',
      'Overdue by 3 days: RM1,500',
      'Overdue by 7 days: RM1,500',
    ]);
    expect(mails.every((m) => m.text.includes(`${URL}/payment/${charge.id}`))).toBe(true);
    expect(mails[5]!.text).toContain('was due on 15/03/2031 and is now 7 days overdue.');
  });

  it('writes the reminder in Bahasa Malaysia for a BM tenant', async () => {
    const { user, charge } = await unpaidCharge('2031-05-10', 'ms');
    await walk('2031-05-11', '2031-05-11');
    expect(await stepsOf(charge.id)).toEqual(['d+1']);
    expect(mailsTo(user).map((m) => m.subject)).toEqual(['Bayaran tertunggak 1 hari: RM1,500']);
    const [notice] = await noticesOf(user);
    expect(translate('ms', 'notice.paymentOverdue.title', {})).toBe('Bayaran tertunggak');
    expect(notice!.kind).toBe('paymentOverdue');
  });

  it('sends nothing once the charge is paid', async () => {
    const { user, charge } = await unpaidCharge('2031-06-15');
    await walk('2031-06-08', '2031-06-13');
    expect(await stepsOf(charge.id)).toEqual(['d-7', 'd-3']);
    await ctx.database.db
      .update(transactions)
      .set({ status: 'Paid', paymentDate: clock.now() })
      .where(eq(transactions.id, charge.id));
    await walk('2031-06-14', '2031-07-10');
    expect(await stepsOf(charge.id)).toEqual(['d-7', 'd-3']);
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('waits through the quiet hours (22:00–08:00 Malaysian time) and sends at 08:00', async () => {
    const { user, charge } = await unpaidCharge('2031-08-16');
    clock.set('2031-08-15T14:30:00Z'); // 15 Aug 22:30 in Malaysia: the day before, already sent
    await runJobOnce(reminderJob, jobCtx);
    expect(await stepsOf(charge.id)).toEqual([]);
    clock.set('2031-08-15T16:00:00Z'); // 16 Aug 00:00: the due date, but quiet
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: 0, quietHours: true });
    clock.set('2031-08-15T23:59:00Z'); // 07:59
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: 0, quietHours: true });
    expect(await stepsOf(charge.id)).toEqual([]);
    clock.set('2031-08-16T00:00:00Z'); // 08:00
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: 1 });
    expect(await stepsOf(charge.id)).toEqual(['d+0']);
    clock.set('2031-08-16T13:59:00Z'); // 21:59: allowed, nothing new
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: 0 });
    await ctx.outbox.drain();
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('a run killed half-way commits nothing; two runs at once (replicas) send each step once', async () => {
    const { user, charge } = await unpaidCharge('2031-09-20');
    const now = new Date('2031-09-21T02:00:00Z');
    const settings = defaultReminderSettings();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        expect(await runReminderLadder(tx, URL, now, settings)).toEqual({ reminders: 1 });
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await stepsOf(charge.id)).toEqual([]);
    expect(await noticesOf(user)).toHaveLength(0);

    // Two replicas at once, without the job's advisory lock: the unique step row lets one of them send.
    const runs = await Promise.all([
      ctx.database.db.transaction((tx) => runReminderLadder(tx, URL, now, settings)),
      ctx.database.db.transaction((tx) => runReminderLadder(tx, URL, now, settings)),
    ]);
    expect(runs.map((r) => r.reminders).sort()).toEqual([0, 1]);
    clock.set(now);
    expect(await runJobOnce(reminderJob, jobCtx)).toEqual({ reminders: 0 });
    expect(await stepsOf(charge.id)).toEqual(['d+1']);
    expect(await noticesOf(user)).toHaveLength(1);
    const outbox = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(outbox.map((row) => row.dedupeKey)).toEqual([`reminder:${charge.id}:2031-09-20:d+1`]);
  });

  it('does not send a step missed long ago (old arrears when the ladder starts)', async () => {
    const { charge } = await unpaidCharge('2031-10-01');
    clock.set('2031-11-20T02:00:00Z'); // 50 days late: d+7 was 43 days ago
    await runJobOnce(reminderJob, jobCtx);
    expect(await stepsOf(charge.id)).toEqual([]);
  });

  it('reads its steps and quiet hours from the environment, refusing bad values', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sewamudah-ladder-'));
    const base = { NODE_ENV: 'development', DATA_DIR: dataDir };
    expect(loadConfig(base).reminders).toEqual({
      steps: [-7, -3, 0, 1, 3, 7],
      quietHours: { startMinute: 22 * 60, endMinute: 8 * 60 },
    });
    expect(loadConfig({ ...base, REMINDER_STEPS: '5, -1,0', REMINDER_QUIET_HOURS: '' }).reminders).toEqual({
      steps: [-1, 0, 5],
      quietHours: null,
    });
    expect(() => loadConfig({ ...base, REMINDER_STEPS: '-7,x' })).toThrow(/REMINDER_STEPS/);
    expect(() => loadConfig({ ...base, REMINDER_STEPS: '1,1' })).toThrow(/REMINDER_STEPS/);
    expect(() => loadConfig({ ...base, REMINDER_QUIET_HOURS: '22-8' })).toThrow(/REMINDER_QUIET_HOURS/);
  });
});
