/**
 * Admin CSV exports (ADR 0019): every row matching the table's filters, read in keyset batches (rows sharing one
 * created_at are neither lost nor repeated across batches), formula cells escaped, admins only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { parseCsv } from '../../lib/csv/parse-csv.js';
import { buildRentCharge } from '../transactions/test-support/recovery-helpers.js';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const ROWS = 1_234; // > 2 batches of 500

describe('transactions export', { timeout: 120_000 }, () => {
  it('streams every transaction matching the filters, in batches, each once', async () => {
    const { contract, customer, property } = await buildRentCharge(db());
    // One statement: every row gets the same created_at, so batches must break ties by due date and id.
    await db().execute(sql`
      insert into transactions (user_id, contract_id, property_id, type, amount_sen, due_date, status, description)
      select ${customer.id}, ${contract.id}, ${property.id}, 'Other Fees', 1000 + g, date '2030-01-01' + (g % 400),
        (case when g % 3 = 0 then 'Paid' when g % 3 = 1 then 'Pending' else 'Cancelled' end)::transaction_status,
        case when g = 7 then '=HYPERLINK("http://evil.example","x")' else 'Fee ' || g end
      from generate_series(1, ${ROWS}) as g`);
    const res = await ctx.app.inject({
      url: `/api/transactions/export?contractId=${contract.id}&status=Pending&type=Other%20Fees`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['content-length']).toBeUndefined(); // streamed, not buffered
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 3)).toEqual(['Transaction ID', 'Created (Malaysia time, UTC+08:00)', 'Customer']);
    const col = (name: string) => header!.indexOf(name);
    const pending = Array.from({ length: ROWS }, (_, i) => i + 1).filter((g) => g % 3 === 1);
    expect(rows).toHaveLength(pending.length);
    expect(new Set(rows.map((r) => r[0])).size).toBe(pending.length);
    expect(new Set(rows.map((r) => r[col('Status')]))).toEqual(new Set(['Pending'])); // due from 2030: none overdue yet
    expect(rows.map((r) => Number(r[col('Amount (RM)')])).sort((a, b) => a - b)).toEqual(
      pending.map((g) => (1000 + g) / 100),
    );
    expect(rows.find((r) => r[col('Description')]!.includes('HYPERLINK'))![col('Description')]).toBe(
      `'=HYPERLINK("http://evil.example","x")`,
    );

    const paid = await ctx.app.inject({
      url: `/api/transactions/export?contractId=${contract.id}&status=Paid&type=Other%20Fees`,
      headers: admin,
    });
    expect(parseCsv(paid.body).length - 1).toBe(Math.floor(ROWS / 3));
  });

  it('writes timestamps in Malaysian time with the offset, stated in the header (issue 23)', async () => {
    const { contract, charge } = await buildRentCharge(db());
    // Paid at 05:26 in Kuala Lumpur on 30 November 2026: 21:26 UTC on the 29th.
    await db().execute(sql`
      update transactions set status = 'Paid', payment_date = '2026-11-29T21:26:07Z',
        created_at = '2026-11-20T16:00:00Z' where id = ${charge.id}`);
    await db().execute(sql`update contracts set created_at = '2026-11-19T17:30:00Z' where id = ${contract.id}`);
    const read = async (url: string, headers: Record<string, string>) => {
      const [header, ...rows] = parseCsv((await ctx.app.inject({ url, headers })).body);
      return (name: string, id: string) => rows.find((r) => r[0] === id)![header!.indexOf(name)];
    };
    const tx = await read(`/api/transactions/export?contractId=${contract.id}`, admin);
    expect(tx('Payment date (Malaysia time, UTC+08:00)', charge.id)).toBe('2026-11-30T05:26:07+08:00');
    expect(tx('Created (Malaysia time, UTC+08:00)', charge.id)).toBe('2026-11-21T00:00:00+08:00');
    const contracts = await read('/api/contracts/export', admin);
    expect(contracts('Created (Malaysia time, UTC+08:00)', contract.id)).toBe('2026-11-20T01:30:00+08:00');
    // A Bahasa Malaysia admin reads the same instants under headers in BM.
    const malay = await read(`/api/transactions/export?contractId=${contract.id}`, {
      ...(await authHeader(ctx.app, await buildAdmin(db(), { language: 'ms' }))),
    });
    expect(malay('Tarikh bayaran (waktu Malaysia, UTC+08:00)', charge.id)).toBe('2026-11-30T05:26:07+08:00');
  });

  it('is for admins only, and refuses a bad filter with a clear message', async () => {
    const customer = await authHeader(ctx.app, await buildCustomer(db()));
    expect((await ctx.app.inject({ url: '/api/transactions/export', headers: customer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/transactions/export' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ url: '/api/transactions/export?status=Lost', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('contracts export', { timeout: 120_000 }, () => {
  it('exports the contracts matching status and keyword, tenant names in any script', async () => {
    const tenant = await buildCustomer(db(), { firstname: '陈伟杰', lastname: 'Tan' });
    const { property } = await buildProperty(db(), { name: 'Export Heights' });
    const { contract } = await buildContract(db(), { user: tenant, property, status: 'Active' });
    const other = await buildProperty(db(), { name: 'Elsewhere Court' });
    await buildContract(db(), { user: await buildCustomer(db()), property: other.property, status: 'Active' });
    const res = await ctx.app.inject({ url: '/api/contracts/export?status=Active&q=Export%20Heights', headers: admin });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toContain('Monthly rent (RM)');
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe(contract.id);
    expect(rows[0]![header!.indexOf('Tenant')]).toBe('陈伟杰 Tan');
    expect(rows[0]![header!.indexOf('Status')]).toBe('Active');

    const ended = await ctx.app.inject({
      url: '/api/contracts/export?status=Ended&q=Export%20Heights',
      headers: admin,
    });
    expect(parseCsv(ended.body)).toHaveLength(1); // the header only
  });
});
