/**
 * The move-in checklist (issue 25 §1, docs/decisions/0037): only for a complete, paid agreement; the appointment (the
 * admin offers slots and the tenant picks one, or the tenant proposes and the admin confirms; the day-before reminder
 * once), the key handover and its confirmation, the property's package fields (admin only) and the package PDF in the
 * tenant's language; a notice to vacate opens the move-out report early.
 */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveIn } from '@sewamudah/shared';
import { notifications, tenancyEvents, tenancyNotices } from '../../db/schema/index.js';
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
import { moveInRemindersJob } from './inspections.jobs.js';

const HOUR = 3600_000;
const clock = new TestClock(new Date('2030-01-10T02:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let other: UserRow;
let h: Record<'admin' | 'tenant' | 'other', { authorization: string }>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db);
  tenant = await buildCustomer(db, { firstname: 'Siti', lastname: 'Penyewa', language: 'ms' });
  other = await buildCustomer(db);
  h = {
    admin: await authHeader(ctx.app, admin),
    tenant: await authHeader(ctx.app, tenant),
    other: await authHeader(ctx.app, other),
  };
});
afterAll(async () => {
  await ctx?.close();
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  }
  await pdf.destroy();
  return items.join(' ').replace(/\s+/g, ' ');
}

const url = (id: string, rest = '') => `/api/contracts/${id}/move-in${rest}`;
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();

describe('the move-in checklist', { timeout: 60_000 }, () => {
  let contractId: string;
  let propertyId: string;

  it('lets only admins edit the property’s package fields and template', async () => {
    const { property } = await buildProperty(ctx.database.db, { name: 'Residensi Damai' });
    propertyId = property.id;
    const info = {
      houseRules: 'No smoking indoors.\nQuiet hours 11 pm to 7 am.',
      utilities: [
        { kind: 'electricity', provider: 'TNB', account: '220011223344', meterNumber: 'TNB-778899', paidBy: 'tenant' },
        { kind: 'water', provider: 'Air Selangor', account: 'AS-5566', meterNumber: 'W-1122', paidBy: 'landlord' },
      ],
      wifi: 'Damai-5G / sewamudah2030',
      parking: 'Bay B2-17',
      emergencyContacts: 'Guardhouse 03-1234 5678',
      managementContact: 'Management office, Level 1',
      inventory: '1 sofa, 1 fridge, 2 beds',
      firstWeek: 'Register the access card at the guardhouse.',
    };
    const asTenant = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${property.id}/move-in`,
      headers: h.tenant,
      payload: { moveInInfo: info },
    });
    expect(asTenant.statusCode).toBe(403);
    const template = { areas: [{ code: 'livingRoom', items: [{ code: 'walls' }, { name: 'Balcony door' }] }] };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${property.id}/move-in`,
      headers: h.admin,
      payload: { moveInInfo: info, template },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ customTemplate: true, moveInInfo: { wifi: 'Damai-5G / sewamudah2030' } });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${property.id}/move-in`,
      headers: h.admin,
      payload: { template: { areas: [] } },
    });
    expect(bad.statusCode).toBe(400);

    const { contract } = await buildContract(ctx.database.db, { user: tenant, property });
    contractId = contract.id;
    const report = await ctx.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/inspections`,
      headers: h.admin,
      payload: { kind: 'move_in' },
    });
    expect(
      report.json().inspection.areas[0].items.map((i: { code: string; name: string }) => i.code ?? i.name),
    ).toEqual(['walls', 'Balcony door']);
  });

  it('is only for a complete, paid agreement, and only for its tenant and admins', async () => {
    const { property } = await buildProperty(ctx.database.db);
    const { contract } = await buildContract(ctx.database.db, { user: tenant, property, status: 'Awaiting Payment' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: url(contract.id, '/appointment'),
      headers: h.tenant,
      payload: { proposedAt: at(48) },
    });
    expect(res.statusCode).toBe(409);
    expect((await ctx.app.inject({ url: url(contractId), headers: h.other })).statusCode).toBe(404);
    const mine = await ctx.app.inject({ url: url(contractId), headers: h.tenant });
    expect(mine.json<{ moveIn: MoveIn }>().moveIn).toMatchObject({
      ready: true,
      steps: { appointment: false, keys: false, meters: false, report: false },
      report: { status: 'draft' },
    });
  });

  it('agrees the appointment: offered slots, the tenant picks one; reminded the day before, once', async () => {
    const slots = [at(72), at(96)];
    const asTenantSlots = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/appointment'),
      headers: h.tenant,
      payload: { slots },
    });
    expect(asTenantSlots.statusCode).toBe(400);
    const past = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/appointment'),
      headers: h.admin,
      payload: { slots: [at(-1)] },
    });
    expect(past.json().message).toBe('Choose a time in the future.');
    const offered = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/appointment'),
      headers: h.admin,
      payload: { slots },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const notOffered = await ctx.app.inject({
      method: 'POST',
      url: url(contractId, '/appointment/confirm'),
      headers: h.tenant,
      payload: { at: at(80) },
    });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().message).toBe('Pilih salah satu masa yang ditawarkan.');
    const picked = await ctx.app.inject({
      method: 'POST',
      url: url(contractId, '/appointment/confirm'),
      headers: h.tenant,
      payload: { at: slots[1] },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json<{ moveIn: MoveIn }>().moveIn.appointment).toMatchObject({ at: slots[1], confirmed: true });
    const again = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/appointment'),
      headers: h.admin,
      payload: { slots },
    });
    expect(again.statusCode).toBe(409);

    const jobCtx = { ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl };
    clock.advance(70 * HOUR);
    expect(await runJobOnce(moveInRemindersJob, jobCtx)).toEqual({ reminded: 0 });
    clock.advance(3 * HOUR);
    expect(await runJobOnce(moveInRemindersJob, jobCtx)).toEqual({ reminded: 2 });
    expect(await runJobOnce(moveInRemindersJob, jobCtx)).toEqual({ reminded: 0 });
    const [reminder] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.id), eq(notifications.kind, 'moveInReminder')));
    expect(reminder?.values).toMatchObject({ place: 'Residensi Damai' });
  });

  it('lets the tenant propose a time that the admin confirms', async () => {
    h = {
      admin: await authHeader(ctx.app, admin),
      tenant: await authHeader(ctx.app, tenant),
      other: await authHeader(ctx.app, other),
    };
    const { property } = await buildProperty(ctx.database.db);
    const { contract } = await buildContract(ctx.database.db, { user: tenant, property });
    const when = at(50);
    const proposed = await ctx.app.inject({
      method: 'PUT',
      url: url(contract.id, '/appointment'),
      headers: h.tenant,
      payload: { proposedAt: when },
    });
    expect(proposed.json<{ moveIn: MoveIn }>().moveIn.appointment).toMatchObject({
      proposedBy: 'tenant',
      at: when,
      confirmed: false,
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: url(contract.id, '/appointment/confirm'),
      headers: h.admin,
      payload: { at: at(51) },
    });
    expect(wrong.statusCode).toBe(409);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: url(contract.id, '/appointment/confirm'),
      headers: h.admin,
      payload: { at: when },
    });
    expect(ok.json<{ moveIn: MoveIn }>().moveIn.steps.appointment).toBe(true);
  });

  it('records the key handover; the tenant confirms it once', async () => {
    const early = await ctx.app.inject({ method: 'POST', url: url(contractId, '/keys/confirm'), headers: h.tenant });
    expect(early.statusCode).toBe(409);
    const future = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/keys'),
      headers: h.admin,
      payload: { items: [{ name: 'Door key', count: 2 }], handedAt: at(1) },
    });
    expect(future.statusCode).toBe(400);
    const asTenant = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/keys'),
      headers: h.tenant,
      payload: { items: [{ name: 'Door key', count: 2 }], handedAt: at(-1) },
    });
    expect(asTenant.statusCode).toBe(403);
    const items = [
      { name: 'Door key', count: 2 },
      { name: 'Access card', count: 1 },
      { name: 'Gate remote', count: 1 },
    ];
    const recorded = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/keys'),
      headers: h.admin,
      payload: { items, handedAt: at(-1) },
    });
    expect(recorded.json<{ moveIn: MoveIn }>().moveIn.keys).toMatchObject({ items, confirmedAt: null });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: url(contractId, '/keys/confirm'),
      headers: h.tenant,
    });
    expect(confirmed.json<{ moveIn: MoveIn }>().moveIn.steps.keys).toBe(true);
    const twice = await ctx.app.inject({ method: 'POST', url: url(contractId, '/keys/confirm'), headers: h.tenant });
    expect(twice.statusCode).toBe(409);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: url(contractId, '/keys'),
      headers: h.admin,
      payload: { items, handedAt: at(-1) },
    });
    expect(change.statusCode).toBe(409);
    const events = await ctx.database.db
      .select({ type: tenancyEvents.type })
      .from(tenancyEvents)
      .where(eq(tenancyEvents.contractId, contractId));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'appointment_proposed',
        'appointment_confirmed',
        'keys_handed_over',
        'keys_receipt_confirmed',
      ]),
    );
  });

  it('prints the move-in package in the tenant’s language, whoever downloads it', async () => {
    const res = await ctx.app.inject({ url: url(contractId, '/package.pdf'), headers: h.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Pakej masuk rumah');
    expect(text).toContain('Peraturan rumah');
    expect(text).toContain('No smoking indoors.');
    expect(text).toContain('Elektrik: TNB, akaun 220011223344, meter TNB-778899; dibayar oleh penyewa');
    expect(text).toContain('Damai-5G / sewamudah2030');
    expect(text).toContain('2 × Door key');
    expect((await ctx.app.inject({ url: url(contractId, '/package.pdf'), headers: h.other })).statusCode).toBe(404);
    expect(propertyId).toBeTruthy();
  });

  it('opens the move-out report once notice is given, even months before the end date', async () => {
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/contracts/${contractId}/inspections`,
        headers: h.admin,
        payload: { kind: 'move_out' },
      });
    expect((await create()).statusCode).toBe(409);
    await ctx.database.db.insert(tenancyNotices).values({
      contractId,
      givenByRole: 'tenant',
      givenBy: tenant.id,
      givenAt: clock.now(),
      endDate: '2030-04-14',
      early: true,
    });
    expect((await create()).statusCode).toBe(201);
  });
});
