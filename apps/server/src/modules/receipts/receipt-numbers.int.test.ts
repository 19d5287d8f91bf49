/**
 * Receipt numbers are gapless per year (ADR 0019): many payments recorded at once, each reported twice, while other
 * transactions take a number and roll back, still give the year's receipts exactly 1..N, no gap, no duplicate.
 * (On PostgreSQL the recordings run truly in parallel over the pool; a SEQUENCE would leave the rolled-back gaps.)
 */
import { todayInMalaysia } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptCounters, receipts } from '../../db/schema/index.js';
import { authHeader } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { payIntent, type Auth } from '../transactions/test-support/payment-helpers.js';
import { buildRentCharge } from '../transactions/test-support/recovery-helpers.js';
import { allocateReceiptNumber, formatReceiptNumber } from './receipts.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const N = 24;
type Charge = Awaited<ReturnType<typeof buildRentCharge>> & {
  headers: Auth;
  intent: { paymentIntentId: string; clientSecret: string };
};

describe('receipt numbering', { timeout: 180_000 }, () => {
  it('formats the number with the year and six digits', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('SM-2026-000123');
    expect(formatReceiptNumber(2027, 1)).toBe('SM-2027-000001');
  });

  it('numbers N concurrent payments 1..N without gap or duplicate, whatever rolls back in between', async () => {
    const year = Number(todayInMalaysia(new Date()).slice(0, 4));
    const charges: Charge[] = [];
    for (let i = 0; i < N; i++) {
      const built = await buildRentCharge(db());
      const headers = await authHeader(ctx.app, built.customer);
      const intent = await payIntent(ctx.app, headers, { transactionId: built.charge.id });
      charges.push({ ...built, headers, intent });
    }
    const report = (c: Charge) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transactions/process-payment',
        headers: c.headers,
        payload: { paymentIntentId: c.intent.paymentIntentId, transactionId: c.charge.id },
      });
    const rolledBack = () =>
      db()
        .transaction(async (tx) => {
          await allocateReceiptNumber(tx, year);
          throw new Error('recording failed after taking a number');
        })
        .catch((error: Error) => error.message);
    const results = await Promise.all([
      ...charges.map(report),
      ...charges.map(report),
      ...Array.from({ length: 8 }, rolledBack),
    ]);
    const statuses = results.slice(0, 2 * N).map((r) => (typeof r === 'string' ? r : r.statusCode));
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(results.slice(2 * N)).toEqual(Array(8).fill('recording failed after taking a number'));

    const issued = await db().select().from(receipts).where(eq(receipts.year, year));
    expect(issued.filter((r) => r.kind === 'payment')).toHaveLength(N);
    expect(new Set(issued.map((r) => r.transactionId)).size).toBe(N);
    const sequences = issued.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(issued.map((r) => r.number).sort()).toEqual(sequences.map((s) => formatReceiptNumber(year, s)));
    const [counter] = await db().select().from(receiptCounters).where(eq(receiptCounters.year, year));
    expect(counter!.lastNumber).toBe(N);
  });
});
