/**
 * E-signing refusals (ADR 0013) and the signed-contract rule: an e-signature counts exactly as an uploaded
 * signed copy (same state transition), and each refused attempt gets its status and message.
 */
import type { Contract } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts } from '../../db/schema/index.js';
import { multipartBody } from '../../security/multipart.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { plainPdf } from '../../test/upload-fixtures.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { insertVersion, latestVersion, listVersionKeys } from './esign.repository.js';
import { esignTexts } from './esign.texts.js';
import { drawnSignature, getAgreement, sign, typed, type Auth } from './test-support/esign-helpers.js';
import { signatureImageTexts } from '../../lib/esign/signature-image.js';

let ctx: TestContext;
let admin: UserRow;
let adminAuth: Auth;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(db());
  adminAuth = await authHeader(ctx.app, admin);
});
afterAll(async () => {
  await ctx.close();
});

/** Each contract has its own tenant (one accepted application per customer); the tenant's auth is remembered. */
const tenants = new Map<string, Auth>();
async function contract(options: Partial<Parameters<typeof buildContract>[1]> = {}) {
  const user = await buildCustomer(db());
  const { property } = await buildProperty(db());
  const built = await buildContract(db(), { user, property, status: 'Awaiting Payment', ...options });
  tenants.set(built.contract.id, await authHeader(ctx.app, user));
  return built.contract.id;
}
const auth = (id: string) => tenants.get(id)!;

async function tenantSigns(id: string) {
  const { documentHash } = await getAgreement(ctx.app, auth(id), id);
  return sign(ctx.app, auth(id), id, typed('Test Tenant', documentHash));
}

const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status, body: { message } });
};

describe('who may sign', () => {
  it("refuses someone else's agreement (404) and admins (403), and admins countersign only", async () => {
    const id = await contract();
    const stranger = await authHeader(ctx.app, await buildCustomer(db()));
    const { documentHash } = await getAgreement(ctx.app, auth(id), id);
    expectError(await sign(ctx.app, stranger, id, typed('Stranger', documentHash)), 404, esignTexts.notFound);
    expect((await sign(ctx.app, adminAuth, id, typed('Admin', documentHash))).statusCode).toBe(403);
    expect((await sign(ctx.app, auth(id), id, typed('Tenant', documentHash), 'countersign')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/contracts/${id}/audit`, headers: stranger })).statusCode,
    ).toBe(404);
  });
});

describe('what is refused', () => {
  it('refuses without agreement, and a drawn signature that is not a PNG, too large or blank (400 field errors)', async () => {
    const id = await contract();
    const { documentHash } = await getAgreement(ctx.app, auth(id), id);
    const noAgree = await sign(ctx.app, auth(id), id, { ...typed('Tenant', documentHash), agree: false });
    expect(noAgree.statusCode).toBe(400);
    expect(noAgree.json().errorFields).toMatchObject({ agree: 'You must agree to sign this agreement electronically' });
    const drawn = (signatureImage: string) =>
      sign(ctx.app, auth(id), id, { method: 'drawn', signatureImage, agree: true, documentHash });
    const notPng = await drawn(`data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`);
    expect(notPng.json()).toMatchObject({ errorFields: { signatureImage: signatureImageTexts.notPng } });
    const huge = await drawn(await drawnSignature(2000, 100));
    expect(huge.json()).toMatchObject({ errorFields: { signatureImage: signatureImageTexts.tooBig } });
    const sharp = (await import('sharp')).default;
    const blankPng = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const blank = await drawn(`data:image/png;base64,${blankPng.toString('base64')}`);
    expect(blank.json()).toMatchObject({ errorFields: { signatureImage: signatureImageTexts.empty } });
    const missing = await sign(ctx.app, auth(id), id, { method: 'drawn', agree: true, documentHash });
    expect(missing.json()).toMatchObject({ errorFields: { signatureImage: 'Draw your signature' } });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers: auth(id) })).json().contract.esign
        .status,
    ).toBe('unsigned');
  });

  it('refuses signing twice, a superseded version, and countersigning before, twice or on an old version', async () => {
    const id = await contract();
    const v1 = await getAgreement(ctx.app, auth(id), id);
    expectError(
      await sign(ctx.app, adminAuth, id, typed('Admin', v1.documentHash), 'countersign'),
      409,
      esignTexts.notTenantSigned,
    );
    expect((await tenantSigns(id)).statusCode).toBe(200);
    expectError(await tenantSigns(id), 409, esignTexts.alreadySigned);
    expectError(
      await sign(ctx.app, adminAuth, id, typed('Admin', v1.documentHash), 'countersign'),
      409,
      esignTexts.superseded,
    );
    const v2 = await getAgreement(ctx.app, adminAuth, id);
    expect((await sign(ctx.app, adminAuth, id, typed('Admin', v2.documentHash), 'countersign')).statusCode).toBe(200);
    expectError(
      await sign(ctx.app, adminAuth, id, typed('Admin', v2.documentHash), 'countersign'),
      409,
      esignTexts.alreadyCountersigned,
    );

    // A newer version of an unsigned agreement (e.g. regenerated) supersedes the one the tenant reviewed.
    const other = await contract();
    const reviewed = await getAgreement(ctx.app, auth(other), other);
    const current = (await latestVersion(db(), other))!;
    await insertVersion(db(), { ...current, version: 2, sha256: 'f'.repeat(64), createdAt: new Date() });
    expectError(
      await sign(ctx.app, auth(other), other, typed('Tenant', reviewed.documentHash)),
      409,
      esignTexts.superseded,
    );
  });

  it('refuses a cancelled contract and an acceptance whose deadline passed unpaid', async () => {
    const cancelled = await contract({ status: 'Cancelled' });
    expectError(await tenantSigns(cancelled), 409, esignTexts.cancelled);
    const expired = await contract();
    const [row] = await db().select().from(contracts).where(eq(contracts.id, expired));
    await db()
      .update(applications)
      .set({ paymentDueAt: new Date(clock.now().getTime() - 60_000) })
      .where(eq(applications.id, row!.applicationId));
    expectError(await tenantSigns(expired), 409, esignTexts.expired);
  });

  it('refuses an e-signature after an uploaded copy, and an upload after an e-signature', async () => {
    const uploaded = await contract();
    const form = multipartBody({}, [
      {
        field: 'signedContract',
        filename: 'signed.pdf',
        contentType: 'application/pdf',
        data: Buffer.from(await plainPdf()),
      },
    ]);
    const upload = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/contracts/upload-signed-contract/${id}`,
        ...form,
        headers: { ...form.headers, ...auth(id) },
      });
    expect((await upload(uploaded)).statusCode).toBe(200);
    expectError(await tenantSigns(uploaded), 409, esignTexts.signedByUpload);
    const esigned = await contract();
    expect((await tenantSigns(esigned)).statusCode).toBe(200);
    expectError(await upload(esigned), 409, contractTexts.signedElectronically);
  });
});

describe('the signed-contract rule', () => {
  const state = async (id: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers: auth(id) });
    const c = res.json<{ contract: Contract }>().contract;
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    const [application] = await db().select().from(applications).where(eq(applications.id, row!.applicationId));
    return {
      status: c.status,
      isActive: c.isActive,
      hasSignedCopy: c.hasSignedCopy,
      signedAt: c.signedAt,
      activatedAt: row!.activatedAt?.toISOString() ?? null,
      applicationStatus: application!.status,
      signedContractFile: c.signedContractFile !== null,
    };
  };

  it('activates a paid contract on e-signature exactly as an uploaded signed copy does', async () => {
    const byUpload = await contract({ depositStatus: 'Paid' });
    const byEsign = await contract({ depositStatus: 'Paid' });
    const unpaid = await contract();
    const form = multipartBody({}, [
      {
        field: 'signedContract',
        filename: 'signed.pdf',
        contentType: 'application/pdf',
        data: Buffer.from(await plainPdf()),
      },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/contracts/upload-signed-contract/${byUpload}`,
      ...form,
      headers: { ...form.headers, ...auth(byUpload) },
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await tenantSigns(byEsign)).statusCode).toBe(200);
    expect((await tenantSigns(unpaid)).statusCode).toBe(200);

    const expected = {
      status: 'Active',
      isActive: true,
      hasSignedCopy: true,
      signedAt: clock.now().toISOString(),
      activatedAt: clock.now().toISOString(),
      applicationStatus: 'Completed',
      signedContractFile: true,
    };
    expect(await state(byUpload)).toEqual(expected);
    expect(await state(byEsign)).toEqual(expected);
    // Not paid yet: signed, still awaiting payment (the payment then activates it, as after an upload).
    expect(await state(unpaid)).toEqual({
      ...expected,
      status: 'Awaiting Payment',
      isActive: false,
      activatedAt: null,
      applicationStatus: 'Accepted',
    });
  });
});

describe('deleting a contract', () => {
  it('removes the files of every agreement version', async () => {
    const id = await contract();
    expect((await tenantSigns(id)).statusCode).toBe(200);
    const keys = await listVersionKeys(db(), id);
    expect(keys).toHaveLength(2);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: adminAuth });
    expect(res.statusCode).toBe(204);
    for (const key of keys) expect(await ctx.app.deps.storage.get(key)).toBeNull();
  });
});
