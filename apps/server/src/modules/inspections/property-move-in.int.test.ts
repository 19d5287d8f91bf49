/**
 * A property's move-in package fields and condition-report template (issue 25 §1, §2; docs/decisions/0037), edited
 * once per property by an admin: GET/PUT /api/properties/:id/move-in. Roles, the prefilled default, every bound of
 * the package and the template (answered in the caller's language), partial saves, going back to the default, and
 * what a saved template does to reports (new ones follow it, existing ones keep theirs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionTemplate, MoveInInfo, PropertyMoveIn } from '@sewamudah/shared';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';

const clock = new TestClock(new Date('2030-02-01T02:00:00Z'));
let ctx: TestContext;
let h: Record<'admin' | 'tenant', { authorization: string }>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  h = {
    admin: await authHeader(ctx.app, await buildAdmin(db)),
    tenant: await authHeader(ctx.app, await buildCustomer(db)),
  };
});
afterAll(async () => {
  await ctx?.close();
});

const url = (id: string) => `/api/properties/${id}/move-in`;
const put = (id: string, payload: unknown, headers: Record<string, string> = h.admin) =>
  ctx.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });
const get = (id: string, headers: Record<string, string> = h.admin) => ctx.app.inject({ url: url(id), headers });

const INFO: MoveInInfo = {
  houseRules: 'No smoking indoors.',
  utilities: [
    { kind: 'electricity', provider: 'TNB', account: '220011223344', meterNumber: 'TNB-1', paidBy: 'tenant' },
    { kind: 'internet', provider: 'TIME', account: 'T-99', meterNumber: '', paidBy: 'landlord' },
  ],
  wifi: 'Home-5G / kata-laluan',
  parking: 'Bay B2-17',
  emergencyContacts: 'Guardhouse 03-1234 5678',
  managementContact: 'Management office, Level 1',
  inventory: '1 sofa, 1 fridge',
  firstWeek: 'Register the access card.',
};
const TEMPLATE: InspectionTemplate = {
  areas: [
    { code: 'livingRoom', items: [{ code: 'walls' }, { name: 'Sliding door' }] },
    { code: 'bedroom', number: 3, items: [{ code: 'aircon' }] },
    { name: 'Yard', items: [{ name: 'Gate' }] },
  ],
};

describe('a property’s move-in fields and report template', { timeout: 60_000 }, () => {
  it('is for admins only, and 404 for a property that does not exist', async () => {
    const { property } = await buildProperty(ctx.database.db);
    expect((await ctx.app.inject({ url: url(property.id) })).statusCode).toBe(401);
    expect((await get(property.id, h.tenant)).statusCode).toBe(403);
    expect((await put(property.id, { moveInInfo: INFO }, h.tenant)).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(missing)).statusCode).toBe(404);
    const none = await put(missing, { moveInInfo: INFO });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Property not found');
  });

  it('starts from the prefilled default: a unit’s rooms, or a room rental’s room plus the common areas', async () => {
    const { property: unit } = await buildProperty(ctx.database.db, { type: 'Unit Rental' });
    const res = await get(unit.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PropertyMoveIn;
    expect(body.customTemplate).toBe(false);
    expect(body.moveInInfo).toEqual({
      houseRules: '',
      utilities: [],
      wifi: '',
      parking: '',
      emergencyContacts: '',
      managementContact: '',
      inventory: '',
      firstWeek: '',
    });
    expect(body.template.areas.map((a) => [a.code, a.number ?? null])).toEqual([
      ['livingRoom', null],
      ['kitchen', null],
      ['bedroom', 1],
      ['bedroom', 2],
      ['bathroom', 1],
    ]);
    const { property: rooms } = await buildProperty(ctx.database.db, { type: 'Room Rental' });
    const roomBody = (await get(rooms.id)).json() as PropertyMoveIn;
    expect(roomBody.template.areas.map((a) => a.code)).toEqual(['room', 'livingRoom', 'kitchen', 'bathroom']);
  });

  it('refuses every out-of-bounds package field and template, in the caller’s language', async () => {
    const { property } = await buildProperty(ctx.database.db);
    const bad: [string, unknown, string][] = [
      ['nothing to save', {}, 'Nothing to save'],
      ['an unknown field', { moveInInfo: INFO, owner: 'x' }, ''],
      ['house rules too long', { moveInInfo: { ...INFO, houseRules: 'x'.repeat(4001) } }, 'House rules must be'],
      ['Wi-Fi too long', { moveInInfo: { ...INFO, wifi: 'x'.repeat(301) } }, 'Wi-Fi must be at most 300'],
      [
        'an unknown utility',
        { moveInInfo: { ...INFO, utilities: [{ ...INFO.utilities[0], kind: 'petrol' }] } },
        'Unknown utility',
      ],
      [
        'a utility without a payer',
        { moveInInfo: { ...INFO, utilities: [{ ...INFO.utilities[0], paidBy: 'nobody' }] } },
        'Choose who pays',
      ],
      [
        'an account number too long',
        { moveInInfo: { ...INFO, utilities: [{ ...INFO.utilities[0], account: '9'.repeat(61) }] } },
        'Account number must be at most 60',
      ],
      [
        'seven utilities',
        { moveInInfo: { ...INFO, utilities: Array.from({ length: 7 }, () => INFO.utilities[0]) } },
        'List at most 6 utilities',
      ],
      ['no area', { template: { areas: [] } }, 'A report needs at least one area'],
      [
        'twenty-one areas',
        { template: { areas: Array.from({ length: 21 }, () => ({ code: 'kitchen', items: [{ code: 'floor' }] })) } },
        'A report holds at most 20 areas',
      ],
      ['an area without items', { template: { areas: [{ code: 'kitchen', items: [] }] } }, 'at least one item'],
      [
        'twenty-one items',
        { template: { areas: [{ code: 'kitchen', items: Array.from({ length: 21 }, () => ({ code: 'floor' })) }] } },
        'An area holds at most 20 items',
      ],
      ['an area without a name', { template: { areas: [{ items: [{ code: 'floor' }] }] } }, 'Each area needs a name'],
      [
        'a blank area name',
        { template: { areas: [{ name: '   ', items: [{ code: 'floor' }] }] } },
        'Each area needs a name',
      ],
      [
        'a blank item name',
        { template: { areas: [{ code: 'kitchen', items: [{ name: '  ' }] }] } },
        'Each item needs a name',
      ],
      [
        'an item name too long',
        { template: { areas: [{ code: 'kitchen', items: [{ name: 'x'.repeat(61) }] }] } },
        'An item name must be at most 60',
      ],
      ['an unknown area code', { template: { areas: [{ code: 'garage', items: [{ code: 'floor' }] }] } }, ''],
      [
        'an area number 0',
        { template: { areas: [{ code: 'bedroom', number: 0, items: [{ code: 'floor' }] }] } },
        'An area number is a whole number',
      ],
    ];
    for (const [what, payload, message] of bad) {
      const res = await put(property.id, payload);
      expect(res.statusCode, what).toBe(400);
      if (message) expect(JSON.stringify(res.json()), what).toContain(message);
    }
    // Nothing was saved by the refused requests.
    expect(((await get(property.id)).json() as PropertyMoveIn).customTemplate).toBe(false);

    // A Bahasa Malaysia caller reads each rule in BM.
    const ms = await authHeader(ctx.app, await buildAdmin(ctx.database.db, { language: 'ms' }));
    const long = await put(property.id, { moveInInfo: { ...INFO, houseRules: 'x'.repeat(4001) } }, ms);
    expect(JSON.stringify(long.json())).toContain('Peraturan rumah mestilah tidak melebihi 4000 aksara');
    const noItems = await put(property.id, { template: { areas: [{ code: 'kitchen', items: [] }] } }, ms);
    expect(JSON.stringify(noItems.json())).toContain('Setiap ruang perlu ada sekurang-kurangnya satu butiran');
  });

  it('saves the package and the template apart, trims them, and goes back to the default on null', async () => {
    const { property } = await buildProperty(ctx.database.db, { type: 'Unit Rental' });
    const info = await put(property.id, { moveInInfo: { ...INFO, wifi: '  Home-5G / kata-laluan  ' } });
    expect(info.statusCode, info.body).toBe(200);
    expect((info.json() as PropertyMoveIn).moveInInfo).toEqual(INFO);
    expect((info.json() as PropertyMoveIn).customTemplate).toBe(false);

    const template = await put(property.id, { template: TEMPLATE });
    expect(template.statusCode, template.body).toBe(200);
    const saved = template.json() as PropertyMoveIn;
    expect(saved.customTemplate).toBe(true);
    expect(saved.template).toEqual(TEMPLATE);
    expect(saved.moveInInfo, 'the package stays as it was').toEqual(INFO);

    const reset = await put(property.id, { template: null });
    expect(reset.statusCode).toBe(200);
    expect((reset.json() as PropertyMoveIn).customTemplate).toBe(false);
    expect((reset.json() as PropertyMoveIn).template.areas[0]!.code).toBe('livingRoom');
    expect((reset.json() as PropertyMoveIn).moveInInfo).toEqual(INFO);
  });

  it('gives the tenant the saved package; a saved template shapes new reports, not the one already made', async () => {
    const db = ctx.database.db;
    const tenant = await buildCustomer(db);
    const headers = await authHeader(ctx.app, tenant);
    const { property, rooms } = await buildProperty(db, { type: 'Room Rental', rooms: 2 });
    const { contract: first } = await buildContract(db, { user: tenant, property, room: rooms[0] });
    const { contract: second } = await buildContract(db, { user: tenant, property, room: rooms[1] });
    expect((await put(property.id, { moveInInfo: INFO })).statusCode).toBe(200);

    const moveIn = await ctx.app.inject({ url: `/api/contracts/${first.id}/move-in`, headers });
    expect(moveIn.statusCode).toBe(200);
    expect(moveIn.json().moveIn.package.info).toEqual(INFO);

    const report = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/contracts/${id}/inspections`,
        headers: h.admin,
        payload: { kind: 'move_in' },
      });
    const before = await report(first.id);
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json().inspection.areas).toHaveLength(4);

    expect((await put(property.id, { template: TEMPLATE })).statusCode).toBe(200);
    const after = await report(second.id);
    expect(after.statusCode, after.body).toBe(201);
    const areas = after.json().inspection.areas as {
      code: string | null;
      number: number | null;
      name: string | null;
    }[];
    expect(areas.map((a) => a.code ?? a.name)).toEqual(['livingRoom', 'bedroom', 'Yard']);
    expect(areas[1]!.number).toBe(3);

    const firstAgain = await ctx.app.inject({ url: `/api/contracts/${first.id}/inspections`, headers: h.admin });
    expect(firstAgain.json().inspections[0].areas, 'the report already made keeps its areas').toHaveLength(4);
  });
});
