/**
 * Issue 28 §3: the total to move in on the listing is the one Sign & Pay shows and charges. An application for the
 * listing's 12-month quote is accepted; the contract's `moveIn` equals the listing's, and what Sign & Pay charges
 * (`depositAmount`, the payment's amount) equals its `signAndPay` figure.
 */
import type { Contract, Property } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildApplication, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { propertyForm, roomFields, unitFields } from './properties.test-helpers.js';

let ctx: TestContext;
let admin: UserRow;
let adminAuth: { authorization: string };
const clock = new TestClock(new Date('2026-11-27T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db);
  adminAuth = await authHeader(ctx.app, admin);
});
afterAll(() => ctx.close());

async function listAndAccept(fields: Record<string, unknown>, roomIndex?: number) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: adminAuth,
    payload: propertyForm(fields),
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().property._id as string;
  const listing = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json().property as Property;
  const customer = await buildCustomer(ctx.database.db);
  const room = roomIndex === undefined ? undefined : listing.rooms[roomIndex]!;
  const application = await buildApplication(ctx.database.db, {
    user: customer,
    property: { id } as never,
    ...(room ? { room: { id: room._id } as never } : {}),
    startDate: '2027-01-01',
    stayLength: 12,
  });
  const accepted = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${application.id}`,
    headers: adminAuth,
    payload: { id: application.id, status: 'Accepted' },
  });
  expect(accepted.statusCode).toBe(200);
  const contracts = await ctx.app.inject({
    method: 'GET',
    url: '/api/contracts',
    headers: await authHeader(ctx.app, customer),
  });
  const contract = (contracts.json().contracts as Contract[])[0]!;
  return { listing, room, contract };
}

describe('total to move in: listing and Sign & Pay agree', () => {
  it('unit rental: every line and the total, and Sign & Pay charges the listed signAndPay amount', async () => {
    const { listing, contract } = await listAndAccept({
      ...unitFields,
      price: '2500',
      depositAmount: '5000',
      facts: { utilityDepositMonths: 0.5 },
    });
    expect(listing.moveIn).not.toBeNull();
    expect(contract.moveIn).toEqual(listing.moveIn);
    // What the one payment charges (ADR 0034) = deposit + first month + stamp duty of the listing's quote.
    expect(contract.depositAmount).toBe(listing.moveIn!.signAndPay);
    expect(contract.securityDepositAmount).toBe(
      listing.moveIn!.lines.find((l) => l.kind === 'securityDeposit')!.amount,
    );
    expect(contract.stampDuty.amount).toBe(listing.moveIn!.lines.find((l) => l.kind === 'stampDuty')!.amount);
    expect(contract.moveIn!.total - contract.depositAmount).toBe(1250);
  });

  it('room rental: the room of the contract', async () => {
    const { room, contract } = await listAndAccept({ ...roomFields, facts: { utilityDepositMonths: 1 } }, 0);
    expect(contract.moveIn).toEqual(room!.moveIn);
    expect(contract.depositAmount).toBe(room!.moveIn!.signAndPay);
    expect(room!.moveIn!.lines.find((l) => l.kind === 'utilityDeposit')!.amount).toBe(900);
  });
});
