/**
 * Data rights (issue 27 §4, ADR 41): withdrawing the screening consent (admins lose access at once, waiting
 * applications withdrawn with the reason in their trail), "download my data" (the ZIP read back: contents, own
 * files, nothing of another user) and "delete my account" (password, refusals, erasure with the financial records
 * kept under "Deleted user #n", sessions ended), and the admins' log of those requests.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { multipartBody } from '../../security/multipart.js';
import { makePdf } from '../../security/world.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { unzip } from './test-support.js';

const clock = new TestClock(new Date('2026-11-27T03:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Aisyah', lastname: 'Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const profile = {
  idType: 'mykad',
  idNumber: '900101-14-5678',
  nationality: 'Malaysian',
  employmentType: 'permanent',
  employer: 'Matrix Sdn Bhd',
  jobTitle: 'Engineer',
  employmentStart: '2022-03-01',
  monthlyIncome: 6000,
  adults: 1,
  children: 0,
  pets: false,
  smoker: false,
  emergencyName: 'Siti Aminah',
  emergencyPhone: '012-345 6789',
};

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

async function upload(user: UserRow, category: string, data: Buffer, contentType: string) {
  const body = multipartBody({ category, ...(category === 'payslip' ? { periodOn: '2026-10-01' } : {}) }, [
    { field: 'file', filename: `${category}.bin`, contentType, data },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenant-profile/documents',
    headers: { ...(await authHeader(ctx.app, user)), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().document as { id: string };
}

async function completeTenant(firstname: string, email: string): Promise<UserRow> {
  const tenant = await buildCustomer(ctx.database.db, { firstname, lastname: 'Tan', email });
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/tenant-profile',
    headers: await authHeader(ctx.app, tenant),
    payload: profile,
  });
  expect(put.statusCode).toBe(200);
  await upload(tenant, 'mykad_front', await photo(), 'image/jpeg');
  await upload(tenant, 'mykad_back', await photo(), 'image/jpeg');
  await upload(tenant, 'payslip', await makePdf(), 'application/pdf');
  return tenant;
}

async function applyWithConsent(tenant: UserRow): Promise<string> {
  const { property } = await buildProperty(ctx.database.db, { priceRm: 2000, depositRm: 4000 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: await authHeader(ctx.app, tenant),
    payload: { property: property.id, startDate: '2027-01-01', stayLength: 12, screeningConsent: true },
  });
  expect(res.statusCode).toBe(201);
  return res.json().application._id as string;
}

const asAdmin = async (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: await authHeader(ctx.app, admin) });

describe('withdrawing consent', () => {
  it('closes the admins’ access at once and withdraws the waiting application, with the reason in its trail', async () => {
    const tenant = await completeTenant('Mei Ling', 'meiling.withdraw@example.com');
    const applicationId = await applyWithConsent(tenant);
    const screening = await asAdmin(`/api/applications/${applicationId}/screening`);
    expect(screening.statusCode).toBe(200);
    // A view link minted before the withdrawal.
    const viewUrl = new URL(screening.json().documents[0].viewUrl as string);
    const before = await ctx.app.inject({ method: 'GET', url: `${viewUrl.pathname}${viewUrl.search}` });
    expect(before.statusCode).toBe(200);

    const headers = await authHeader(ctx.app, tenant);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/me/consent', headers });
    expect(listed.json().applications).toEqual([
      expect.objectContaining({ applicationId, status: 'Waiting for Response' }),
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/me/consent-withdrawal', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applicationIds: [applicationId], withdrawnApplicationIds: [applicationId] });

    const after = await asAdmin(`/api/applications/${applicationId}/screening`);
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe(
      'The applicant withdrew their consent: their screening data is no longer shared.',
    );
    const link = await ctx.app.inject({ method: 'GET', url: `${viewUrl.pathname}${viewUrl.search}` });
    expect(link.statusCode).toBe(404);
    const docId = screening.json().documents[0].id as string;
    expect((await asAdmin(`/api/applications/${applicationId}/documents/${docId}`)).statusCode).toBe(404);
    // The applicant still reads what they shared.
    const own = await ctx.app.inject({ method: 'GET', url: `/api/applications/${applicationId}/screening`, headers });
    expect(own.statusCode).toBe(200);

    const [application] = await queryRows<{ status: string }>(
      ctx.database.db,
      sql`select status from applications where id = ${applicationId}`,
    );
    expect(application?.status).toBe('Cancelled');
    const events = await queryRows<{ kind: string; reason: string; actor_id: string }>(
      ctx.database.db,
      sql`select kind, reason, actor_id from application_events where application_id = ${applicationId}`,
    );
    expect(events).toEqual([
      {
        kind: 'consent_withdrawn',
        reason: 'Consent to share the tenant profile withdrawn by the applicant',
        actor_id: tenant.id,
      },
    ]);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/me/consent-withdrawal', headers, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('None of your applications shares your tenant profile now.');
    const byId = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/consent-withdrawal',
      headers,
      payload: { applicationId },
    });
    expect(byId.json().message).toBe('You have already withdrawn your consent for this application.');
  });

  it('is read from the database on every request: a withdrawal recorded elsewhere (another replica) closes access', async () => {
    const tenant = await completeTenant('Ravi', 'ravi.replica@example.com');
    const applicationId = await applyWithConsent(tenant);
    expect((await asAdmin(`/api/applications/${applicationId}/screening`)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`insert into application_events (application_id, kind, actor_id, reason, at)
          values (${applicationId}, 'consent_withdrawn', ${tenant.id}, 'elsewhere', now())`,
    );
    expect((await asAdmin(`/api/applications/${applicationId}/screening`)).statusCode).toBe(404);
  });

  it('withdraws one application by id; another customer’s is 404; an accepted one keeps its screening (409)', async () => {
    const tenant = await completeTenant('Nurul', 'nurul.one@example.com');
    const first = await applyWithConsent(tenant);
    const second = await applyWithConsent(tenant);
    const headers = await authHeader(ctx.app, tenant);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/consent-withdrawal',
      headers,
      payload: { applicationId: first },
    });
    expect(res.json()).toEqual({ applicationIds: [first], withdrawnApplicationIds: [first] });
    expect((await asAdmin(`/api/applications/${second}/screening`)).statusCode).toBe(200);

    const other = await buildCustomer(ctx.database.db);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/consent-withdrawal',
      headers: await authHeader(ctx.app, other),
      payload: { applicationId: second },
    });
    expect(foreign.statusCode).toBe(404);

    await ctx.database.db.execute(sql`update applications set status = 'Accepted' where id = ${second}`);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/consent-withdrawal',
      headers,
      payload: { applicationId: second },
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toMatch(/led to a tenancy/);
    expect((await asAdmin(`/api/applications/${second}/screening`)).statusCode).toBe(200);
  });
});

describe('download my data', () => {
  it('streams a ZIP with everything held about the caller and their own files, and nothing of another user', async () => {
    const tenant = await completeTenant('Export', 'export.me@example.com');
    const stranger = await completeTenant('Stranger', 'stranger.other@example.com');
    const applicationId = await applyWithConsent(tenant);
    await applyWithConsent(stranger);
    const { property } = await buildProperty(ctx.database.db, { name: 'Export Residency' });
    const { contract } = await buildContract(ctx.database.db, { user: tenant, property, status: 'Ended' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: await authHeader(ctx.app, tenant),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sewamudah-my-data-2026-11-27\.zip"$/);
    const entries = await unzip(res.rawPayload);

    const json = (name: string) =>
      JSON.parse(entries.get(`data/${name}`)!.toString('utf8')) as Record<string, unknown>[];
    expect(json('account.json')).toEqual([expect.objectContaining({ email: 'export.me@example.com' })]);
    expect(json('account.json')[0]).not.toHaveProperty('password_hash');
    expect(json('tenant-profile.json')[0]).toMatchObject({ profile: { idNumber: '900101-14-5678' } });
    expect(json('tenant-profile-documents.json')).toHaveLength(3);
    const applications = json('applications.json');
    expect(applications).toHaveLength(2);
    expect(applications).toContainEqual(
      expect.objectContaining({
        id: applicationId,
        screening: expect.objectContaining({ consent_version: expect.any(String) }),
      }),
    );
    expect(json('contracts.json')).toEqual([
      expect.objectContaining({ id: contract.id, propertyName: 'Export Residency' }),
    ]);
    expect(json('transactions.json')).toHaveLength(1);
    for (const name of [
      'receipts',
      'complaints',
      'notifications',
      'document-access-log',
      'sessions',
      'data-requests',
    ]) {
      expect(Array.isArray(json(`${name}.json`))).toBe(true);
    }
    expect(JSON.stringify(json('sessions.json'))).not.toContain('token_hash');

    const files = [...entries.keys()].filter((name) => name.startsWith('files/tenant-profile/'));
    expect(files).toHaveLength(3);
    const [mykad] = await queryRows<{ id: string; storage_key: string }>(
      ctx.database.db,
      sql`select id, storage_key from screening_documents where user_id = ${tenant.id} and category = 'mykad_front'`,
    );
    const stored = await ctx.app.deps.storage.get(mykad!.storage_key);
    expect(entries.get(`files/tenant-profile/mykad_front-${mykad!.id}.jpg`)?.equals(stored!.body)).toBe(true);

    // Nothing of the other applicant, anywhere in the archive.
    const everything = Buffer.concat([...entries.values()]).toString('latin1');
    expect(everything).not.toContain('stranger.other@example.com');
    expect(everything).not.toContain(stranger.id);

    // Logged for the admins.
    const log = await asAdmin('/api/data-rights-requests?page=1&limit=50');
    expect(log.statusCode).toBe(200);
    expect(log.json().requests).toContainEqual(
      expect.objectContaining({ kind: 'export', userId: tenant.id, user: 'Export Tan' }),
    );
    expect(Number(log.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('is limited to 3 an hour per user (429 with Retry-After; counters in the database)', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const user = await buildCustomer(limited.database.db);
      const headers = await authHeader(limited.app, user);
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.app.inject({ method: 'GET', url: '/api/me/export', headers })).statusCode).toBe(200);
      }
      const fourth = await limited.app.inject({ method: 'GET', url: '/api/me/export', headers });
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not held back by it.
      const other = await buildCustomer(limited.database.db);
      const theirs = await limited.app.inject({
        method: 'GET',
        url: '/api/me/export',
        headers: await authHeader(limited.app, other),
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is for signed-in users only, and the admins’ log for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const customer = await buildCustomer(ctx.database.db);
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/data-rights-requests?page=1&limit=20',
      headers: await authHeader(ctx.app, customer),
    });
    expect(log.statusCode).toBe(403);
  });
});

describe('delete my account', () => {
  const deleteMe = async (user: UserRow, password: string, token?: { authorization: string }) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: token ?? (await authHeader(ctx.app, user)),
      payload: { password },
    });

  it('needs the current password', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const res = await deleteMe(tenant, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The password is not correct. Your account was not deleted.',
      errorFields: { password: 'The password is not correct. Your account was not deleted.' },
    });
  });

  it('is refused while a tenancy is live or a charge is unpaid, and for the last admin', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db);
    const { contract } = await buildContract(ctx.database.db, { user: tenant, property, status: 'Active' });
    const live = await deleteMe(tenant, TEST_PASSWORD);
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toMatch(/^You have a tenancy/);

    await ctx.database.db.execute(sql`update contracts set status = 'Ended' where id = ${contract.id}`);
    await ctx.database.db.execute(sql`update transactions set status = 'Pending' where contract_id = ${contract.id}`);
    const unpaid = await deleteMe(tenant, TEST_PASSWORD);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      'You have unpaid charges. Pay them in Payment History before deleting your account.',
    );

    // The only active admin of a fresh world cannot leave it without one.
    const lone = await createTestApp();
    try {
      const onlyAdmin = await buildAdmin(lone.database.db);
      const res = await lone.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: await authHeader(lone.app, onlyAdmin),
        payload: { password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'You are the only admin. Make another user an admin before deleting your account.',
      );
    } finally {
      await lone.close();
    }
  });

  it('erases personal data, keeps the financial records under "Deleted user #n" and ends every session', async () => {
    const tenant = await completeTenant('Farid', 'farid.delete@example.com');
    const waiting = await applyWithConsent(tenant);
    const { property } = await buildProperty(ctx.database.db);
    const { deposit } = await buildContract(ctx.database.db, { user: tenant, property, status: 'Ended' });
    await ctx.database.db.execute(
      sql`insert into receipts (number, year, sequence, kind, transaction_id, user_id, amount_sen, provider_reference, details, issued_at)
          values ('SM-2026-900001', 2026, 900001, 'payment', ${deposit.id}, ${tenant.id}, ${deposit.amountSen}, 'pi_test',
                  ${JSON.stringify({ payerName: 'Farid Tan', payerEmail: 'farid.delete@example.com', propertyName: 'X' })}::jsonb, now())`,
    );
    const keys = await queryRows<{ storage_key: string }>(
      ctx.database.db,
      sql`select storage_key from screening_documents where user_id = ${tenant.id}`,
    );
    expect(keys).toHaveLength(3);
    const token = await authHeader(ctx.app, tenant);
    await ctx.app.inject({ method: 'GET', url: '/api/me/export', headers: token });

    const res = await deleteMe(tenant, TEST_PASSWORD, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    // Sessions end at once: the token used after the deletion is 401, and the old credentials open nothing.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tenant-profile', headers: token })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'farid.delete@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);

    const [user] = await queryRows<{ firstname: string; lastname: string; email: string; phone: string }>(
      ctx.database.db,
      sql`select firstname, lastname, email, phone from users where id = ${tenant.id}`,
    );
    expect(user?.firstname).toMatch(/^Deleted user #\d+$/);
    expect(user?.lastname).toBe('');
    expect(user?.email).toMatch(/^deleted-user-\d+@deleted\.invalid$/);
    expect(user?.phone).toBe('000000');
    const label = user!.firstname;

    const counts = await queryRows<{ profiles: number; documents: number; snapshots: number; transactions: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from tenant_profiles where user_id = ${tenant.id}) as profiles,
                 (select count(*)::int from screening_documents where user_id = ${tenant.id}) as documents,
                 (select count(*)::int from application_screenings s join applications a on a.id = s.application_id
                   where a.user_id = ${tenant.id} and s.snapshot is not null) as snapshots,
                 (select count(*)::int from transactions where user_id = ${tenant.id}) as transactions`,
    );
    expect(counts[0]).toEqual({ profiles: 0, documents: 0, snapshots: 0, transactions: 1 });
    for (const { storage_key } of keys) expect(await ctx.app.deps.storage.get(storage_key)).toBeNull();
    const [receipt] = await queryRows<{ details: { payerName: string; payerEmail: string } }>(
      ctx.database.db,
      sql`select details from receipts where transaction_id = ${deposit.id}`,
    );
    expect(receipt?.details.payerName).toBe(label);
    expect(receipt?.details.payerEmail).toBe(user?.email);
    const [application] = await queryRows<{ status: string }>(
      ctx.database.db,
      sql`select status from applications where id = ${waiting}`,
    );
    expect(application?.status).toBe('Cancelled');

    // The admins see the transaction under the new name, and both requests in their log.
    const transactions = await asAdmin('/api/transactions?page=1&limit=100');
    const kept = (transactions.json().transactions as { _id: string; user: { firstname: string } }[]).find(
      (t) => t._id === deposit.id,
    );
    expect(kept?.user.firstname).toBe(label);
    const log = (await asAdmin('/api/data-rights-requests?page=1&limit=100')).json().requests as {
      kind: string;
      userId: string;
      user: string;
    }[];
    const mine = log.filter((row) => row.userId === tenant.id);
    expect(mine.map((row) => row.kind).sort()).toEqual(['deletion', 'export']);
    expect(mine.every((row) => row.user === label)).toBe(true);
  });
});
