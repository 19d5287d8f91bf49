/**
 * Tenant screening (issue 27): the profile and its documents, applying with consent (snapshot, completeness), the
 * original client's bare application, the admin's screening with the rent-to-income ratio, watermarked views and
 * the tenant's access log.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/pdf-read-back.js';
import { multipartBody } from '../../security/multipart.js';
import { makePdf } from '../../security/world.js';
import { authHeader, buildAdmin, buildCustomer, buildProperty, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';

const clock = new TestClock(new Date('2026-11-27T03:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
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

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 220, b: 240 } } })
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 2/1' } })
    .jpeg()
    .toBuffer();
}

async function upload(
  user: UserRow,
  category: string,
  data: Buffer,
  contentType: string,
  extra: Record<string, string> = {},
) {
  const body = multipartBody({ category, ...extra }, [
    { field: 'file', filename: `${category}.bin`, contentType, data },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tenant-profile/documents',
    headers: { ...(await authHeader(ctx.app, user)), ...body.headers },
    payload: body.payload,
  });
}

async function completeTenant(): Promise<UserRow> {
  const tenant = await buildCustomer(ctx.database.db, { firstname: 'Mei Ling', lastname: 'Tan' });
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/tenant-profile',
    headers: await authHeader(ctx.app, tenant),
    payload: profile,
  });
  expect(put.statusCode).toBe(200);
  expect((await upload(tenant, 'mykad_front', await photoWithGps(), 'image/jpeg')).statusCode).toBe(201);
  expect((await upload(tenant, 'mykad_back', await photoWithGps(), 'image/jpeg')).statusCode).toBe(201);
  const payslip = await upload(tenant, 'payslip', await makePdf(), 'application/pdf', { periodOn: '2026-10-01' });
  expect(payslip.statusCode).toBe(201);
  return tenant;
}

async function apply(tenant: UserRow, consent?: boolean) {
  const { property } = await buildProperty(ctx.database.db, { priceRm: 2000, depositRm: 4000 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: await authHeader(ctx.app, tenant),
    payload: {
      property: property.id,
      startDate: '2027-01-01',
      stayLength: 12,
      ...(consent === undefined ? {} : { screeningConsent: consent }),
    },
  });
  return res;
}

describe('the tenant profile', () => {
  it('says what is missing until the profile, an identity document and income evidence are there', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const headers = await authHeader(ctx.app, tenant);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/tenant-profile', headers });
    expect(empty.json()).toEqual({ profile: null, documents: [], missing: ['profile', 'identity', 'income'] });
    await ctx.app.inject({ method: 'PUT', url: '/api/tenant-profile', headers, payload: profile });
    // A guarantor with an income stands in for the tenant's own income evidence (a student).
    const student = {
      ...profile,
      employmentType: 'student',
      monthlyIncome: null,
      guarantorName: 'Tan Ah Kow',
      guarantorRelation: 'Father',
      guarantorPhone: '0198765432',
      guarantorIncome: 9000,
    };
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/tenant-profile', headers, payload: student });
    expect(saved.json().missing).toEqual(['identity']);
    expect(saved.json().profile).toMatchObject({ guarantorIncome: 9000, monthlyIncome: null, complete: false });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/tenant-profile',
      headers,
      payload: { ...profile, adults: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps documents by content, strips a photo’s EXIF and GPS, and refuses other types and a 13th file', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const res = await upload(tenant, 'mykad_front', await photoWithGps(), 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.query.screeningDocuments.findMany({
      where: (d, { eq }) => eq(d.id, res.json().document.id),
    });
    const stored = await ctx.app.deps.storage.get(row!.storageKey);
    expect(row!.storageKey).toMatch(new RegExp(`^private/screening/${tenant.id}/`));
    expect((await sharp(stored!.body).metadata()).exif).toBeUndefined();
    expect(stored!.body.includes(Buffer.from('TestPhone'))).toBe(false);

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const refused = await upload(tenant, 'payslip', gif, 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('A document must be a PDF, JPEG or PNG file.');
    const wrongCategory = await upload(tenant, 'selfie', await makePdf(), 'application/pdf');
    expect(wrongCategory.statusCode).toBe(400);
    for (let i = 1; i < 12; i += 1)
      expect((await upload(tenant, 'bank_statement', await makePdf(), 'application/pdf')).statusCode).toBe(201);
    const thirteenth = await upload(tenant, 'bank_statement', await makePdf(), 'application/pdf');
    expect(thirteenth.statusCode).toBe(409);

    const other = await buildCustomer(ctx.database.db);
    const stolen = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tenant-profile/documents/${res.json().document.id}`,
      headers: await authHeader(ctx.app, other),
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('applying with consent', () => {
  it('refuses consent on an incomplete profile, and keeps a snapshot that later edits do not change', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const incomplete = await apply(tenant, true);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain('Complete your tenant profile first');
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/applications',
      headers: await authHeader(ctx.app, tenant),
    });
    expect(none.json().applications).toHaveLength(0);

    const ready = await completeTenant();
    const applied = await apply(ready, true);
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().application.id;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/tenant-profile',
      headers: await authHeader(ctx.app, ready),
      payload: { ...profile, monthlyIncome: 20000 },
    });

    const admin = await buildAdmin(ctx.database.db, { firstname: 'Farid', lastname: 'Admin' });
    const screening = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/screening`,
      headers: await authHeader(ctx.app, admin),
    });
    expect(screening.statusCode).toBe(200);
    const body = screening.json();
    expect(body).toMatchObject({
      complete: true,
      rent: 2000,
      ratio: 0.333,
      ratioColour: 'green',
      flags: [],
      acceptedWithoutScreening: false,
    });
    expect(body.snapshot.monthlyIncome).toBe(6000);
    expect(body.consent.version).toBe('2026-11-27');
    expect(body.documents.map((d: { category: string }) => d.category).sort()).toEqual([
      'mykad_back',
      'mykad_front',
      'payslip',
    ]);

    // The applicant sees their own; another customer gets 404.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/applications/${applicationId}/screening`,
          headers: await authHeader(ctx.app, ready),
        })
      ).statusCode,
    ).toBe(200);
    const other = await buildCustomer(ctx.database.db);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/applications/${applicationId}/screening`,
          headers: await authHeader(ctx.app, other),
        })
      ).statusCode,
    ).toBe(404);

    // A document the open application was assessed on cannot be deleted.
    const inUse = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tenant-profile/documents/${body.documents[0].id}`,
      headers: await authHeader(ctx.app, ready),
    });
    expect(inUse.statusCode).toBe(409);
  });

  it('shows each document watermarked with the viewer and the time, and the tenant sees who looked', async () => {
    const tenant = await completeTenant();
    const applicationId = (await apply(tenant, true)).json().application.id;
    const admin = await buildAdmin(ctx.database.db, { firstname: '陈', lastname: 'Wei Jie' });
    const screening = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}/screening`,
        headers: await authHeader(ctx.app, admin),
      })
    ).json();
    const path = (url: string) => url.replace(ctx.config.publicUrl, '');
    for (const document of screening.documents) {
      const view = await ctx.app.inject({ method: 'GET', url: path(document.viewUrl) });
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe('application/pdf');
      expect(view.headers['cache-control']).toBe('no-store');
      const text = await pdfText(view.rawPayload);
      expect(text).toContain(
        `SewaMudah application #${applicationId.slice(0, 8).toUpperCase()} — viewed by 陈 Wei Jie on 27/11/2026 11:00`,
      );
    }
    // The link names its viewer: swapping in someone else, or changing the signature, opens nothing.
    const [first] = screening.documents;
    expect(
      (await ctx.app.inject({ method: 'GET', url: path(first.viewUrl).replace(/viewer=[^&]+/, `viewer=${tenant.id}`) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: path(first.viewUrl).replace(/signature=[^&]+/, 'signature=AAAA') }))
        .statusCode,
    ).toBe(403);

    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenant-profile/access-log',
      headers: await authHeader(ctx.app, tenant),
    });
    expect(log.json().entries).toHaveLength(3);
    expect(log.json().entries[0]).toMatchObject({
      viewer: '陈 Wei Jie',
      applicationId,
      viewedAt: '2026-11-27T03:00:00.000Z',
    });
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenant-profile/access-log',
      headers: await authHeader(ctx.app, await buildCustomer(ctx.database.db)),
    });
    expect(others.json().entries).toHaveLength(0);
  });
});

describe('an application without a profile (an original EasyRent client)', () => {
  it('is accepted as "Profile incomplete", and accepting it records "accepted without screening"', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const applied = await apply(tenant);
    expect(applied.statusCode).toBe(201);
    const id = applied.json().application.id;
    const admin = await buildAdmin(ctx.database.db);
    const headers = await authHeader(ctx.app, admin);
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${id}/screening`, headers })).json();
    expect(before).toMatchObject({
      complete: false,
      snapshot: null,
      ratio: null,
      documents: [],
      acceptedWithoutScreening: false,
    });

    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/accept-without-screening`,
      headers,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/accept-without-screening`,
      headers,
      payload: { reason: 'Returning tenant, known to us' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().application.status).toBe('Accepted');
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${id}/screening`, headers })).json();
    expect(after).toMatchObject({
      acceptedWithoutScreening: true,
      acceptedWithoutScreeningReason: 'Returning tenant, known to us',
    });
  });

  it('the SPEC accept of an incomplete application records it too, without a reason', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const id = (await apply(tenant)).json().application.id;
    const headers = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers,
      payload: { id, status: 'Accepted' },
    });
    expect(res.statusCode).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${id}/screening`, headers })).json();
    expect(after).toMatchObject({ acceptedWithoutScreening: true, acceptedWithoutScreeningReason: null });
  });
});
