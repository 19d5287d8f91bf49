/**
 * Issue 23: the acceptance e-mail said "Due once accepted: RM9,600" while the tenant owed RM9,764 (the agreement's
 * stamp duty, ADR 0014). When the tenant pays the duty, the e-mail states it and the total, in the tenant's
 * language; when the landlord pays it (STAMP_DUTY_PAYER=landlord), the amount due stays deposit + first month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';

const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));
let tenantPays: TestContext;
let landlordPays: TestContext;
beforeAll(async () => {
  tenantPays = await createTestApp({ clock });
  landlordPays = await createTestApp({ clock, env: { STAMP_DUTY_PAYER: 'landlord' } });
});
afterAll(async () => {
  await tenantPays?.close();
  await landlordPays?.close();
});

/** RM3,200 a month, RM6,400 deposit, 12 months: RM9,600 due plus RM154 + RM10 duty = RM9,764. */
async function acceptTwelveMonths(ctx: TestContext, language: 'en' | 'ms' = 'en') {
  const db = ctx.database.db;
  const tenant: UserRow = await buildCustomer(db, { language });
  const { property } = await buildProperty(db, { priceRm: 3200, depositRm: 6400 });
  const application = await buildApplication(db, { user: tenant, property, startDate: '2026-12-01', stayLength: 12 });
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${application.id}`,
    headers: await authHeader(ctx.app, await buildAdmin(db)),
    payload: { id: application.id, status: 'Accepted' },
  });
  expect(res.statusCode).toBe(200);
  return ctx.mailer.lastTo(tenant.email);
}

describe('the acceptance e-mail states everything that is due', () => {
  it('with the stamp duty when the tenant pays it', async () => {
    const mail = await acceptTwelveMonths(tenantPays);
    expect(mail?.text).toContain(
      "pay the deposit plus the first month's rent (RM9,600) and the agreement's stamp duty (RM164), RM9,764 in all, by the end of",
    );
  });

  it('in Bahasa Malaysia for a BM tenant', async () => {
    const mail = await acceptTwelveMonths(tenantPays, 'ms');
    expect(mail?.text).toContain(
      'bayar deposit berserta sewa bulan pertama (RM9,600) serta duti setem perjanjian (RM164), RM9,764 kesemuanya',
    );
  });

  it('without it when the landlord pays the duty', async () => {
    const mail = await acceptTwelveMonths(landlordPays);
    expect(mail?.text).toContain("the first month's rent (RM9,600) by online banking (FPX) or card by the end of");
    expect(mail?.text).not.toContain('stamp duty');
  });
});
