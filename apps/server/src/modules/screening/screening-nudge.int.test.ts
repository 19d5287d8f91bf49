/**
 * "Complete your profile" (issue 27 §2): an application sent as an original EasyRent client sends it (no profile,
 * no consent) is accepted and marked incomplete, and its applicant is asked once, in the notification centre and by
 * e-mail in their language, to complete the profile and update the application. An application sent with consent
 * asks nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema/index.js';
import { authHeader, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { askToCompleteProfile } from './screening-nudge.js';
import { applyFor, saveProfile, uploadDocument } from './screening-test-helpers.js';

const clock = new TestClock(new Date('2026-11-27T03:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx?.close();
});

const noticesOf = (user: UserRow) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'screeningProfileIncomplete')));
const mailsTo = (user: UserRow) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'screening-profile-incomplete')));
const get = async (user: UserRow, url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: await authHeader(ctx.app, user) })).json();

describe('an application without a tenant profile', () => {
  it('is accepted as "incomplete" and asks the applicant, once and in their language, to complete the profile', async () => {
    const tenant = await buildCustomer(ctx.database.db, { language: 'ms' });
    const id = await applyFor(ctx, tenant);

    const application = (await get(tenant, `/api/applications/${id}`)).application;
    expect(application).toMatchObject({ status: 'Waiting for Response', screeningState: 'incomplete' });

    const [notice, ...moreNotices] = await noticesOf(tenant);
    expect(moreNotices).toHaveLength(0);
    expect(notice).toMatchObject({ category: 'applications', link: '/dashboard' });
    const inbox = await get(tenant, '/api/notifications');
    const shown = (inbox.notifications as { kind: string; title: string; text: string }[]).find(
      (n) => n.kind === 'screeningProfileIncomplete',
    );
    expect(shown?.title).toBe('Lengkapkan profil penyewa anda');

    const [mail, ...moreMails] = await mailsTo(tenant);
    expect(moreMails).toHaveLength(0);
    expect(mail!.subject).toContain('Lengkapkan profil penyewa anda');
    expect(mail!.textBody).toContain('Profil tidak lengkap');
    expect(mail!.textBody).toContain('Kemas kini permohonan saya');
    expect(mail!.textBody).toMatch(/\/dashboard/);
    expect(ctx.mailer.sent.filter((m) => m.to === tenant.email && m.subject === mail!.subject)).toHaveLength(1);

    // Asked once: the same application never asks again (a retried transaction, a second call).
    await ctx.database.db.transaction((tx) =>
      askToCompleteProfile(tx, 'http://localhost', { id, userId: tenant.id, propertyName: 'X', roomName: null }),
    );
    expect(await noticesOf(tenant)).toHaveLength(1);
    expect(await mailsTo(tenant)).toHaveLength(1);

    // Completing the profile and updating the application (with consent) makes it complete.
    await saveProfile(ctx, tenant);
    await uploadDocument(ctx, tenant, 'mykad_front');
    await uploadDocument(ctx, tenant, 'mykad_back');
    await uploadDocument(ctx, tenant, 'payslip', { periodOn: '2026-10-01' });
    const updated = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/screening/update`,
      headers: await authHeader(ctx.app, tenant),
      payload: { screeningConsent: true },
    });
    expect(updated.statusCode).toBe(200);
    expect((await get(tenant, `/api/applications/${id}`)).application.screeningState).toBe('complete');
    expect(await mailsTo(tenant)).toHaveLength(1);
  });

  it('writes to an English reader in English', async () => {
    const tenant = await buildCustomer(ctx.database.db, { language: 'en' });
    await applyFor(ctx, tenant, false);
    const [mail] = await mailsTo(tenant);
    expect(mail!.subject).toMatch(/^Complete your tenant profile for your application for /);
    expect(mail!.textBody).toContain('Profile incomplete');
    expect(mail!.textBody).toContain('Update my application');
  });

  it('asks nothing of an application sent with the profile and consent', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    await saveProfile(ctx, tenant);
    await uploadDocument(ctx, tenant, 'mykad_front');
    await uploadDocument(ctx, tenant, 'mykad_back');
    await uploadDocument(ctx, tenant, 'payslip', { periodOn: '2026-10-01' });
    const id = await applyFor(ctx, tenant, true);
    expect((await get(tenant, `/api/applications/${id}`)).application.screeningState).toBe('complete');
    expect(await noticesOf(tenant)).toHaveLength(0);
    expect(await mailsTo(tenant)).toHaveLength(0);
  });
});
