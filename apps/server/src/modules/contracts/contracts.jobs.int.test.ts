/** Background jobs: unpaid acceptances expire at their deadline; contracts past their end date end. Both idempotent. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, transactions } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { endFinishedContractsJob, expireUnpaidAcceptancesJob } from './contracts.jobs.js';

let ctx: TestContext;
let jobCtx: JobContext;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

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

const db = () => ctx.database.db;

describe('expire unpaid acceptances', () => {
  it('cancels application, contract and deposit after the deadline, frees the room, e-mails once', async () => {
    const admin = await buildAdmin(db());
    const tenant = await buildCustomer(db(), { firstname: 'Mei Ling' });
    const paidTenant = await buildCustomer(db());
    const { property, rooms } = await buildProperty(db(), { type: 'Room Rental', rooms: 2, name: 'Expiry House' });
    const application = await buildApplication(db(), {
      user: tenant,
      property,
      room: rooms[0]!,
      startDate: '2027-01-01',
    });
    const accept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'Accepted' },
    });
    expect(accept.statusCode).toBe(200);
    // A paid one with an old deadline must stay untouched.
    const paid = await buildContract(db(), {
      user: paidTenant,
      property,
      room: rooms[1]!,
      status: 'Awaiting Payment',
      depositStatus: 'Paid',
    });
    await db()
      .update(applications)
      .set({ paymentDueAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(applications.id, paid.application.id));

    // Just before the deadline (end of 29 Nov in Kuala Lumpur) nothing happens.
    clock.set('2026-11-29T15:59:00Z');
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobCtx)).toEqual({ expired: 0 });
    clock.set('2026-11-29T16:00:00Z');
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobCtx)).toEqual({ expired: 1 });
    expect(await runJobOnce(expireUnpaidAcceptancesJob, jobCtx)).toEqual({ expired: 0 });

    const [app] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(app!.status).toBe('Cancelled');
    const [contract] = await db().select().from(contracts).where(eq(contracts.applicationId, application.id));
    expect(contract!.status).toBe('Cancelled');
    const [deposit] = await db().select().from(transactions).where(eq(transactions.contractId, contract!.id));
    expect(deposit!.status).toBe('Cancelled');
    const [paidContract] = await db().select().from(contracts).where(eq(contracts.id, paid.contract.id));
    expect(paidContract!.status).toBe('Awaiting Payment');
    await ctx.outbox.drain();
    expect(ctx.mailer.sent.filter((m) => m.subject === 'Your reservation of Expiry House has expired')).toHaveLength(1);

    // The room is free again: another customer may apply for it.
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: await authHeader(ctx.app, await buildCustomer(db())),
      payload: { property: property.id, room: rooms[0]!.id, startDate: '2027-01-01', stayLength: 3 },
    });
    expect(next.statusCode).toBe(201);
  });
});

describe('end finished contracts', () => {
  it('ends active contracts after their end date, once', async () => {
    clock.set('2026-11-22T02:00:00Z');
    const { property } = await buildProperty(db());
    const finished = await buildContract(db(), {
      user: await buildCustomer(db()),
      property,
      status: 'Active',
      startDate: '2026-05-21',
      stayLength: 6,
    });
    const lastDay = await buildContract(db(), {
      user: await buildCustomer(db()),
      property: (await buildProperty(db())).property,
      status: 'Active',
      // Its last day is today: 23/05/2026 + 6 months − 1 day = 22/11/2026 (ADR 0030).
      startDate: '2026-05-23',
      stayLength: 6,
    });
    expect(await runJobOnce(endFinishedContractsJob, jobCtx)).toEqual({ ended: 1 });
    expect(await runJobOnce(endFinishedContractsJob, jobCtx)).toEqual({ ended: 0 });
    const [a] = await db().select().from(contracts).where(eq(contracts.id, finished.contract.id));
    const [b] = await db().select().from(contracts).where(eq(contracts.id, lastDay.contract.id));
    expect(a!.status).toBe('Ended');
    expect(a!.endedAt?.toISOString()).toBe('2026-11-22T02:00:00.000Z');
    expect(b!.status).toBe('Active');
  });
});
