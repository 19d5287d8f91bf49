/**
 * Issue 16 end to end: a tenant whose stored language is Bahasa Malaysia gets the acceptance e-mail, the payment
 * receipt e-mail and its attached receipt PDF in BM; downloads follow the downloading user's language (the tenant's
 * BM, an English admin's English); an admin's CSV export follows that admin's language.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, transactions } from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv/parse-csv.js';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { confirmCard, createIntent } from '../transactions/test-support/payment-helpers.js';

let ctx: TestContext;
let admin: UserRow;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sewamudah.example' } });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Alice' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;

describe('a tenant whose language is Bahasa Malaysia', { timeout: 90_000 }, () => {
  it('gets the acceptance and the receipt e-mail, the receipt PDF and the statement in BM', async () => {
    const tenant = await buildCustomer(db(), { firstname: 'Aminah', lastname: 'Ali', language: 'ms' });
    const { property } = await buildProperty(db(), { name: 'Residensi Harmoni', priceRm: 1500, depositRm: 3000 });
    const application = await buildApplication(db(), {
      user: tenant,
      property,
      startDate: '2027-01-15',
      stayLength: 6,
    });

    const accepted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { id: application.id, status: 'Accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const [contract] = await db().select().from(contracts).where(eq(contracts.applicationId, application.id));

    const acceptance = ctx.mailer.lastTo(tenant.email);
    expect(acceptance?.subject).toBe('Permohonan anda untuk Residensi Harmoni telah diterima');
    expect(acceptance?.text).toContain('Hai Aminah,');
    expect(acceptance?.text).toContain(
      'Berita baik: permohonan anda untuk Residensi Harmoni telah diterima. Kami telah menempahnya untuk anda.',
    );
    expect(acceptance?.text).toContain('Tempoh penyewaan: 15/01/2027 hingga 14/07/2027.');
    expect(acceptance?.text).toContain(
      'bayar deposit berserta sewa bulan pertama (RM4,500) serta duti setem perjanjian (RM82), RM4,582 kesemuanya, sebelum tamat hari 29/11/2026',
    );
    expect(acceptance?.text).toContain(
      `Tandatangan & Bayar: https://sewamudah.example/application/sign-and-pay/${contract!.id}`,
    );
    expect(acceptance?.text).not.toMatch(/\b(Hi|Your|accepted|Tenancy)\b/);

    // Pays the deposit (deposit + first month) before uploading the signed copy.
    const headers = await authHeader(ctx.app, tenant);
    const [deposit] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract!.id), eq(transactions.type, 'Deposit')));
    const created = await createIntent(ctx.app, headers, {
      contractId: contract!.id,
      amount: deposit!.amountSen / 100,
    });
    expect(created.statusCode).toBe(200);
    const intent = created.json<{ paymentIntentId: string; clientSecret: string }>();
    expect((await confirmCard(ctx.app, intent)).statusCode).toBe(200);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-deposit',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId, contractId: contract!.id },
    });
    expect(paid.statusCode).toBe(200);

    const receiptMail = ctx.mailer.sent.filter((m) => m.to === tenant.email && m.subject.startsWith('Resit bayaran'));
    expect(receiptMail).toHaveLength(1);
    const mail = receiptMail[0]!;
    // One payment: the deposit and the tenant's stamp duty (ADR 0034), each line stated.
    expect(mail.subject).toBe('Resit bayaran: RM4,582 (Deposit dan 1 perkara lain)');
    expect(mail.text).toContain(
      'Kami telah menerima bayaran anda sebanyak RM4,582 untuk Residensi Harmoni. Bayaran tunggal ini meliputi:',
    );
    expect(mail.text).toContain('Deposit: RM4,500');
    expect(mail.text).toContain('Duti setem Perjanjian Penyewaan (LHDN): RM82');
    expect(mail.text).toMatch(/Dibayar melalui: Visa •••• \d{4}/);
    expect(mail.text).toContain(`Rujukan bayaran: ${intent.paymentIntentId}`);
    expect(mail.text).toContain('Tinggal satu langkah: muat naik kontrak bertandatangan anda di Tandatangan & Bayar');
    expect(mail.text).not.toMatch(/\b(Hi|We have|Paid with|Receipt number)\b/);

    // The attached official receipt, rendered at send time in the recipient's language.
    expect(mail.attachments).toHaveLength(1);
    const attached = await pdfText(mail.attachments![0]!.content);
    for (const expected of [
      'Resit Rasmi',
      'Diterima daripada Aminah Ali',
      'Bayaran untuk Deposit Sekuriti dan sewa bulan pertama (bulan 1: 15/01/2027 hingga 14/02/2027)',
      'Kaedah bayaran Visa',
      'Jumlah diterima RM4,582',
      'Jumlah keseluruhan RM4,582',
      'Halaman 1 daripada 1',
    ]) {
      expect(attached).toContain(expected);
    }
    expect(attached).not.toContain('Official Receipt');
    expect(attached).not.toContain('Payment for');

    // Downloads: in the language of the one who downloads.
    const listed = await ctx.app.inject({ url: `/api/transactions/${deposit!.id}`, headers });
    const receiptId = (listed.json().transaction.receipts as { id: string }[])[0]!.id;
    const own = await ctx.app.inject({ url: `/api/receipts/${receiptId}/file`, headers });
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain('Resit Rasmi');
    const byAdmin = await ctx.app.inject({
      url: `/api/receipts/${receiptId}/file`,
      headers: await authHeader(ctx.app, admin),
    });
    const adminText = await pdfText(byAdmin.rawPayload);
    expect(adminText).toContain('Official Receipt');
    expect(adminText).toContain(
      "Payment for Security deposit and first month's rent (month 1: 15/01/2027 to 14/02/2027)",
    );

    const csv = await ctx.app.inject({ url: `/api/contracts/${contract!.id}/statement?format=csv`, headers });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'Tarikh',
      'Butiran',
      'Rujukan',
      'Dicaj (RM)',
      'Dibayar (RM)',
      'Dikembalikan (RM)',
      'Baki (RM)',
    ]);
    const described = rows.map((row) => row[1]);
    expect(described).toContain(
      'Deposit: Deposit Sekuriti dan sewa bulan pertama (bulan 1: 15/01/2027 hingga 14/02/2027), tarikh akhir 29/11/2026',
    );
    expect(described).toContain('Bayaran diterima: Deposit');
    expect(described.at(-1)).toBe('Jumlah');

    const statement = await pdfText(
      (await ctx.app.inject({ url: `/api/contracts/${contract!.id}/statement`, headers })).rawPayload,
    );
    expect(statement).toContain('Penyata Akaun');
    expect(statement).toContain('Penyewa Aminah Ali');
    expect(statement).toContain('Bayaran diterima: Deposit');
    expect(statement).not.toContain('Statement of Account');

    // A Bahasa Malaysia admin's export: headers and SPEC values in BM, data as stored.
    const bmAdmin = await authHeader(ctx.app, await buildAdmin(db(), { language: 'ms' }));
    const exported = await ctx.app.inject({
      url: `/api/transactions/export?contractId=${contract!.id}`,
      headers: bmAdmin,
    });
    expect(exported.statusCode).toBe(200);
    const [exportHeader, ...exportRows] = parseCsv(exported.body);
    expect(exportHeader!.slice(0, 4)).toEqual([
      'ID Transaksi',
      'Dicipta (waktu Malaysia, UTC+08:00)',
      'Pelanggan',
      'E-mel pelanggan',
    ]);
    const depositRow = exportRows.find((row) => row[0] === deposit!.id)!;
    expect(depositRow[exportHeader!.indexOf('Status')]).toBe('Dibayar');
    expect(depositRow[exportHeader!.indexOf('Jenis')]).toBe('Deposit');
    expect(depositRow[exportHeader!.indexOf('Pelanggan')]).toBe('Aminah Ali');
    const englishExport = await ctx.app.inject({
      url: `/api/transactions/export?contractId=${contract!.id}`,
      headers: await authHeader(ctx.app, admin),
    });
    expect(parseCsv(englishExport.body)[0]!.slice(0, 3)).toEqual([
      'Transaction ID',
      'Created (Malaysia time, UTC+08:00)',
      'Customer',
    ]);

    const contractsExport = await ctx.app.inject({
      url: '/api/contracts/export?q=Residensi%20Harmoni',
      headers: bmAdmin,
    });
    const [contractHeader, contractRow] = parseCsv(contractsExport.body);
    expect(contractHeader).toContain('Sewa bulanan (RM)');
    expect(contractRow![contractHeader!.indexOf('ID Kontrak')]).toBe(contract!.id);
    expect(contractRow![contractHeader!.indexOf('Status')]).toBe('Menunggu Bayaran');
    expect(contractRow![contractHeader!.indexOf('Status deposit')]).toBe('Dibayar');
  });
});
