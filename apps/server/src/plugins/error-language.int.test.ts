/**
 * Issue 16: the shared rules' messages (the zod schemas and the `*Messages` sets, catalogue namespaces `rules` and
 * `serverRules`) answer in the caller's language through the one error path; English callers get them unchanged.
 * The caller's language is a signed-in user's setting, else the `lang` cookie, else Accept-Language. Texts
 * formatted with values (the refund's remaining amount) are read back and formatted in the language.
 */
import { formatRM, paymentMethodMessages as pm, refundMessages as rm } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, users } from '../db/schema/index.js';
import { authHeader, buildAdmin, buildCustomer } from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { createIntent, payIntent, type Auth } from '../modules/transactions/test-support/payment-helpers.js';
import { buildRentCharge } from '../modules/transactions/test-support/recovery-helpers.js';

let ctx: TestContext;
let admin: Auth;
let malayAdmin: Auth;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
  malayAdmin = await authHeader(ctx.app, await buildAdmin(ctx.database.db, { language: 'ms' }));
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const MS = { 'accept-language': 'ms-MY,ms;q=0.9' };

/** A rent charge of a new customer whose account language is `language`. */
async function rentCharge(language: 'en' | 'ms') {
  const built = await buildRentCharge(db());
  await db().update(users).set({ language }).where(eq(users.id, built.customer.id));
  return built;
}

async function paidCharge() {
  const built = await buildRentCharge(db());
  const headers = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, headers, { transactionId: built.charge.id });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/process-payment',
    headers,
    payload: { paymentIntentId: intent.paymentIntentId, transactionId: built.charge.id },
  });
  expect(paid.statusCode).toBe(200);
  return built;
}

describe('rule messages in the caller language', () => {
  it('a refund above the amount paid: the remaining amount inside the Bahasa Malaysia sentence', async () => {
    const { charge } = await paidCharge();
    const over = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/transactions/${charge.id}/refunds`,
        headers,
        payload: { amount: 1200.01, reason: 'Tenant left early' },
      });
    // An English account stays English whatever the browser says; a Bahasa Malaysia account gets BM.
    const english = await over({ ...admin, ...MS });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: rm.overRefund(formatRM(1200)) });
    const malay = await over(malayAdmin);
    expect(malay.statusCode).toBe(400);
    expect(malay.json()).toEqual({
      message: `Bayaran balik tidak boleh melebihi jumlah yang dibayar: paling banyak ${formatRM(1200)} masih boleh dibayar balik`,
    });
    // A zod rule of the same body: the reason.
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/transactions/${charge.id}/refunds`,
      headers: malayAdmin,
      payload: { amount: 10, reason: 'a' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      message: 'Nyatakan sebab bayaran balik',
      errorFields: { reason: 'Nyatakan sebab bayaran balik' },
    });
  });

  it('an invalid complaint: every field message, and the generic summary, in Bahasa Malaysia', async () => {
    const customer = await authHeader(ctx.app, await buildCustomer(db()));
    const malayCustomer = await authHeader(ctx.app, await buildCustomer(db(), { language: 'ms' }));
    const file = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers,
        payload: { title: ' ', description: 'x'.repeat(2001) },
      });
    const english = await file(customer);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      errorFields: { title: 'Title is required', description: 'Description must be at most 2000 characters' },
    });
    const malay = await file(malayCustomer);
    expect(malay.statusCode).toBe(400);
    expect(malay.json()).toEqual({
      message: 'Sila semak ruangan yang ditandakan.',
      errorFields: { title: 'Tajuk diperlukan', description: 'Keterangan mestilah tidak melebihi 2000 aksara' },
      errors: [
        { field: 'title', message: 'Tajuk diperlukan' },
        { field: 'description', message: 'Keterangan mestilah tidak melebihi 2000 aksara' },
      ],
    });
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/complaints/00000000-0000-4000-8000-000000000000',
      headers: malayCustomer,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Aduan tidak dijumpai' });
  });

  it('FPX above its limit: refused in Bahasa Malaysia, with the limit as SPEC writes RM', async () => {
    const attempt = async (language: 'en' | 'ms') => {
      const built = await rentCharge(language);
      await db().update(transactions).set({ amountSen: 3_000_001 }).where(eq(transactions.id, built.charge.id));
      const headers = await authHeader(ctx.app, built.customer);
      return createIntent(ctx.app, headers, { transactionId: built.charge.id, paymentMethodType: 'fpx' });
    };
    const english = await attempt('en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: pm.fpxAboveLimit });
    const malay = await attempt('ms');
    expect(malay.statusCode).toBe(400);
    expect(malay.json()).toEqual({
      message:
        'Perbankan dalam talian (FPX) tersedia untuk bayaran sehingga RM30,000. Sila bayar jumlah ini dengan kad.',
    });
  });
  it("a visitor's Accept-Language: registration and resend rules in Bahasa Malaysia, English otherwise", async () => {
    const register = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: { firstname: '', email: 'siti@', phone: '012-345', password: 'short', confirmPassword: 'short' },
      });
    const english = await register({});
    expect(english.statusCode).toBe(400);
    expect(english.json().errorFields).toEqual({
      firstname: 'First name is required',
      email: 'Enter a valid email address',
      phone: 'Enter a phone number such as 012-345 6789 or +60 12-345 6789',
      password: 'Password must be at least 8 characters',
    });
    const malay = await register(MS);
    expect(malay.statusCode).toBe(400);
    expect(malay.json().errorFields).toEqual({
      firstname: 'Nama pertama diperlukan',
      email: 'Masukkan alamat e-mel yang sah',
      phone: 'Masukkan nombor telefon seperti 012-345 6789 atau +60 12-345 6789',
      password: 'Kata laluan mestilah sekurang-kurangnya 8 aksara',
    });
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-email',
      headers: { cookie: 'lang=ms' },
      payload: {},
    });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('Masukkan alamat e-mel anda atau gunakan pautan dalam e-mel pengesahan anda.');
  });

  it('an unknown API route and a list sorted by an unknown key: in Bahasa Malaysia, SPEC English otherwise', async () => {
    const missing = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route?x=1', headers });
    expect((await missing(MS)).statusCode).toBe(404);
    expect((await missing(MS)).json().message).toBe('Tidak dijumpai: GET /api/no-such-route');
    expect((await missing({})).json().message).toBe('Not found: GET /api/no-such-route');

    const sorted = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/transactions?page=1&limit=5&sort=cheapest', headers });
    const malay = await sorted(malayAdmin);
    expect(malay.statusCode).toBe(400);
    expect(JSON.stringify(malay.json())).toContain('Susun mengikut salah satu daripada: newest, oldest, due, paid');
    expect(JSON.stringify((await sorted(admin)).json())).toContain('Sort by one of: newest, oldest, due, paid');
  });
});
