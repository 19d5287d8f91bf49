/**
 * E-signing end to end (ADR 0013): accept → review → tenant signs → admin countersigns → completed, sealed PDF
 * with both signatures and the certificate page; the seal verifies; audit trail; public verification.
 */
import type { AuditEvent, Contract, VerifyResponse } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { multipartBody } from '../../security/multipart.js';
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
let tenant: UserRow;
let adminAuth: Auth;
let tenantAuth: Auth;
let contractId: string;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

const inject = (url: string, headers?: Auth) => ctx.app.inject({ method: 'GET', url, headers });
const agreementFile = async () => (await inject(`/api/contracts/${contractId}/file`, tenantAuth)).rawPayload;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db, { firstname: 'Farah', lastname: 'Admin' });
  tenant = await buildCustomer(db, { firstname: 'Nur Aisyah', lastname: 'Ahmad' });
  [adminAuth, tenantAuth] = [await authHeader(ctx.app, admin), await authHeader(ctx.app, tenant)];
  const { property } = await buildProperty(db, { name: 'Residensi Bukit Bintang', priceRm: 1500, depositRm: 3000 });
  const application = await buildApplication(db, { user: tenant, property, startDate: '2027-01-15' });
  const accepted = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${application.id}`,
    headers: adminAuth,
    payload: { id: application.id, status: 'Accepted' },
  });
  expect(accepted.statusCode).toBe(200);
  const list = await inject('/api/contracts', tenantAuth);
  contractId = list.json<{ contracts: Contract[] }>().contracts[0]!.id;
});
afterAll(async () => {
  await ctx.close();
});

describe('signing an agreement in the browser', () => {
  it('shows the agreement content and the hash of the file the tenant downloads, and records the view once', async () => {
    const agreement = await getAgreement(ctx.app, tenantAuth, contractId);
    expect(agreement).toMatchObject({ contractId, version: 1, esign: { status: 'unsigned', verifyCode: null } });
    expect(agreement.content.title).toBe('Residential Tenancy Agreement');
    expect(agreement.content.sections.map((s) => s.title)).toContain('Rent and Payment');
    expect(agreement.content.sections[0]!.blocks[0]).toMatchObject({ type: 'parties' });
    expect(agreement.content.signatories.map((s) => s.role)).toEqual(['landlord', 'tenant']);
    expect(agreement.documentHash).toBe(sha256(await agreementFile()));
    await getAgreement(ctx.app, tenantAuth, contractId);

    const audit = await inject(`/api/contracts/${contractId}/audit`, tenantAuth);
    const types = audit.json<{ events: AuditEvent[] }>().events.map((e) => e.type);
    expect(types).toEqual(['created', 'viewed', 'downloaded']);
  });

  it('signs, countersigns and completes: the final PDF carries both signatures and the audit certificate', async () => {
    const v1 = await getAgreement(ctx.app, tenantAuth, contractId);
    clock.advance(60_000);
    const signed = await sign(ctx.app, tenantAuth, contractId, {
      method: 'drawn',
      signatureImage: await drawnSignature(),
      agree: true,
      documentHash: v1.documentHash,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<{ contract: Contract }>().contract).toMatchObject({
      hasSignedCopy: true,
      signedAt: clock.now().toISOString(),
      esign: { status: 'tenant_signed', tenantSignedAt: clock.now().toISOString(), countersignedAt: null },
    });
    // Manage Applications reads where signing stands from the list itself (no request per row).
    const esignStatusInList = async () => {
      const list = await inject('/api/applications?page=1&limit=20', adminAuth);
      const row = list
        .json<{ applications: { contract: string | null; contractEsignStatus: string | null }[] }>()
        .applications.find((a) => a.contract === contractId);
      return row?.contractEsignStatus;
    };
    expect(await esignStatusInList()).toBe('tenant_signed');
    const v2 = await getAgreement(ctx.app, adminAuth, contractId);
    expect(v2.version).toBe(2);
    expect(sha256(await agreementFile())).toBe(v2.documentHash);
    expect((await pdfText(await agreementFile())).text).toContain('Signed electronically by Nur Aisyah Ahmad');

    clock.advance(60_000);
    const countersigned = await sign(
      ctx.app,
      adminAuth,
      contractId,
      typed('Farah Admin', v2.documentHash),
      'countersign',
    );
    expect(countersigned.statusCode).toBe(200);
    const contract = countersigned.json<{ contract: Contract }>().contract;
    expect(contract.esign).toMatchObject({ status: 'completed', completedAt: clock.now().toISOString() });
    expect(await esignStatusInList()).toBe('completed');
    const code = contract.esign.verifyCode!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const final = await agreementFile();
    const { text } = await pdfText(final);
    expect(text).toContain('Signed electronically by Nur Aisyah Ahmad');
    expect(text).toContain('Signed electronically by Farah Admin for SewaMudah Sdn. Bhd. (managing agent)');
    expect(text).toContain('Farah Admin'); // the typed signature itself
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain(`${ctx.config.publicUrl}/verify/${code}`);
    for (const label of ['Agreement generated', 'Viewed', 'Signed by the tenant', 'Countersigned for the landlord']) {
      expect(text).toContain(label);
    }
    expect(text).toContain(tenant.email);
    expect(text).toContain(admin.email);
    expect(text).toContain(`SHA-256 before: ${v1.documentHash}`);
    expect(text).toContain(`SHA-256 after: ${v2.documentHash}`);
    expect(text).toContain('IP: 127.0.0.1');
  });

  it('seals the final PDF: the PKCS#7 signature verifies over the byte range, and one changed byte breaks it', async () => {
    const final = await agreementFile();
    expect(verifyPdfSignature(final)).toEqual({
      valid: true,
      signer: 'SewaMudah local development seal (self-signed)',
    });
    const tampered = Buffer.from(final);
    // One byte of the signed range: the tenant's name in the page text.
    const at = tampered.indexOf('Nur Aisyah');
    tampered.writeUInt8(tampered.readUInt8(at > 0 ? at : 200) ^ 0x01, at > 0 ? at : 200);
    expect(verifyPdfSignature(tampered)).toMatchObject({ valid: false });
  });

  it('keeps the audit trail in order with who, when, where and the hashes', async () => {
    const res = await inject(`/api/contracts/${contractId}/audit`, adminAuth);
    const events = res.json<{ events: AuditEvent[] }>().events;
    // `viewed` once per reader and version; every file download counts.
    expect(events.map((e) => e.type)).toEqual([
      'created',
      'viewed',
      'downloaded',
      'signed',
      'viewed',
      'downloaded',
      'downloaded',
      'countersigned',
      'completed',
      'downloaded',
      'downloaded',
    ]);
    const seqs = events.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const signed = events.find((e) => e.type === 'signed')!;
    expect(signed).toMatchObject({
      userId: tenant.id,
      name: 'Nur Aisyah Ahmad',
      email: tenant.email,
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
      version: 2,
    });
    const completed = events.find((e) => e.type === 'completed')!;
    expect(completed.hashAfter).toBe(sha256(await agreementFile()));
    expect(events.find((e) => e.type === 'countersigned')!.hashAfter).toBe(completed.hashBefore);
  });

  it('verifies publicly by code, with names only, and answers whether an uploaded file is the sealed one', async () => {
    const { contract } = (await inject(`/api/contracts/${contractId}`, tenantAuth)).json<{ contract: Contract }>();
    const code = contract.esign.verifyCode!;
    const res = await inject(`/api/verify/${code}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<VerifyResponse>();
    expect(body).toEqual({
      valid: true,
      contract: {
        id: contractId,
        propertyName: 'Residensi Bukit Bintang',
        roomName: null,
        startDate: '2027-01-15',
        endDate: contract.endDate,
        tenantName: 'Nur Aisyah Ahmad',
        landlordName: 'SewaMudah Sdn. Bhd. (managing agent)',
      },
      completedAt: contract.esign.completedAt,
      documentHash: sha256(await agreementFile()),
      // The verify page's common shape for agreements, renewals and condition reports (issue 25): names only.
      document: {
        kind: 'agreement',
        reportKind: null,
        status: 'completed',
        signatures: [
          { role: 'tenant', name: 'Nur Aisyah Ahmad', signedAt: expect.any(String) },
          { role: 'landlord', name: 'SewaMudah Sdn. Bhd. (managing agent)', signedAt: expect.any(String) },
        ],
      },
    });
    expect(res.body).not.toContain(tenant.email);

    const upload = (data: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/verify/${code}`,
        ...multipartBody({}, [{ field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', data }]),
      });
    const same = await upload(await agreementFile());
    expect(same.json()).toMatchObject({ valid: true, matches: true });
    const changed = Buffer.from(await agreementFile());
    changed.writeUInt8(changed.readUInt8(300) ^ 0x01, 300);
    expect((await upload(changed)).json()).toMatchObject({ valid: true, matches: false });
    const notPdf = await upload(Buffer.from('hello'));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ message: 'The file to check must be a PDF.' });
    expect((await inject('/api/verify/AAAAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual({
      message: 'No sealed agreement has this verification code.',
    });
  });
});
