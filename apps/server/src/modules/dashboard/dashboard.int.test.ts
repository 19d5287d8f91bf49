import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, transactions } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type PropertyRow,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let newcomer: UserRow;
let customers: UserRow[];
let props: PropertyRow[];
let activeContractId: string;
let activePropertyName: string;

const minutesAfter = (base: string, minutes: number) => new Date(new Date(base).getTime() + minutes * 60_000);
/** A fixed shuffle so rows are never inserted in the order the dashboard returns them. */
const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item, i) => ({ item, k: (i * 7919) % 101 }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.item);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = await buildAdmin(db);
  tenant = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Ahmad' });
  newcomer = await buildCustomer(db);
  customers = [];
  for (let i = 0; i < 6; i++) customers.push(await buildCustomer(db, { firstname: `Cust${i}`, lastname: `L${i}` }));
  props = [];
  for (let i = 0; i < 5; i++)
    props.push((await buildProperty(db, { name: `Residence ${i}`, priceRm: 1000 + i })).property);

  // 30 waiting applications (every customer × property) at distinct times, plus newer decided ones.
  const pairs = shuffled(
    customers.flatMap((user, u) => props.map((property, p) => ({ user, property, n: u * 5 + p }))),
  );
  for (const { user, property, n } of pairs) {
    const row = await buildApplication(db, { user, property });
    await db
      .update(applications)
      .set({ createdAt: minutesAfter('2026-10-01T00:00:00Z', n) })
      .where(eq(applications.id, row.id));
  }
  for (let i = 0; i < 6; i++) {
    const row = await buildApplication(db, {
      user: customers[i]!,
      property: props[0]!,
      status: i % 2 ? 'Rejected' : 'Cancelled',
    });
    await db
      .update(applications)
      .set({ createdAt: minutesAfter('2026-11-01T00:00:00Z', i) })
      .where(eq(applications.id, row.id));
  }

  // The tenant: 7 ended contracts and one active one, with start dates out of order.
  const starts = ['2021-03-01', '2025-06-01', '2020-01-15', '2024-02-01', '2022-09-10', '2023-05-05', '2019-07-01'];
  for (const [i, startDate] of starts.entries()) {
    await buildContract(db, { user: tenant, property: props[i % 5]!, status: 'Ended', startDate, stayLength: 3 });
  }
  const active = await buildContract(db, {
    user: tenant,
    property: props[2]!,
    status: 'Active',
    startDate: '2025-01-10',
    stayLength: 12,
  });
  activeContractId = active.contract.id;
  activePropertyName = props[2]!.name;
  // Another customer's newer contract never shows on the tenant's dashboard.
  await buildContract(db, { user: customers[0]!, property: props[3]!, status: 'Ended', startDate: '2029-01-01' });

  // 24 more transactions: Paid with payment dates, Pending (some past due: isOverdue), for the tenant and others.
  const rows = shuffled(
    Array.from({ length: 24 }, (_, n) => ({
      userId: n % 3 === 0 ? customers[1]!.id : tenant.id,
      contractId: active.contract.id,
      propertyId: props[2]!.id,
      type: 'Monthly Rental' as const,
      amountSen: 100_000 + n * 100,
      dueDate: n % 4 === 1 ? '2099-06-10' : '2025-06-10',
      periodMonth: n + 2,
      status: n % 4 === 1 || n % 4 === 2 ? ('Pending' as const) : ('Paid' as const),
      paymentDate: n % 4 === 1 || n % 4 === 2 ? null : minutesAfter('2026-09-01T00:00:00Z', n * 10),
      // Later than the factories' deposits (created now).
      createdAt: minutesAfter('2030-08-01T00:00:00Z', n * 5),
    })),
  );
  for (const row of rows) await db.insert(transactions).values(row);
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string, user?: UserRow) =>
  ctx.app.inject({ method: 'GET', url, ...(user ? { headers: await authHeader(ctx.app, user) } : {}) });

describe('GET /api/dashboard/admin', () => {
  it('counts users, properties and waiting applications in SQL', async () => {
    const res = await get('/api/dashboard/admin', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({ users: 9, properties: 5, pendingApplications: 30 });
  });

  it('lists the 5 newest waiting applications, newest first', async () => {
    const { pendingApplications } = (await get('/api/dashboard/admin', admin)).json();
    expect(pendingApplications).toHaveLength(5);
    expect(pendingApplications.map((a: { createdAt: string }) => a.createdAt)).toEqual(
      [29, 28, 27, 26, 25].map((n) => minutesAfter('2026-10-01T00:00:00Z', n).toISOString()),
    );
    expect(pendingApplications[0]).toMatchObject({
      status: 'Waiting for Response',
      customer: { _id: customers[5]!.id, firstname: 'Cust5', lastname: 'L5' },
      property: { _id: props[4]!.id, name: 'Residence 4' },
      roomName: null,
    });
    expect(pendingApplications[0].id).toBe(pendingApplications[0]._id);
  });

  it('lists the 5 latest Paid transactions by payment date, amounts in RM', async () => {
    const { latestPayments } = (await get('/api/dashboard/admin', admin)).json();
    expect(latestPayments).toHaveLength(5);
    // Paid: n % 4 in {0, 3}; the latest payment dates belong to n = 23, 20, 19, 16, 15.
    expect(latestPayments.map((p: { amount: number }) => p.amount)).toEqual([1023, 1020, 1019, 1016, 1015]);
    expect(latestPayments.every((p: { status: string }) => p.status === 'Paid')).toBe(true);
    expect(latestPayments[0]).toMatchObject({
      type: 'Monthly Rental',
      paymentDate: minutesAfter('2026-09-01T00:00:00Z', 230).toISOString(),
      customer: { _id: tenant.id, firstname: 'Aisyah', lastname: 'Ahmad' },
      property: { name: activePropertyName },
    });
  });

  it('is for admins only: visitor 401, customer 403, bad token 403', async () => {
    expect((await get('/api/dashboard/admin')).statusCode).toBe(401);
    const asCustomer = await get('/api/dashboard/admin', tenant);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'You are not allowed to do this.' });
    const badToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/admin',
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.statusCode).toBe(403);
  });
});

describe('GET /api/dashboard/customer', () => {
  it('shows the active contract as the current rental', async () => {
    const res = await get('/api/dashboard/customer', tenant);
    expect(res.statusCode).toBe(200);
    expect(res.json().currentRental).toEqual({
      _id: activeContractId,
      id: activeContractId,
      status: 'Active',
      isActive: true,
      property: { _id: props[2]!.id, name: activePropertyName },
      roomName: null,
      startDate: '2025-01-10',
      endDate: '2026-01-09',
      rentAmount: 1002,
    });
  });

  it('lists the caller’s 5 latest contracts by start date', async () => {
    const { recentRentals } = (await get('/api/dashboard/customer', tenant)).json();
    expect(recentRentals.map((r: { startDate: string }) => r.startDate)).toEqual([
      '2025-06-01',
      '2025-01-10',
      '2024-02-01',
      '2023-05-05',
      '2022-09-10',
    ]);
    expect(recentRentals[1]).toMatchObject({ status: 'Active', isActive: true });
    expect(recentRentals[0]).toMatchObject({ status: 'Ended', isActive: false });
  });

  it('lists the caller’s 5 latest transactions, newest first', async () => {
    const { recentTransactions } = (await get('/api/dashboard/customer', tenant)).json();
    expect(recentTransactions).toHaveLength(5);
    // The tenant's extra transactions are n not divisible by 3: 23, 22, 20, 19, 17 are the newest.
    expect(recentTransactions.map((t: { amount: number }) => t.amount)).toEqual([1023, 1022, 1020, 1019, 1017]);
    expect(recentTransactions.map((t: { status: string }) => t.status)).toEqual([
      'Paid',
      'Pending',
      'Paid',
      'Paid',
      'Pending',
    ]);
    // A late unpaid charge keeps 'Pending' and is flagged overdue instead.
    expect(recentTransactions.map((t: { isOverdue: boolean }) => t.isOverdue)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(recentTransactions[1].daysOverdue).toBeGreaterThan(300);
    expect(recentTransactions[0]).not.toHaveProperty('customer');
  });

  it('is empty for a new account', async () => {
    const res = await get('/api/dashboard/customer', newcomer);
    expect(res.json()).toEqual({ currentRental: null, recentRentals: [], recentTransactions: [] });
  });

  it('is for customers only: visitor 401, admin 403', async () => {
    expect((await get('/api/dashboard/customer')).statusCode).toBe(401);
    const asAdmin = await get('/api/dashboard/customer', admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ message: 'You are not allowed to do this.' });
  });
});
