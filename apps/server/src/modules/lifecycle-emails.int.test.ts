/**
 * Issue 23: the e-mails that never went out, now queued through the outbox in each recipient's language:
 * application received (tenant), a new-application alert (every active admin), complaint being handled and
 * handled (tenant), agreement completed with the sealed PDF's link (tenant and the countersigning admin).
 */
import type { Contract } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
} from '../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../test/test-app.js';
import { getAgreement, sign, typed } from './esign/test-support/esign-helpers.js';

const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const mailsTo = (address: string) => ctx.mailer.sent.filter((m) => m.to === address);

describe('a new application', () => {
  it('tells the applicant it was received and alerts every active admin, each in their language', async () => {
    const db = ctx.database.db;
    const english = await buildAdmin(db, { firstname: 'Farah' });
    const malay = await buildAdmin(db, { firstname: 'Azman', language: 'ms' });
    const suspended = await buildAdmin(db, { status: 'pending' });
    const tenant = await buildCustomer(db, { firstname: 'Siti', lastname: 'Aminah', language: 'ms' });
    const { property } = await buildProperty(db, { name: 'Residensi Harmoni', priceRm: 1500 });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: await authHeader(ctx.app, tenant),
      payload: { property: property.id, startDate: '2026-11-30', stayLength: 12 },
    });
    expect(res.statusCode, res.body).toBe(201);

    // A bare application (no tenant profile, as an original EasyRent client sends) also gets the issue 27 nudge to
    // complete the profile; the receipt is the other of the two.
    const tenantMails = mailsTo(tenant.email);
    expect(tenantMails.map((mail) => mail.subject)).toHaveLength(2);
    const received = tenantMails.find((mail) => mail.subject.startsWith('Kami telah menerima'));
    expect(received?.subject).toBe('Kami telah menerima permohonan anda untuk Residensi Harmoni');
    expect(received?.text).toContain('Hai Siti,');
    expect(received?.text).toContain('Penyewaan akan bermula dari 30/11/2026 hingga 29/11/2027 (12 bulan).');
    expect(received?.text).toContain('http://localhost:3000/application');

    const [alert] = mailsTo(english.email);
    expect(alert?.subject).toBe('New application for Residensi Harmoni');
    expect(alert?.text).toContain(
      `Siti Aminah (${tenant.email}) has applied for Residensi Harmoni, from 30/11/2026 to 29/11/2027.`,
    );
    expect(alert?.text).toContain(`/manage-properties/applications/${property.id}`);
    expect(mailsTo(malay.email)[0]?.subject).toBe('Permohonan baharu untuk Residensi Harmoni');
    expect(mailsTo(suspended.email)).toEqual([]);
  });
});

describe('a complaint', () => {
  it('tells the complainant when it is being handled and when it has been handled, with what was done', async () => {
    const db = ctx.database.db;
    const admin = await buildAdmin(db);
    const tenant = await buildCustomer(db, { firstname: 'Kumar', language: 'en' });
    const { property } = await buildProperty(db);
    await buildContract(db, { user: tenant, property, status: 'Active' });
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: await authHeader(ctx.app, tenant),
      payload: { title: 'Leaking tap', description: 'The kitchen tap drips all night.' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().complaint._id as string;
    const adminAuth = await authHeader(ctx.app, admin);
    const move = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/complaints/${id}`, headers: adminAuth, payload });

    expect((await move({ status: 'In Handling' })).statusCode).toBe(200);
    const [started] = mailsTo(tenant.email);
    expect(started?.subject).toBe('We are working on your complaint: Leaking tap');
    expect(started?.text).toContain('Your complaint "Leaking tap" is now being handled.');
    expect(started?.text).toContain('http://localhost:3000/complaint');

    expect((await move({ status: 'Handled', resolutionDetails: 'Replaced the washer.' })).statusCode).toBe(200);
    const finished = mailsTo(tenant.email)[1];
    expect(finished?.subject).toBe('Your complaint has been handled: Leaking tap');
    expect(finished?.text).toContain('What was done: Replaced the washer.');
    expect(mailsTo(tenant.email)).toHaveLength(2);
  });
});

describe('a completed agreement', () => {
  it('tells the tenant and the admin who countersigned, with the link to the sealed PDF and to verification', async () => {
    const db = ctx.database.db;
    const admin = await buildAdmin(db, { firstname: 'Farah', lastname: 'Admin', language: 'ms' });
    const tenant = await buildCustomer(db, { firstname: 'Mei Ling', lastname: 'Chen' });
    const [adminAuth, tenantAuth] = [await authHeader(ctx.app, admin), await authHeader(ctx.app, tenant)];
    const { property } = await buildProperty(db, { name: 'Residensi Bukit Bintang', priceRm: 1500 });
    const application = await buildApplication(db, { user: tenant, property, startDate: '2027-01-15' });
    const accepted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}`,
      headers: adminAuth,
      payload: { id: application.id, status: 'Accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const contracts = (await ctx.app.inject({ url: '/api/contracts', headers: tenantAuth })).json().contracts;
    const contractId = (contracts as Contract[])[0]!.id;

    const v1 = await getAgreement(ctx.app, tenantAuth, contractId);
    expect((await sign(ctx.app, tenantAuth, contractId, typed('Mei Ling Chen', v1.documentHash))).statusCode).toBe(200);
    expect(
      ctx.mailer.sent.filter((m) => m.subject.includes('Residensi Bukit Bintang') && m.subject.includes('lengkap')),
    ).toEqual([]);
    const v2 = await getAgreement(ctx.app, adminAuth, contractId);
    const done = await sign(ctx.app, adminAuth, contractId, typed('Farah Admin', v2.documentHash), 'countersign');
    expect(done.statusCode).toBe(200);
    const code = done.json<{ contract: Contract }>().contract.esign.verifyCode!;

    const toTenant = mailsTo(tenant.email).find((m) => m.subject.startsWith('Tenancy agreement complete'));
    expect(toTenant?.subject).toBe('Tenancy agreement complete: Residensi Bukit Bintang');
    expect(toTenant?.text).toContain('has been signed by Mei Ling Chen and countersigned for the landlord');
    expect(toTenant?.text).toContain('Download my agreement: http://localhost:3000/contract');
    expect(toTenant?.text).toContain(`http://localhost:3000/verify/${code}`);
    const toAdmin = mailsTo(admin.email).find((m) => m.subject.startsWith('Perjanjian Penyewaan lengkap'));
    expect(toAdmin?.text).toContain('Buka Urus Kontrak: http://localhost:3000/manage-contracts');
    expect(toAdmin?.text).toContain(`http://localhost:3000/verify/${code}`);
  });
});
