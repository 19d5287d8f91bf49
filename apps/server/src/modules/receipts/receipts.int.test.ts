/**
 * Official receipts (ADR 0019): issued when a payment or a refund is recorded, e-mailed, downloadable by the payer
 * (own only) and admins, the PDF stating number, amount, method and names; the tenant statement's running balance.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, receipts, users } from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv/parse-csv.js';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import { authHeader, buildAdmin, buildCustomer } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { payIntent, type Auth } from '../transactions/test-support/payment-helpers.js';
import { buildRentCharge } from '../transactions/test-support/recovery-helpers.js';

let ctx: TestContext;
let admin: Auth;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
});
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

async function paidRent(firstname = 'Aisyah') {
  const built = await buildRentCharge(db());
  await db().update(users).set({ firstname }).where(eq(users.id, built.customer.id));
  const headers = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, headers, { transactionId: built.charge.id });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/process-payment',
    headers,
    payload: { paymentIntentId: intent.paymentIntentId, transactionId: built.charge.id },
  });
  expect(paid.statusCode).toBe(200);
  return { ...built, headers, intent };
}

/** The last mail to `to` carries exactly one PDF, the receipt `number`, whose text holds `texts` (issue 14). */
async function expectReceiptAttached(to: string, number: string, texts: string[]) {
  const mail = ctx.mailer.sent.filter((m) => m.to === to && m.subject.includes('receipt')).at(-1);
  expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
  const text = await pdfText(mail!.attachments![0]!.content);
  for (const expected of [number, ...texts]) expect(text).toContain(expected);
}

const receiptFile = (id: string, headers: Auth) => ctx.app.inject({ url: `/api/receipts/${id}/file`, headers });

describe('payment receipts', { timeout: 60_000 }, () => {
  it('issues one numbered receipt per payment, lists it, mails its number and serves its PDF to payer and admin only', async () => {
    const { charge, headers, intent, customer } = await paidRent('陈伟杰');
    const listed = await ctx.app.inject({ url: `/api/transactions/${charge.id}`, headers });
    const receiptsOf = listed.json().transaction.receipts as {
      id: string;
      number: string;
      kind: string;
      amount: number;
    }[];
    expect(receiptsOf).toHaveLength(1);
    const [receipt] = receiptsOf;
    expect(receipt).toMatchObject({ kind: 'payment', amount: 1200 });
    const year = new Date().toLocaleString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).slice(0, 4);
    expect(receipt!.number).toMatch(new RegExp(`^SM-${year}-\\d{6}$`));

    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `receipt:${charge.id}`));
    expect(mail!.textBody).toContain(`Receipt number: ${receipt!.number}`);
    await expectReceiptAttached(customer.email, receipt!.number, ['Official Receipt', 'RM1,200']);

    const own = await receiptFile(receipt!.id, headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="receipt-${receipt!.number}.pdf"`);
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('Official Receipt');
    expect(text).toContain(receipt!.number);
    expect(text).toContain(`陈伟杰 ${customer.lastname}`);
    expect(text).toContain('RM1,200');
    expect(text).toContain(intent.paymentIntentId);
    expect(text).toMatch(/Visa •••• 4242|Card/);
    expect(text).toContain('Rent for month 2:');

    expect((await receiptFile(receipt!.id, admin)).statusCode).toBe(200);
    const stranger = await authHeader(ctx.app, await buildCustomer(db()));
    const refused = await receiptFile(receipt!.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Receipt not found');
    expect((await ctx.app.inject({ url: `/api/receipts/${receipt!.id}/file` })).statusCode).toBe(401);
  });

  it('issues a refund receipt when the provider confirms a refund, mailed to the payer', async () => {
    const { charge, headers, customer } = await paidRent();
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${charge.id}/refunds`,
      headers: admin,
      payload: { amount: 200.5, reason: 'Water cut for three days' },
    });
    expect(refund.statusCode).toBe(201);
    const rows = await db().select().from(receipts).where(eq(receipts.transactionId, charge.id));
    expect(rows.map((r) => [r.kind, r.amountSen]).sort()).toEqual([
      ['payment', 120000],
      ['refund', 20050],
    ]);
    const refundReceipt = rows.find((r) => r.kind === 'refund')!;
    expect(refundReceipt.refundId).toBe(refund.json().refund.id);
    const payment = rows.find((r) => r.kind === 'payment')!;
    expect(refundReceipt.sequence).toBe(payment.sequence + 1);

    const text = await pdfText((await receiptFile(refundReceipt.id, headers)).rawPayload);
    expect(text).toContain('Refund Receipt');
    expect(text).toContain(refundReceipt.number);
    expect(text).toContain('RM200.50');
    expect(text).toContain('Water cut for three days');
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'refund-receipt'));
    const mine = mails.filter((m) => m.toAddress === customer.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`Refund receipt ${refundReceipt.number}: RM200.50`);
    await expectReceiptAttached(customer.email, refundReceipt.number, ['Refund Receipt', 'RM200.50']);
  });
});

describe('tenant statement', { timeout: 60_000 }, () => {
  it('lists charges, payments and refunds with the running balance, as CSV and PDF, for the tenant and admins only', async () => {
    const { charge, contract, headers } = await paidRent();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${charge.id}/refunds`,
      headers: admin,
      payload: { amount: 300, reason: 'Aircon broken' },
    });
    const fee = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: admin,
      payload: {
        contractId: contract.id,
        type: 'Other Fees',
        amount: 45.5,
        dueDate: '2030-03-01',
        description: 'Key copy',
      },
    });
    expect(fee.statusCode).toBe(201);

    const csv = await ctx.app.inject({ url: `/api/contracts/${contract.id}/statement?format=csv`, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...cells] = parseCsv(csv.body);
    expect(header).toEqual([
      'Date',
      'Description',
      'Reference',
      'Charged (RM)',
      'Paid (RM)',
      'Refunded (RM)',
      'Balance (RM)',
    ]);
    // The deposit of buildContract (Paid, without a payment row) is a charge; then rent, its payment, the refund.
    const balances = cells.map((c) => c.at(-1));
    const described = cells.map((c) => c[1]);
    expect(described.some((d) => /^Monthly Rental: Rent for month 2: .*, due 15\/02\/2030$/.test(d ?? ''))).toBe(true);
    expect(described).toContain('Payment received: Monthly Rental');
    expect(described).toContain('Credit: Aircon broken');
    expect(described).toContain('Refund to you: Aircon broken');
    expect(described).toContain('Other Fees: Key copy, due 01/03/2030');
    // Running balance: each line's balance is the previous one plus charged − paid + refunded.
    let running = 0;
    for (const c of cells.slice(0, -1)) {
      running = Math.round((running + Number(c[3]) - Number(c[4]) + Number(c[5])) * 100) / 100;
      expect(Number(c.at(-1))).toBe(running);
    }
    const total = cells.at(-1)!;
    expect(total[1]).toBe('Total');
    expect(Number(total.at(-1))).toBe(running);
    expect(balances.length).toBeGreaterThan(5);

    const pdf = await ctx.app.inject({ url: `/api/contracts/${contract.id}/statement`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Statement of Account');
    expect(text).toContain('Credit: Aircon broken');

    const stranger = await authHeader(ctx.app, await buildCustomer(db()));
    expect(
      (await ctx.app.inject({ url: `/api/contracts/${contract.id}/statement`, headers: stranger })).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ url: `/api/contracts/${contract.id}/statement?format=xls`, headers });
    expect(bad.statusCode).toBe(400);
  });
});
