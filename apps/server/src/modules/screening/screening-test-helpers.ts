/** Test helpers of the screening tests: a complete tenant profile, uploads and applying (issue 27). */
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartBody } from '../../security/multipart.js';
import { makePdf } from '../../security/world.js';
import { authHeader, buildCustomer, buildProperty, type UserRow } from '../../test/factories/index.js';
import type { TestContext } from '../../test/test-app.js';

export const profileInput = {
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

export const photo = () =>
  sharp({ create: { width: 400, height: 250, channels: 3, background: { r: 200, g: 220, b: 240 } } })
    .jpeg()
    .toBuffer();

export async function uploadDocument(
  ctx: TestContext,
  user: UserRow,
  category: string,
  extra: Record<string, string> = {},
) {
  const pdf = category === 'payslip' || category === 'bank_statement';
  const body = multipartBody({ category, ...extra }, [
    {
      field: 'file',
      filename: `${category}.${pdf ? 'pdf' : 'jpg'}`,
      contentType: pdf ? 'application/pdf' : 'image/jpeg',
      data: pdf ? await makePdf() : await photo(),
    },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenant-profile/documents',
    headers: { ...(await authHeader(ctx.app, user)), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().document as { id: string; category: string };
}

export async function saveProfile(ctx: TestContext, user: UserRow, profile: Record<string, unknown> = profileInput) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/tenant-profile',
    headers: await authHeader(ctx.app, user),
    payload: profile,
  });
  expect(res.statusCode).toBe(200);
}

/** A customer with a complete profile: MyKad front and back and a payslip. */
export async function completeTenant(
  ctx: TestContext,
  overrides: Parameters<typeof buildCustomer>[1] = {},
  profile: Record<string, unknown> = profileInput,
): Promise<UserRow> {
  const tenant = await buildCustomer(ctx.database.db, overrides);
  await saveProfile(ctx, tenant, profile);
  await uploadDocument(ctx, tenant, 'mykad_front');
  await uploadDocument(ctx, tenant, 'mykad_back');
  await uploadDocument(ctx, tenant, 'payslip', { periodOn: '2026-10-01' });
  return tenant;
}

export async function applyFor(ctx: TestContext, tenant: UserRow, consent?: boolean, startDate = '2027-01-01') {
  const { property } = await buildProperty(ctx.database.db, { priceRm: 2000, depositRm: 4000 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: await authHeader(ctx.app, tenant),
    payload: {
      property: property.id,
      startDate,
      stayLength: 12,
      ...(consent === undefined ? {} : { screeningConsent: consent }),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().application.id as string;
}
