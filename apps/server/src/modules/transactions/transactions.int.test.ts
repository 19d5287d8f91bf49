/** GET/POST/PATCH/DELETE /api/transactions: roles, ownership, filters, exact messages. */
import { transactionMessages as m } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.js';
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
let tenant: UserRow;
let other: UserRow;
let contractId: string;
let propertyId: string;
let depositId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = await buildAdmin(db);
  tenant = await buildCustomer(db, { firstname: 'Nur', lastname: 'Aina' });
  other = await buildCustomer(db);
  const { property } = await buildProperty(db, { name: 'Residensi Harmoni', priceRm: 1500, depositRm: 3000 });
  propertyId = property.id;
  const built = await buildContract(db, { user: tenant, property, status: 'Active' });
  contractId = built.contract.id;
  depositId = built.deposit.id;
  const { property: p2 } = await buildProperty(db);
  await buildContract(db, { user: other, property: p2, status: 'Active' });
});
afterAll(async () => {
  await ctx.close();
});

const inject = async (user: UserRow, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: await authHeader(ctx.app, user), ...(payload ? { payload } : {}) });

describe('GET /api/transactions', () => {
  it('gives customers their own only, with the DTO shape', async () => {
    const res = await inject(tenant, 'GET', '/api/transactions');
    expect(res.statusCode).toBe(200);
    const { transactions: list } = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual({
      _id: depositId,
      id: depositId,
      user: { _id: tenant.id, firstname: 'Nur', lastname: 'Aina', email: tenant.email },
      property: { _id: propertyId, name: 'Residensi Harmoni' },
      contractId,
      roomName: null,
      type: 'Deposit',
      amount: 4500,
      dueDate: '2030-01-15',
      status: 'Paid',
      isOverdue: false,
      daysOverdue: 0,
      description: null,
      paymentDate: null,
      createdAt: expect.any(String),
      refundedAmount: 0,
      // Built as Paid by the factory, not by a provider: no method is known (ADR 0018).
      paymentMethod: null,
      // Its payment row was built without recording (no receipt); recorded payments list theirs (ADR 0019).
      receipts: [],
      // Not a late charge, never waived (ADR 0031).
      lateForTransactionId: null,
      waiver: null,
    });
    // A customer cannot widen the query to someone else.
    const sneaky = await inject(tenant, 'GET', `/api/transactions?userId=${other.id}`);
    expect(sneaky.json().transactions.every((t: { user: { _id: string } }) => t.user._id === tenant.id)).toBe(true);
  });

  it('gives admins all, filtered by property, with X-Total-Count when paged', async () => {
    const all = await inject(admin, 'GET', '/api/transactions');
    expect(all.json().transactions).toHaveLength(2);
    const byProperty = await inject(admin, 'GET', `/api/transactions?propertyId=${propertyId}&page=1&limit=10`);
    expect(byProperty.json().transactions).toHaveLength(1);
    expect(byProperty.headers['x-total-count']).toBe('1');
  });

  it('401 without a token, 404 for another customer', async () => {
    expect((await ctx.app.inject({ url: '/api/transactions' })).statusCode).toBe(401);
    const res = await inject(other, 'GET', `/api/transactions/${depositId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });
});

describe('admin charges', () => {
  it('a charge added already late stays Pending (payable by SPEC clients) and is flagged overdue', async () => {
    const body = { contractId, type: 'Other Fees', amount: 20, dueDate: '2020-01-01' };
    const created = await inject(admin, 'POST', '/api/transactions', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().transaction).toMatchObject({ status: 'Pending', isOverdue: true });
    expect(created.json().transaction.daysOverdue).toBeGreaterThan(2000);
    const edited = await inject(admin, 'PATCH', `/api/transactions/${created.json().transaction.id}`, { amount: 25 });
    expect(edited.json().transaction).toMatchObject({ status: 'Pending', isOverdue: true, amount: 25 });
    const late = await inject(tenant, 'GET', '/api/transactions?status=Pending');
    expect(late.json().transactions.map((t: { id: string }) => t.id)).toContain(created.json().transaction.id);
    expect((await inject(admin, 'DELETE', `/api/transactions/${created.json().transaction.id}`)).statusCode).toBe(204);
  });

  it('adds, edits, cancels and deletes an unpaid charge; customers get 403', async () => {
    const body = { contractId, type: 'Other Fees', amount: 86.4, dueDate: '2030-03-01', description: 'Water bill' };
    expect((await inject(tenant, 'POST', '/api/transactions', body)).statusCode).toBe(403);
    const created = await inject(admin, 'POST', '/api/transactions', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: m.added,
      transaction: {
        type: 'Other Fees',
        amount: 86.4,
        status: 'Pending',
        description: 'Water bill',
        user: { _id: tenant.id },
      },
    });
    const id = created.json().transaction.id;

    const edited = await inject(admin, 'PATCH', `/api/transactions/${id}`, { amount: 90 });
    expect(edited.json()).toMatchObject({ message: m.updated, transaction: { amount: 90 } });
    const cancelled = await inject(admin, 'PATCH', `/api/transactions/${id}`, { status: 'Cancelled' });
    expect(cancelled.json()).toMatchObject({ message: m.cancelled, transaction: { status: 'Cancelled' } });
    expect((await inject(admin, 'DELETE', `/api/transactions/${id}`)).statusCode).toBe(204);
    const [gone] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(gone).toBeUndefined();
  });

  it('never changes or deletes a paid transaction', async () => {
    const patch = await inject(admin, 'PATCH', `/api/transactions/${depositId}`, { amount: 1 });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toBe(m.paidCannotChange);
    const del = await inject(admin, 'DELETE', `/api/transactions/${depositId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(m.paidCannotDelete);
  });

  it('validates the charge', async () => {
    const res = await inject(admin, 'POST', '/api/transactions', {
      contractId,
      type: 'Deposit',
      amount: -5,
      dueDate: 'soon',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errorFields).sort()).toEqual(['amount', 'dueDate', 'type']);
  });
});
