/**
 * Issue 23 / ADR 0030: a tenancy of N months ends on start + N months − 1 day, both dates inclusive. Checked
 * where the end date is made (apply → accept → contract) and against everything that reads it: the rent
 * schedule, the receipts' month periods, the statement period, stamp duty and the job that ends contracts.
 */
import { readFile } from 'node:fs/promises';
import { addMonths, calculateStampDuty, tenancyEndDate } from '@sewamudah/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import {
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { rentPeriod } from '../receipts/charge-purpose.js';
import { rentDueDates } from '../transactions/transactions.jobs.js';
import { endFinishedContractsJob } from './contracts.jobs.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z'));
let ctx: TestContext;
let jobCtx: JobContext;

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
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('the last day of a tenancy', () => {
  it('is start + N months − 1 day: 12 months from 30/11/2026 end on 29/11/2027', () => {
    expect(tenancyEndDate('2026-11-30', 12)).toBe('2027-11-29');
    expect(tenancyEndDate('2027-01-01', 6)).toBe('2027-06-30');
    expect(tenancyEndDate('2027-01-31', 1)).toBe('2027-02-27'); // month 1: 31/01–27/02 (next anniversary 28/02)
    expect(tenancyEndDate('2028-01-31', 1)).toBe('2028-02-28'); // leap year: next anniversary 29/02
    expect(tenancyEndDate('2026-12-15', 3)).toBe('2027-03-14');
  });

  it('the schedule, the receipts and stamp duty still count exactly N months', () => {
    const start = '2026-11-30';
    const end = tenancyEndDate(start, 12);
    const due = rentDueDates(start, end);
    expect(due.map((d) => d.month)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(due.at(-1)).toEqual({ month: 12, dueDate: '2027-10-30' });
    expect(rentPeriod(start, end, 1)).toEqual({ from: '2026-11-30', to: '2026-12-29' });
    expect(rentPeriod(start, end, 12)).toEqual({ from: '2027-10-30', to: '2027-11-29' });
    // Stamp duty is charged on the term in months, which does not move.
    expect(calculateStampDuty({ monthlyRentSen: 300_000, termMonths: 12 }).totalSen).toBeGreaterThan(0);
  });

  it('applying sets that last day; a contract with it is active through it and ends the day after', async () => {
    const db = ctx.database.db;
    const tenant = await buildCustomer(db);
    const { property } = await buildProperty(db, { priceRm: 3000, depositRm: 6000 });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenant.email, password: TEST_PASSWORD },
    });
    const token = login.json().accessToken as string;
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { authorization: `Bearer ${token}` },
      payload: { property: property.id, startDate: '2026-11-30', stayLength: 12 },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().application).toMatchObject({ startDate: '2026-11-30', endDate: '2027-11-29' });

    const { contract } = await buildContract(db, {
      user: tenant,
      property,
      status: 'Active',
      startDate: '2026-11-30',
      stayLength: 12,
    });
    expect(contract.endDate).toBe('2027-11-29');
    const statusOn = async (instant: string) => {
      clock.set(instant);
      await runJobOnce(endFinishedContractsJob, jobCtx);
      const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
      return row!.status;
    };
    expect(await statusOn('2027-11-29T15:30:00Z')).toBe('Active'); // 29/11 23:30 in Malaysia: the last day
    expect(await statusOn('2027-11-29T16:30:00Z')).toBe('Ended'); // 30/11 00:30 in Malaysia
  });

  it('migration 0022 corrects applications of the old rule that have no contract, and nothing else', async () => {
    const db = ctx.database.db;
    const { property } = await buildProperty(db);
    const old = async (startDate: string, stayLength: number, withContract: boolean) => {
      const user = await buildCustomer(db);
      const application = withContract
        ? (await buildContract(db, { user, property, startDate, stayLength, status: 'Active' })).application
        : await buildApplication(db, { user, property, startDate, stayLength });
      const oldEnd = addMonths(startDate, stayLength);
      await db.update(applications).set({ endDate: oldEnd }).where(eq(applications.id, application.id));
      await db.update(contracts).set({ endDate: oldEnd }).where(eq(contracts.applicationId, application.id));
      return application.id;
    };
    const waiting = await old('2026-11-30', 12, false);
    const monthEnd = await old('2027-01-31', 3, false); // old end 30/04 (clamped) → 29/04
    const contracted = await old('2026-12-15', 6, true);
    const fresh = (
      await buildApplication(db, { user: await buildCustomer(db), property, startDate: '2027-02-01', stayLength: 4 })
    ).id;

    const migration = await readFile(new URL('../../db/migrations/0022_tenancy_end_date.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration)); // a second run changes nothing

    const endOf = async (id: string) =>
      (await db.select().from(applications).where(eq(applications.id, id)))[0]!.endDate;
    expect(await endOf(waiting)).toBe('2027-11-29');
    expect(await endOf(monthEnd)).toBe('2027-04-29');
    expect(await endOf(fresh)).toBe('2027-05-31');
    // Bound by its generated agreement: the contract and its application keep the date the agreement states.
    expect(await endOf(contracted)).toBe('2027-06-15');
    const [contract] = await db.select().from(contracts).where(eq(contracts.applicationId, contracted));
    expect(contract!.endDate).toBe('2027-06-15');
  });
});
