import { complaintMessages, messages } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: UserRow;
let otherAdmin: UserRow;
let owner: UserRow;
let other: UserRow;
let noRental: UserRow;
let ownerPropertyId: string;
let h: Record<'admin' | 'otherAdmin' | 'owner' | 'other' | 'noRental', { authorization: string }>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = await buildAdmin(db, { firstname: 'Siti', lastname: 'Admin' });
  otherAdmin = await buildAdmin(db, { firstname: 'Rahman', lastname: 'Ops' });
  owner = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Ahmad' });
  other = await buildCustomer(db, { firstname: 'Wei Jie', lastname: 'Tan' });
  noRental = await buildCustomer(db, { firstname: 'Priya', lastname: 'Nair' });
  // The owner once rented elsewhere (ended); the complaint must be about the current, active rental.
  const { property: oldHome } = await buildProperty(db, { name: 'Old Home' });
  await buildContract(db, { user: owner, property: oldHome, status: 'Ended', startDate: '2024-01-01' });
  const {
    property: rooms,
    rooms: [room],
  } = await buildProperty(db, { type: 'Room Rental', name: 'SS2 Rooms' });
  await buildContract(db, { user: owner, property: rooms, room: room!, status: 'Active' });
  ownerPropertyId = rooms.id;
  const { property: flat } = await buildProperty(db, { name: 'Brickfields Flat' });
  await buildContract(db, { user: other, property: flat, status: 'Awaiting Payment' });
  h = {
    admin: await authHeader(ctx.app, admin),
    otherAdmin: await authHeader(ctx.app, otherAdmin),
    owner: await authHeader(ctx.app, owner),
    other: await authHeader(ctx.app, other),
    noRental: await authHeader(ctx.app, noRental),
  };
});
afterAll(async () => {
  await ctx.close();
});

const create = (
  headers: { authorization: string },
  payload: object = { title: 'Leaking tap', description: 'The kitchen tap drips all night.' },
) => ctx.app.inject({ method: 'POST', url: '/api/complaints', headers, payload });
const patch = (id: string, headers: { authorization: string } | undefined, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/complaints/${id}`, ...(headers ? { headers } : {}), payload });
const remove = (id: string, headers?: { authorization: string }) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/complaints/${id}`, ...(headers ? { headers } : {}) });

async function newComplaintId(headers = h.owner, title = 'Leaking tap'): Promise<string> {
  const res = await create(headers, { title, description: 'Details of the problem.' });
  expect(res.statusCode).toBe(201);
  return res.json().complaint._id as string;
}

describe('POST /api/complaints', () => {
  it('files a complaint about the active rental, as the logged-in customer', async () => {
    const res = await create(h.owner, {
      customer: other.id,
      title: '  Leaking tap  ',
      description: ' The kitchen tap drips all night. ',
    });
    expect(res.statusCode).toBe(201);
    const { complaint } = res.json();
    expect(complaint).toMatchObject({
      title: 'Leaking tap',
      description: 'The kitchen tap drips all night.',
      status: 'Waiting for Response',
      customer: { _id: owner.id, firstname: 'Aisyah', lastname: 'Ahmad' },
      property: { _id: ownerPropertyId, name: 'SS2 Rooms' },
      admin: null,
      resolutionDetails: null,
      handledAt: null,
    });
    expect(complaint.id).toBe(complaint._id);
    expect(Object.keys(complaint)).not.toContain('userId');
  });

  it('accepts a customer whose accepted application awaits payment', async () => {
    const res = await create(h.other);
    expect(res.statusCode).toBe(201);
    expect(res.json().complaint.property.name).toBe('Brickfields Flat');
  });

  it('refuses a customer without an active rental or accepted application (403)', async () => {
    const res = await create(h.noRental);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "You cannot add a complaint as you don't have an active rental or accepted application.",
    });
  });

  it('requires a title and a description (trimmed) and bounds them', async () => {
    const res = await create(h.owner, { title: '   ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({ title: 'Title is required', description: 'Description is required' });
    const long = await create(h.owner, { title: 'x'.repeat(121), description: 'ok' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorFields).toEqual({ title: 'Title must be at most 120 characters' });
  });

  it('is for customers only: visitor 401, admin 403', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/complaints', payload: { title: 'a', description: 'b' } }))
        .statusCode,
    ).toBe(401);
    const res = await create(h.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.session.forbidden);
  });
});

describe('GET /api/complaints/eligibility', () => {
  it('answers canApply for the calling customer', async () => {
    const get = (headers: { authorization: string }) =>
      ctx.app.inject({ method: 'GET', url: '/api/complaints/eligibility', headers });
    expect((await get(h.owner)).json()).toEqual({ canApply: true });
    expect((await get(h.other)).json()).toEqual({ canApply: true });
    expect((await get(h.noRental)).json()).toEqual({ canApply: false });
    expect((await get(h.admin)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/complaints/eligibility' })).statusCode).toBe(401);
  });
});

describe('GET /api/complaints', () => {
  it('gives customers their own complaints only and admins all of them, newest first', async () => {
    const first = await newComplaintId(h.owner, 'First');
    // A complaint is stamped with the injected clock (issue 26: its SLA counts from it); the test clock stands still.
    ctx.clock.advance(1000);
    const second = await newComplaintId(h.owner, 'Second');
    const theirs = await newComplaintId(h.other, 'Theirs');

    const own = await ctx.app.inject({ method: 'GET', url: '/api/complaints', headers: h.owner });
    expect(own.statusCode).toBe(200);
    const ownIds = own.json().complaints.map((c: { _id: string }) => c._id);
    expect(ownIds).not.toContain(theirs);
    expect(ownIds.indexOf(second)).toBeLessThan(ownIds.indexOf(first));
    expect(own.json().complaints.every((c: { customer: { _id: string } }) => c.customer._id === owner.id)).toBe(true);
    expect(own.headers['x-total-count']).toBe(String(ownIds.length));

    const all = await ctx.app.inject({ method: 'GET', url: '/api/complaints', headers: h.admin });
    const allIds = all.json().complaints.map((c: { _id: string }) => c._id);
    expect(allIds).toEqual(expect.arrayContaining([first, second, theirs]));

    expect((await ctx.app.inject({ method: 'GET', url: '/api/complaints' })).statusCode).toBe(401);
  });

  it('filters by status and property and pages with X-Total-Count', async () => {
    const id = await newComplaintId(h.owner, 'To handle');
    await patch(id, h.admin, { status: 'In Handling' });
    const byStatus = await ctx.app.inject({
      method: 'GET',
      url: '/api/complaints?status=In%20Handling',
      headers: h.admin,
    });
    expect(byStatus.json().complaints.map((c: { _id: string }) => c._id)).toEqual([id]);

    const byProperty = await ctx.app.inject({
      method: 'GET',
      url: `/api/complaints?propertyId=${ownerPropertyId}`,
      headers: h.admin,
    });
    expect(
      byProperty.json().complaints.every((c: { property: { _id: string } }) => c.property._id === ownerPropertyId),
    ).toBe(true);

    const page = await ctx.app.inject({ method: 'GET', url: '/api/complaints?page=1&limit=2', headers: h.admin });
    expect(page.json().complaints).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/complaints?status=Closed', headers: h.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorFields).toEqual({ status: 'Choose a valid status' });
  });
});

describe('PATCH /api/complaints/:id by customers', () => {
  it('lets the owner edit title and description while waiting', async () => {
    const id = await newComplaintId();
    const res = await patch(id, h.owner, { id, title: 'Tap still leaking', description: 'Now also the bathroom.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().complaint).toMatchObject({
      _id: id,
      title: 'Tap still leaking',
      description: 'Now also the bathroom.',
    });
  });

  it('requires both fields', async () => {
    const id = await newComplaintId();
    const res = await patch(id, h.owner, { title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({ title: 'Title is required' });
    const missing = await patch(id, h.owner, { title: 'Only a title' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorFields).toEqual({ description: 'Description is required' });
  });

  it('hides another customer’s complaint (404) and refuses visitors (401)', async () => {
    const id = await newComplaintId();
    const res = await patch(id, h.other, { title: 'Mine now', description: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Complaint not found' });
    expect((await patch(id, undefined, { title: 'x', description: 'y' })).statusCode).toBe(401);
  });

  it('does not let a customer change the status', async () => {
    const id = await newComplaintId();
    const res = await patch(id, h.owner, { status: 'Handled' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: complaintMessages.customerCannotChangeStatus });
  });

  it('locks the complaint once handling started (409)', async () => {
    const id = await newComplaintId();
    await patch(id, h.admin, { status: 'In Handling' });
    const res = await patch(id, h.owner, { title: 'Changed', description: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This complaint is already being handled and can no longer be changed.' });
  });
});

describe('PATCH /api/complaints/:id by admins', () => {
  it('starts handling (recording the admin), then finishes it with a resolution', async () => {
    const id = await newComplaintId();
    const started = await patch(id, h.admin, { id, status: 'In Handling', admin: other.id });
    expect(started.statusCode).toBe(200);
    expect(started.json().complaint).toMatchObject({
      status: 'In Handling',
      admin: { firstname: 'Siti', lastname: 'Admin' },
      handledAt: null,
    });
    ctx.clock.set('2026-11-20T08:30:00Z');
    const finished = await patch(id, h.otherAdmin, {
      status: 'Handled',
      resolutionDetails: '  Plumber replaced the washer. ',
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().complaint).toMatchObject({
      status: 'Handled',
      resolutionDetails: 'Plumber replaced the washer.',
      admin: { firstname: 'Siti', lastname: 'Admin' },
      handledAt: '2026-11-20T08:30:00.000Z',
    });
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/complaints?status=Handled', headers: h.owner });
    expect(seen.json().complaints.find((c: { _id: string }) => c._id === id)).toMatchObject({
      resolutionDetails: 'Plumber replaced the washer.',
    });
  });

  it('finishes without a resolution', async () => {
    const id = await newComplaintId();
    await patch(id, h.admin, { status: 'In Handling' });
    const res = await patch(id, h.admin, { status: 'Handled', resolutionDetails: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().complaint).toMatchObject({ status: 'Handled', resolutionDetails: null });
  });

  it.each([
    ['Waiting for Response', 'Handled', []],
    ['Waiting for Response', 'Waiting for Response', []],
    ['In Handling', 'Waiting for Response', ['In Handling']],
    ['In Handling', 'In Handling', ['In Handling']],
    ['Handled', 'In Handling', ['In Handling', 'Handled']],
    ['Handled', 'Handled', ['In Handling', 'Handled']],
  ] as const)('refuses %s → %s (409)', async (from, to, path) => {
    const id = await newComplaintId();
    for (const step of path) expect((await patch(id, h.admin, { status: step })).statusCode).toBe(200);
    const res = await patch(id, h.admin, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `A complaint cannot go from '${from}' to '${to}'.` });
  });

  it('requires a status, refuses a resolution when only starting, and edits of the content', async () => {
    const id = await newComplaintId();
    const noStatus = await patch(id, h.admin, {});
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json()).toMatchObject({
      message: 'Status is required',
      errorFields: { status: 'Status is required' },
    });
    const early = await patch(id, h.admin, { status: 'In Handling', resolutionDetails: 'Done' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorFields).toEqual({ resolutionDetails: complaintMessages.resolutionOnlyWhenFinishing });
    const edit = await patch(id, h.admin, { title: 'Admin title', description: 'x', status: 'In Handling' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(complaintMessages.adminCannotEdit);
    const invalid = await patch(id, h.admin, { status: 'Closed' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errorFields).toEqual({ status: 'Choose a valid status' });
  });

  it('answers 404 for an unknown complaint and 400 for a malformed id', async () => {
    const res = await patch('5d0c5b4e-8a55-4f6b-9c1e-2f0d3a4b5c6d', h.admin, { status: 'In Handling' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Complaint not found' });
    expect((await patch('not-a-uuid', h.admin, { status: 'In Handling' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/complaints/:id', () => {
  it('lets the owner delete a waiting complaint (204)', async () => {
    const id = await newComplaintId();
    const res = await remove(id, h.owner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await remove(id, h.owner)).statusCode).toBe(404);
  });

  it('refuses another customer (404), a visitor (401) and a complaint in handling (409)', async () => {
    const id = await newComplaintId();
    expect((await remove(id, h.other)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(401);
    await patch(id, h.admin, { status: 'In Handling' });
    const res = await remove(id, h.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(complaintMessages.locked);
  });

  it('lets an admin delete any complaint, whatever its status', async () => {
    const id = await newComplaintId(h.other);
    await patch(id, h.admin, { status: 'In Handling' });
    expect((await remove(id, h.admin)).statusCode).toBe(204);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/complaints', headers: h.admin });
    expect(all.json().complaints.map((c: { _id: string }) => c._id)).not.toContain(id);
  });
});
