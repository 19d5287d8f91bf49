/**
 * The agreement's language (docs/decisions/0025): chosen by the admin on acceptance, else the applicant's own;
 * fixed on the contract, so signing, countersigning and the seal keep the document's language and hashes.
 */
import type { Application, Contract } from '@sewamudah/shared';
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
import {
  drawnSignature,
  getAgreement,
  pdfText,
  sha256,
  sign,
  typed,
  verifyPdfSignature,
  type Auth,
} from './test-support/esign-helpers.js';

let ctx: TestContext;
let admin: UserRow;
let adminAuth: Auth;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db, { firstname: 'Farah', lastname: 'Admin' });
  adminAuth = await authHeader(ctx.app, admin);
});
afterAll(async () => {
  await ctx.close();
});

/** A tenant with a waiting application for a unit of their own, 15/01/2027 to 14/07/2027 (6 months). */
async function applicant(language: 'en' | 'ms', firstname: string) {
  const db = ctx.database.db;
  const tenant = await buildCustomer(db, { firstname, lastname: 'Tenant', language });
  const { property } = await buildProperty(db, { priceRm: 1500, depositRm: 3000 });
  const application = await buildApplication(db, { user: tenant, property, startDate: '2027-01-15' });
  return { tenant, auth: await authHeader(ctx.app, tenant), application };
}

const accept = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, headers: adminAuth, payload });

async function contractOf(auth: Auth): Promise<Contract> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/contracts', headers: auth });
  return res.json<{ contracts: Contract[] }>().contracts[0]!;
}

const agreementFile = async (id: string, auth: Auth) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/contracts/${id}/file`, headers: auth })).rawPayload;

describe('choosing the agreement language on acceptance', () => {
  it('writes the agreement in Bahasa Malaysia when the admin chooses ms', async () => {
    const { auth, application } = await applicant('en', 'Daniel');
    const res = await accept(application.id, { id: application.id, status: 'Accepted', agreementLanguage: 'ms' });
    expect(res.statusCode).toBe(200);

    const contract = await contractOf(auth);
    expect(contract.agreementLanguage).toBe('ms');
    const agreement = await getAgreement(ctx.app, auth, contract.id);
    expect(agreement.content.language).toBe('ms');
    expect(agreement.content.title).toBe('Perjanjian Penyewaan Kediaman');
    expect(agreement.content.sections.map((s) => s.title)).toContain('Sewa dan Bayaran');
    expect(agreement.documentHash).toBe(sha256(await agreementFile(contract.id, auth)));

    const { text } = await pdfText(await agreementFile(contract.id, auth));
    expect(text).toContain('Perjanjian Penyewaan Kediaman');
    expect(text).toContain('bermula pada 15 Januari 2027 dan berakhir pada 14 Julai 2027');
    expect(text).toContain('RM4,500');
    expect(text).toContain('Daniel Tenant');
    expect(text).not.toContain('The Tenant agrees');
  });

  it('uses the applicant’s language when a client of the original API sends no agreementLanguage', async () => {
    const { auth, application } = await applicant('ms', 'Siti');
    const res = await accept(application.id, { id: application.id, status: 'Accepted' });
    expect(res.statusCode).toBe(200);
    const contract = await contractOf(auth);
    expect(contract.agreementLanguage).toBe('ms');
    expect((await getAgreement(ctx.app, auth, contract.id)).content.title).toBe('Perjanjian Penyewaan Kediaman');
  });

  it('answers an original-API acceptance as before, in English for an English-speaking applicant', async () => {
    const { tenant, auth, application } = await applicant('en', 'Wei Ming');
    const res = await accept(application.id, { status: 'Accepted' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ application: Application }>();
    expect(body.application).toMatchObject({
      _id: application.id,
      id: application.id,
      status: 'Accepted',
      user: { _id: tenant.id, firstname: 'Wei Ming', lastname: 'Tenant', email: tenant.email },
    });
    expect(typeof body.application.contract).toBe('string');
    const contract = await contractOf(auth);
    expect(contract.agreementLanguage).toBe('en');
    const agreement = await getAgreement(ctx.app, auth, contract.id);
    expect(agreement.content.title).toBe('Residential Tenancy Agreement');
    expect(agreement.content.titleTranslation).toBeUndefined();
  });

  it('refuses an unknown agreement language with a field error', async () => {
    const { application } = await applicant('en', 'Arun');
    const res = await accept(application.id, { status: 'Accepted', agreementLanguage: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorFields?: Record<string, string> }>().errorFields).toHaveProperty('agreementLanguage');
  });
});

describe('a bilingual agreement through signing and sealing', () => {
  it('keeps BM followed by English in every version, and each version’s hash is the one shown for signing', async () => {
    const { tenant, auth, application } = await applicant('en', 'Aminah');
    const res = await accept(application.id, { status: 'Accepted', agreementLanguage: 'bilingual' });
    expect(res.statusCode).toBe(200);
    const contract = await contractOf(auth);
    expect(contract.agreementLanguage).toBe('bilingual');

    const v1 = await getAgreement(ctx.app, auth, contract.id);
    expect(v1.content).toMatchObject({
      language: 'bilingual',
      title: 'Perjanjian Penyewaan Kediaman',
      titleTranslation: 'Residential Tenancy Agreement',
    });
    const rent = v1.content.sections.find((s) => s.number === '4')!;
    expect(rent).toMatchObject({ title: 'Sewa dan Bayaran', titleTranslation: 'Rent and Payment' });
    expect(sha256(await agreementFile(contract.id, auth))).toBe(v1.documentHash);

    clock.advance(60_000);
    const signed = await sign(ctx.app, auth, contract.id, {
      method: 'drawn',
      signatureImage: await drawnSignature(),
      agree: true,
      documentHash: v1.documentHash,
    });
    expect(signed.statusCode).toBe(200);
    const v2 = await getAgreement(ctx.app, adminAuth, contract.id);
    expect(v2.content).toEqual(v1.content);
    expect(sha256(await agreementFile(contract.id, auth))).toBe(v2.documentHash);
    const signedText = (await pdfText(await agreementFile(contract.id, auth))).text;
    expect(signedText).toContain('Ditandatangani secara elektronik oleh Aminah Tenant');
    expect(signedText).toContain('Signed electronically by Aminah Tenant');

    clock.advance(60_000);
    const countersigned = await sign(
      ctx.app,
      adminAuth,
      contract.id,
      typed('Farah Admin', v2.documentHash),
      'countersign',
    );
    expect(countersigned.statusCode).toBe(200);
    const final = await agreementFile(contract.id, auth);
    const { text } = await pdfText(final);
    expect(text).toContain('Farah Admin bagi pihak SewaMudah Sdn. Bhd. (ejen pengurusan / managing agent)');
    expect(text).toContain('Sijil Penyempurnaan');
    expect(text).toContain('Perjanjian dijana / Agreement generated (versi 1)');
    expect(text).toContain(tenant.email);
    expect(text.indexOf('Tuan Rumah bersetuju:')).toBeLessThan(text.indexOf('The Landlord agrees:'));
    expect(verifyPdfSignature(final)).toMatchObject({ valid: true });
    expect((await getAgreement(ctx.app, auth, contract.id)).documentHash).toBe(sha256(final));
  });
});
