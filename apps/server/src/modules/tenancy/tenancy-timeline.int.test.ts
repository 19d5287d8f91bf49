/**
 * The tenancy timeline (issue 25 §6, docs/decisions/0036): one append-only event per change, written in the
 * change's transaction, read in order by GET /api/contracts/:id/timeline (the tenant or an admin; others 404).
 */
import type { Contract, TenancyEvent } from '@sewamudah/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenancyEvents } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { getAgreement, sign, typed, type Auth } from '../esign/test-support/esign-helpers.js';
import { payIntent } from '../transactions/test-support/payment-helpers.js';

const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let adminAuth: Auth;
let tenantAuth: Auth;
let otherAuth: Auth;
let contractId: string;

const timeline = (id: string, headers?: Auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/contracts/${id}/timeline`, headers });
const eventsOf = async (id: string, headers: Auth = adminAuth) =>
  (await timeline(id, headers)).json<{ events: TenancyEvent[] }>().events;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db, { firstname: 'Farah', lastname: 'Admin' });
  tenant = await buildCustomer(db, { firstname: 'Nur Aisyah', lastname: 'Ahmad' });
  adminAuth = await authHeader(ctx.app, admin);
  tenantAuth = await authHeader(ctx.app, tenant);
  otherAuth = await authHeader(ctx.app, await buildCustomer(db));
  const { property } = await buildProperty(db, { priceRm: 1500, depositRm: 3000 });
  const application = await buildApplication(db, { user: tenant, property, startDate: '2027-01-15' });
  const accepted = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${application.id}`,
    headers: adminAuth,
    payload: { id: application.id, status: 'Accepted' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/contracts', headers: tenantAuth });
  contractId = list.json<{ contracts: Contract[] }>().contracts[0]!.id;
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('the tenancy timeline', () => {
  it('starts with the acceptance, by the admin, with the agreement linked', async () => {
    const events = await eventsOf(contractId, tenantAuth);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'accepted',
      at: clock.now().toISOString(),
      contractId,
      actor: { role: 'admin', userId: admin.id, name: 'Farah Admin' },
      data: { startDate: '2027-01-15', rent: 1500, deposit: 3000, agreementLanguage: 'en' },
      links: [{ kind: 'agreement', id: contractId, href: `/api/contracts/${contractId}/file` }],
    });
  });

  it('records signing, countersigning, the paid deposit with its receipt and the activation, in order', async () => {
    clock.advance(60_000);
    const v1 = await getAgreement(ctx.app, tenantAuth, contractId);
    const signed = await sign(ctx.app, tenantAuth, contractId, typed('Nur Aisyah Ahmad', v1.documentHash));
    expect(signed.statusCode, signed.body).toBe(200);
    const signedAt = clock.now().toISOString();

    clock.advance(60_000);
    const intent = await payIntent(ctx.app, tenantAuth, { contractId });
    const processed = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers: tenantAuth,
      payload: { paymentIntentId: intent.paymentIntentId, contractId },
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const depositCharge = { id: processed.json<{ transactionId: string }>().transactionId };
    const paidAt = clock.now().toISOString();

    clock.advance(60_000);
    const v2 = await getAgreement(ctx.app, adminAuth, contractId);
    const countersigned = await sign(
      ctx.app,
      adminAuth,
      contractId,
      typed('Farah Admin', v2.documentHash),
      'countersign',
    );
    expect(countersigned.statusCode, countersigned.body).toBe(200);

    // Sign & Pay's one payment may pay the stamp duty with the deposit: one `paid` per charge it paid.
    const events = (await eventsOf(contractId, tenantAuth)).filter(
      (e) => e.type !== 'paid' || e.data.chargeType === 'Deposit',
    );
    expect(events.map((e) => e.type)).toEqual([
      'accepted',
      'signed',
      'paid',
      'activated',
      'countersigned',
      'completed',
    ]);
    expect(events[1]).toMatchObject({
      at: signedAt,
      actor: { role: 'tenant', userId: tenant.id },
      data: { method: 'esign' },
    });
    const paid = events[2]!;
    expect(paid).toMatchObject({
      at: paidAt,
      actor: { role: 'tenant', userId: tenant.id },
      data: { transactionId: depositCharge.id, chargeType: 'Deposit', amount: 4500 },
    });
    expect(paid.links).toHaveLength(1);
    expect(paid.links[0]).toMatchObject({ kind: 'receipt', href: `/api/receipts/${paid.links[0]!.id}/file` });
    // The receipt link opens for the tenant.
    const receipt = await ctx.app.inject({ method: 'GET', url: paid.links[0]!.href!, headers: tenantAuth });
    expect(receipt.statusCode).toBe(200);
    expect(events[3]).toMatchObject({ at: paidAt, actor: { role: 'system', userId: null } });
    expect(events[4]).toMatchObject({ actor: { role: 'admin', userId: admin.id } });
    // Every event's time is the injected clock's, and the list is in time order.
    const times = events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('records an admin charge, its cancellation and an early end', async () => {
    const db = ctx.database.db;
    // The contract is active once signed and paid (the signed copy is in from e-signing).
    const status = (
      await ctx.app.inject({ method: 'GET', url: `/api/contracts/${contractId}`, headers: adminAuth })
    ).json<{ contract: Contract }>().contract.status;
    expect(status).toBe('Active');
    clock.advance(60_000);
    const charge = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: adminAuth,
      payload: { contractId, type: 'Other Fees', amount: 120.5, dueDate: '2027-02-01', description: 'Water' },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const chargeId = charge.json<{ transaction: { id: string } }>().transaction.id;
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${chargeId}`,
      headers: adminAuth,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ended = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contracts/${contractId}`,
      headers: adminAuth,
      payload: { endDate: '2027-03-31' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const events = await eventsOf(contractId);
    expect(events.slice(-3).map((e) => [e.type, e.actor.role])).toEqual([
      ['charge_added', 'admin'],
      ['charge_cancelled', 'admin'],
      ['ended', 'admin'],
    ]);
    expect(events.at(-3)!.data).toMatchObject({ transactionId: chargeId, chargeType: 'Other Fees', amount: 120.5 });
    expect(events.at(-1)!.data).toMatchObject({ endDate: '2027-03-31', reason: 'ended_early' });
    expect(await db.select().from(tenancyEvents).where(eq(tenancyEvents.contractId, contractId))).toHaveLength(
      events.length,
    );
  });

  it('is the tenant’s and the admins’ only: another customer gets 404, a visitor 401, a bad id 400', async () => {
    expect((await timeline(contractId, otherAuth)).statusCode).toBe(404);
    expect((await timeline(contractId)).statusCode).toBe(401);
    expect((await timeline('00000000-0000-4000-8000-000000000000', adminAuth)).statusCode).toBe(404);
    expect((await timeline('nope', adminAuth)).statusCode).toBe(400);
  });

  it('is append-only: an UPDATE or a DELETE of an event is refused by the database', async () => {
    const db = ctx.database.db;
    const failure = (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(
      await failure(db.execute(sql`update tenancy_events set type = 'x' where contract_id = ${contractId}`)),
    ).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from tenancy_events where contract_id = ${contractId}`))).toMatch(
      /append-only/,
    );
  });
});
