/**
 * Comparing applicants side by side (issue 27 §3): one bounded request for up to 5 applications of one property,
 * each with the ratio and its colour, income, employment and its length, household, guarantor, flags, completeness
 * and the number of documents; admins only, and only this property's applications.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../security/multipart.js';
import { authHeader, buildAdmin, buildCustomer, buildProperty, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';

const clock = new TestClock(new Date('2026-11-27T03:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Farid', lastname: 'Hassan' });
});
afterAll(async () => {
  await ctx?.close();
});

const photo = () =>
  sharp({ create: { width: 400, height: 250, channels: 3, background: { r: 220, g: 230, b: 240 } } })
    .jpeg()
    .toBuffer();

async function tenantWith(firstname: string, details: Record<string, unknown>, categories: string[]) {
  const tenant = await buildCustomer(ctx.database.db, { firstname, lastname: 'Tester' });
  const headers = await authHeader(ctx.app, tenant);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/tenant-profile',
    headers,
    payload: {
      idType: 'mykad',
      idNumber: '900101-14-5678',
      nationality: 'Malaysian',
      employmentType: 'permanent',
      adults: 1,
      children: 0,
      pets: false,
      smoker: false,
      emergencyName: 'Siti Aminah',
      emergencyPhone: '012-345 6789',
      ...details,
    },
  });
  expect(put.statusCode).toBe(200);
  for (const category of categories) {
    const body = multipartBody({ category, periodOn: '2026-10-01' }, [
      { field: 'file', filename: `${category}.jpg`, contentType: 'image/jpeg', data: await photo() },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant-profile/documents',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  }
  return tenant;
}

async function applyFor(tenant: UserRow, propertyId: string, consent: boolean) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: await authHeader(ctx.app, tenant),
    payload: {
      property: propertyId,
      startDate: '2027-01-01',
      stayLength: 12,
      ...(consent ? { screeningConsent: true } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { application: { _id: string } }).application._id;
}

const compare = async (propertyId: string, ids: string[], user: UserRow = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/screening-comparison?applications=${ids.join(',')}`,
    headers: await authHeader(ctx.app, user),
  });

describe('GET /api/properties/:id/screening-comparison', () => {
  it('answers the chosen applicants side by side, in the order chosen, in one request', async () => {
    const { property } = await buildProperty(ctx.database.db, { priceRm: 2000, depositRm: 4000 });
    const engineer = await tenantWith(
      'Aminah',
      { employer: 'Matrix Sdn Bhd', employmentStart: '2022-03-01', monthlyIncome: 6000, adults: 2, children: 1 },
      ['mykad_front', 'mykad_back', 'payslip', 'payslip'],
    );
    const student = await tenantWith(
      'Kumar',
      {
        employmentType: 'student',
        employer: 'Universiti Malaya',
        monthlyIncome: 3000,
        pets: true,
        guarantorName: 'Ravi Kumar',
        guarantorRelation: 'Father',
        guarantorIncome: 9000,
      },
      ['mykad_front', 'mykad_back', 'offer_letter'],
    );
    const bare = await buildCustomer(ctx.database.db, { firstname: 'Wei', lastname: 'Jie' });
    const ids = [
      await applyFor(student, property.id, true),
      await applyFor(engineer, property.id, true),
      await applyFor(bare, property.id, false),
    ];

    const res = await compare(property.id, ids);
    expect(res.statusCode).toBe(200);
    const { applicants } = res.json() as { applicants: Record<string, unknown>[] };
    expect(applicants.map((a) => a.applicationId)).toEqual(ids);
    expect(applicants[0]).toMatchObject({
      applicant: 'Kumar Tester',
      complete: true,
      rent: 2000,
      monthlyIncome: 3000,
      ratio: 0.667,
      ratioColour: 'red',
      employmentType: 'student',
      employer: 'Universiti Malaya',
      pets: true,
      guarantorName: 'Ravi Kumar',
      guarantorIncome: 9000,
      guarantorRatio: 0.222,
      documentCount: 3,
    });
    expect(applicants[1]).toMatchObject({
      applicant: 'Aminah Tester',
      complete: true,
      monthlyIncome: 6000,
      ratio: 0.333,
      ratioColour: 'green',
      employmentStart: '2022-03-01',
      employmentMonths: 56,
      adults: 2,
      children: 1,
      guarantorIncome: null,
      flags: [],
      documentCount: 4,
    });
    expect(applicants[2]).toMatchObject({
      applicant: 'Wei Jie',
      complete: false,
      ratio: null,
      ratioColour: null,
      monthlyIncome: null,
      employmentType: null,
      documentCount: 0,
      flags: [],
    });

    // An old payslip is flagged: three months on, the newest one is older than three months.
    clock.set(new Date('2027-02-10T03:00:00Z'));
    try {
      const later = await compare(property.id, [ids[1]!]);
      expect((later.json() as { applicants: { flags: string[] }[] }).applicants[0]!.flags).toEqual(['old_payslip']);
    } finally {
      clock.set(new Date('2026-11-27T03:00:00Z'));
    }
  });

  it('shows nothing of an applicant who withdrew consent (ADR 42)', async () => {
    const { property } = await buildProperty(ctx.database.db, { priceRm: 2000, depositRm: 4000 });
    const tenant = await tenantWith('Hafiz', { employer: 'Maybank', monthlyIncome: 8000 }, [
      'mykad_front',
      'mykad_back',
      'payslip',
    ]);
    const id = await applyFor(tenant, property.id, true);
    const before = (await compare(property.id, [id])).json() as { applicants: Record<string, unknown>[] };
    expect(before.applicants[0]).toMatchObject({ complete: true, monthlyIncome: 8000, documentCount: 3 });

    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/consent-withdrawal',
      headers: await authHeader(ctx.app, tenant),
      payload: { applicationId: id },
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = await compare(property.id, [id]);
    expect(after.statusCode).toBe(200);
    expect((after.json() as { applicants: Record<string, unknown>[] }).applicants[0]).toMatchObject({
      complete: false,
      monthlyIncome: null,
      ratio: null,
      employer: null,
      employmentType: null,
      adults: null,
      documentCount: 0,
      flags: [],
    });
  });

  it('refuses another property’s application (404), more than 5 or malformed ids (400), and customers (403)', async () => {
    const { property } = await buildProperty(ctx.database.db, { priceRm: 1500, depositRm: 3000 });
    const { property: other } = await buildProperty(ctx.database.db, { priceRm: 1500, depositRm: 3000 });
    const tenant = await buildCustomer(ctx.database.db);
    const mine = await applyFor(tenant, property.id, false);
    const elsewhere = await applyFor(await buildCustomer(ctx.database.db), other.id, false);

    expect((await compare(property.id, [mine])).statusCode).toBe(200);
    expect((await compare(property.id, [mine, elsewhere])).statusCode).toBe(404);
    expect((await compare(other.id, [mine])).statusCode).toBe(404);
    const six = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expect((await compare(property.id, six)).statusCode).toBe(400);
    expect((await compare(property.id, ['not-an-id'])).statusCode).toBe(400);
    expect((await compare(property.id, [])).statusCode).toBe(400);
    // The same id twice counts once.
    const twice = await compare(property.id, [mine, mine]);
    expect((twice.json() as { applicants: unknown[] }).applicants).toHaveLength(1);
    expect((await compare(property.id, [mine], tenant)).statusCode).toBe(403);
  });
});
