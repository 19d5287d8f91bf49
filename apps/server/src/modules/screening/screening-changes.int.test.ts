/**
 * "Changes requested" (issue 27 §2) and the tenant's IC in a new agreement (§4): an admin asks for more, the
 * applicant is told in their language and the application shows it under `screeningState` (the SPEC status stays),
 * until they upload and update the application, which takes the snapshot again. Only admins ask, only the
 * applicant answers, never on a decided application.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, emailOutbox, notifications } from '../../db/schema/index.js';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import { authHeader, buildAdmin, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { applyFor, completeTenant, profileInput, saveProfile, uploadDocument } from './screening-test-helpers.js';

const clock = new TestClock(new Date('2026-11-27T03:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const ask = async (
  user: UserRow,
  id: string,
  payload: unknown = { categories: ['bank_statement'], message: 'Add 3 months of bank statements.' },
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/changes-request`,
    headers: await authHeader(ctx.app, user),
    payload: payload as Record<string, unknown>,
  });
const update = async (user: UserRow, id: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/screening/update`,
    headers: await authHeader(ctx.app, user),
    payload,
  });
const get = async (user: UserRow, url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: await authHeader(ctx.app, user) })).json();

describe('changes requested', () => {
  it('tells the applicant in their language and shows "changes_requested" until they update the application', async () => {
    const tenant = await completeTenant(ctx, { language: 'ms' });
    const id = await applyFor(ctx, tenant, true);
    expect((await get(tenant, `/api/applications/${id}`)).application.screeningState).toBe('complete');

    const asked = await ask(admin, id);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().changesRequest).toMatchObject({ categories: ['bank_statement'], answeredAt: null });

    const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
    expect(notice).toMatchObject({ kind: 'screeningChangesRequested', link: '/application' });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'screening-changes-requested'));
    expect(mail!.toAddress).toBe(tenant.email);
    expect(mail!.subject).toContain('Maklumat tambahan diperlukan');
    expect(mail!.textBody).toContain('Penyata bank');
    expect(mail!.textBody).toContain('Add 3 months of bank statements.');

    const seen = (await get(tenant, `/api/applications/${id}`)).application;
    expect(seen.status).toBe('Waiting for Response');
    expect(seen.screeningState).toBe('changes_requested');
    const list = await get(admin, `/api/applications?userId=${tenant.id}`);
    expect(list.applications[0].screeningState).toBe('changes_requested');

    // One open request at a time; only admins ask; only the applicant answers.
    expect((await ask(admin, id)).statusCode).toBe(409);
    expect((await ask(tenant, id)).statusCode).toBe(403);
    expect((await update(admin, id)).statusCode).toBe(403);
    expect((await update(await buildCustomer(ctx.database.db), id)).statusCode).toBe(404);

    // Not answered until the requested document is there.
    const early = await update(tenant, id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('Muat naik setiap dokumen');

    // The snapshot is taken again only when the tenant says so.
    await saveProfile(ctx, tenant, { ...profileInput, monthlyIncome: 7500 });
    const bank = await uploadDocument(ctx, tenant, 'bank_statement');
    expect((await get(admin, `/api/applications/${id}/screening`)).snapshot.monthlyIncome).toBe(6000);
    const answered = await update(tenant, id);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().changesRequest.answeredAt).toBe(clock.now().toISOString());

    const screening = await get(admin, `/api/applications/${id}/screening`);
    expect(screening.snapshot.monthlyIncome).toBe(7500);
    expect(screening.documents.map((d: { id: string }) => d.id)).toContain(bank.id);
    expect(screening.changesRequest.answeredAt).not.toBeNull();
    expect((await get(tenant, `/api/applications/${id}`)).application.screeningState).toBe('complete');
  });

  it('refuses a request or an update on a decided application (409) and a request without documents or message (400)', async () => {
    const tenant = await completeTenant(ctx);
    const id = await applyFor(ctx, tenant, true);
    const empty = await ask(admin, id, { categories: [], message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errorFields).sort()).toEqual(['categories', 'message']);
    expect((await ask(admin, id, { categories: ['selfie'], message: 'x' })).statusCode).toBe(400);
    const reject = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'Rejected' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await ask(admin, id)).statusCode).toBe(409);
    expect((await update(tenant, id)).statusCode).toBe(409);
  });

  it('lets an original client’s bare application be completed, with consent given then', async () => {
    const tenant = await completeTenant(ctx);
    const id = await applyFor(ctx, tenant);
    expect((await get(tenant, `/api/applications/${id}`)).application.screeningState).toBe('incomplete');
    expect((await update(tenant, id)).statusCode).toBe(400);
    const done = await update(tenant, id, { screeningConsent: true });
    expect(done.statusCode).toBe(200);
    const screening = await get(admin, `/api/applications/${id}/screening`);
    expect(screening.complete).toBe(true);
    expect(screening.consent.at).toBe(clock.now().toISOString());
  });
});

describe('the tenant’s IC or passport in a new agreement', () => {
  async function agreementText(tenant: UserRow, agreementLanguage: 'en' | 'ms' | 'bilingual') {
    const id = await applyFor(ctx, tenant, true);
    const accept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'Accepted', agreementLanguage },
    });
    expect(accept.statusCode).toBe(200);
    const [contract] = await ctx.database.db.select().from(contracts).where(eq(contracts.applicationId, id));
    const file = await ctx.app.deps.storage.get(contract!.contractFileKey!);
    return (await pdfText(file!.body)).replace(/\s+/g, ' ');
  }

  it('prints the MyKad number from the submitted snapshot (English)', async () => {
    const text = await agreementText(await completeTenant(ctx), 'en');
    expect(text).toContain('NRIC No.: 900101-14-5678');
    expect(text).not.toContain('NRIC / Passport No.: ____');
  });

  it('prints a passport with its nationality (BM and bilingual)', async () => {
    const passport = {
      ...profileInput,
      idType: 'passport',
      idNumber: 'K1234567',
      nationality: 'Indian',
      passExpiry: '2028-06-30',
    };
    const tenant = await buildCustomer(ctx.database.db);
    await saveProfile(ctx, tenant, passport);
    await uploadDocument(ctx, tenant, 'passport');
    await uploadDocument(ctx, tenant, 'visa');
    await uploadDocument(ctx, tenant, 'payslip', { periodOn: '2026-10-01' });
    const ms = await agreementText(tenant, 'ms');
    expect(ms).toContain('No. Pasport: K1234567 (Indian)');
    // A second application (the first was accepted): free the tenant by cancelling it.
    await ctx.database.db.update(contracts).set({ status: 'Cancelled' }).where(eq(contracts.userId, tenant.id));
    await ctx.database.db.update(applications).set({ status: 'Cancelled' }).where(eq(applications.userId, tenant.id));
    const both = await agreementText(tenant, 'bilingual');
    expect(both).toContain('No. Pasport: K1234567 (Indian)');
    expect(both).toContain('Passport No.: K1234567 (Indian)');
  });

  it('leaves the line blank without a snapshot (an original client)', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const id = await applyFor(ctx, tenant);
    const accept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'Accepted' },
    });
    expect(accept.statusCode).toBe(200);
    const [contract] = await ctx.database.db.select().from(contracts).where(eq(contracts.applicationId, id));
    const text = (await pdfText((await ctx.app.deps.storage.get(contract!.contractFileKey!))!.body)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('NRIC / Passport No.: ____');
  });
});
