/** The list contract (ADR 21) on both databases: keyword, filters, sort, page bounds, totals, validation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: { authorization: string };
let customer: UserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = await authHeader(ctx.app, await buildAdmin(db, { lastname: 'Zulkifli' }));
  customer = await buildCustomer(db, { firstname: 'Aisyah', lastname: 'Rahman', email: 'aisyah.rahman@example.my' });
  await buildCustomer(db, { firstname: 'Wei Ling', lastname: 'Tan', phone: '0177001122' });
  await buildCustomer(db, { firstname: 'Kumar', lastname: 'Anand', status: 'pending' });
});
afterAll(async () => ctx.close());

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const names = (body: string) => (JSON.parse(body) as { users: { lastname: string }[] }).users.map((u) => u.lastname);

describe('GET /api/users paged (admins)', () => {
  it('finds users by any part of name, e-mail or phone, case-insensitively', async () => {
    for (const [q, expected] of [
      ['aisyah', ['Rahman']],
      ['RAHMAN@EXAMPLE', ['Rahman']],
      ['7001122', ['Tan']],
      ['wei l', ['Tan']],
      ['100%_x', []],
    ] as const) {
      const res = await get(`/api/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    }
  });

  it('filters by role and status, sorts by name and pages', async () => {
    expect(names((await get('/api/users?userType=admin&limit=20')).body)).toEqual(['Zulkifli']);
    expect(names((await get('/api/users?status=pending&limit=20')).body)).toEqual(['Anand']);
    const sorted = await get('/api/users?sort=name&limit=20');
    expect(names(sorted.body)).toEqual(['Anand', 'Rahman', 'Tan', 'Zulkifli']);
    expect(sorted.headers['x-total-count']).toBe('4');
    expect(sorted.headers['x-total-count-estimated']).toBeUndefined();
    expect(names((await get('/api/users?sort=name&page=2&limit=3')).body)).toEqual(['Zulkifli']);
    expect(names((await get('/api/users?sort=name&page=3&limit=3')).body)).toEqual([]);
  });

  it('answers bad paging, sort and keyword with 400 and the field', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['sort=password', 'sort'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=%00', 'q'],
      ['userType=root', 'userType'],
    ]) {
      const res = await get(`/api/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errorFields as object)).toEqual([field]);
    }
  });

  it('still gives a customer only their own record, whatever the keyword', async () => {
    const res = await get('/api/users?q=tan&limit=20', await authHeader(ctx.app, customer));
    expect(res.statusCode).toBe(200);
    expect(names(res.body)).toEqual(['Rahman']);
  });

  it('keeps the unpaged SPEC call: everyone, newest first, as one JSON array', async () => {
    const res = await get('/api/users');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(names(res.body)).toEqual(['Anand', 'Tan', 'Rahman', 'Zulkifli']);
    expect(res.headers['x-total-count']).toBe('4');
  });
});
