/**
 * Issue 24 §2: the admin dashboard shows occupancy and vacant days per property. Today is 20/11/2026 in Malaysia, so
 * this month's period is 1–20 November (20 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/dashboard/occupancy', () => {
  it('counts units occupied today and the unit-days of this month no contract covered', async () => {
    const db = ctx.database.db;
    const tenant = await buildCustomer(db);
    // A unit let from 10/11/2026: vacant 1–9 November (9 days), occupied today.
    const { property: unit } = await buildProperty(db, { name: 'Occupancy Unit' });
    await buildContract(db, { user: tenant, property: unit, startDate: '2026-11-10', stayLength: 6 });
    // Two rooms: room 1's tenancy ended 04/11/2026 (16 vacant days), room 2 empty all month (20); a cancelled
    // tenancy of room 2 occupies nothing.
    const { property: house, rooms } = await buildProperty(db, {
      type: 'Room Rental',
      rooms: 2,
      name: 'Occupancy House',
    });
    await buildContract(db, {
      user: tenant,
      property: house,
      room: rooms[0]!,
      status: 'Ended',
      startDate: '2026-05-05',
      stayLength: 6,
    });
    await buildContract(db, {
      user: await buildCustomer(db),
      property: house,
      room: rooms[1]!,
      status: 'Cancelled',
      startDate: '2026-11-01',
    });
    // An empty unit: 20 vacant days.
    const { property: empty } = await buildProperty(db, { name: 'Occupancy Empty' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/occupancy?page=1&limit=100',
      headers: await authHeader(ctx.app, await buildAdmin(db)),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-11-01', to: '2026-11-20', units: 4, occupied: 1, occupancyPercent: 25 });
    expect(body.total).toBe(3);
    const byId = new Map(body.properties.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(unit.id)).toMatchObject({ units: 1, occupied: 1, vacantDays: 9 });
    expect(byId.get(house.id)).toMatchObject({ units: 2, occupied: 0, vacantDays: 36 });
    expect(byId.get(empty.id)).toMatchObject({ units: 1, occupied: 0, vacantDays: 20 });
    expect(body.properties.map((p: { name: string }) => p.name)).toEqual([
      'Occupancy Empty',
      'Occupancy House',
      'Occupancy Unit',
    ]);
  });

  it('is for admins only, and its page is bounded', async () => {
    const db = ctx.database.db;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/occupancy' })).statusCode).toBe(401);
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/occupancy',
      headers: await authHeader(ctx.app, await buildCustomer(db)),
    });
    expect(customer.statusCode).toBe(403);
    const tooMany = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/occupancy?limit=500',
      headers: await authHeader(ctx.app, await buildAdmin(db)),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
