/**
 * The renewal agreement (issue 25 §3, docs/decisions/0036): generated on acceptance in the contract's language,
 * naming the owner as landlord with SewaMudah as managing agent and the tenant with their IC; e-signed by the tenant
 * and countersigned by an admin (hash-bound, each once, tenant first); sealed (openssl verifies it, a changed byte
 * fails); its code verifies publicly; its stamp duty is tracked in the stamping list (due 30 days after signing);
 * the timeline links each version's PDF; the rent schedule bills the new rent from the renewed term's first day.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  calculateStampDuty,
  renewalAgreementMessages as rm,
  tenancyMessages as tm,
  type RenewalAgreement,
  type RenewalOffer,
  type Stamping,
  type TenancyEvent,
} from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationScreenings, contracts, transactions } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
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
import { rentScheduleJob } from '../transactions/transactions.jobs.js';
import { jobContextOf } from '../transactions/test-support/recovery-helpers.js';
import type { Auth } from '../transactions/test-support/payment-helpers.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z')); // 20/11/2026 in Malaysia
let ctx: TestContext;
let adminUser: UserRow;
let admin: Auth;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  adminUser = await buildAdmin(ctx.database.db, { firstname: 'Aida', lastname: 'Admin' });
  admin = await authHeader(ctx.app, adminUser);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const typed = (name: string, documentHash: string) => ({ method: 'typed', typedName: name, agree: true, documentHash });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  }
  await pdf.destroy();
  return items.join(' ').replace(/\s+/g, ' ');
}

/** openssl, not our code, checks the PKCS#7 seal over the PDF's /ByteRange. */
function opensslVerifies(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const match = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1)!;
  const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const dir = mkdtempSync(path.join(tmpdir(), 'renewal-seal-'));
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/0+$/, '');
  writeFileSync(path.join(dir, 'sig.der'), Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
  writeFileSync(path.join(dir, 'data.bin'), Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]));
  try {
    const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', 'sig.der', '-content', 'data.bin'];
    execFileSync('openssl', [...args, '-noverify', '-out', '/dev/null'], { cwd: dir, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** An active tenancy 01/03/2026 – 28/02/2027 at RM1,500, owned by a named owner, the tenant's IC on file. */
async function tenancy(language: 'en' | 'ms' | 'bilingual' = 'en') {
  const customer = await buildCustomer(db(), { firstname: 'Nur', lastname: 'Aisyah' });
  const { property } = await buildProperty(db(), { priceRm: 1500, depositRm: 3000 });
  const { contract } = await buildContract(db(), { user: customer, property, startDate: '2026-03-01', stayLength: 12 });
  await db()
    .update(contracts)
    .set({
      agreementLanguage: language,
      landlord: { name: 'Tan Sri Lim Wei Ming', idKind: 'ic', idNumber: '580101-10-5511' },
    })
    .where(eq(contracts.id, contract.id));
  await db()
    .insert(applicationScreenings)
    .values({
      applicationId: contract.applicationId,
      snapshot: { idType: 'mykad', idNumber: '950505-14-6622', nationality: 'Malaysian' } as never,
    });
  return { customer, property, contract, tenant: await authHeader(ctx.app, customer) };
}

async function acceptedOffer(contractId: string, tenant: Auth) {
  const url = `/api/contracts/${contractId}/renewal-offers`;
  const offered = await inject('POST', url, admin, { termMonths: 12, rent: 1600, deadline: '2027-01-31' });
  expect(offered.statusCode, offered.body).toBe(201);
  const offer = offered.json<{ offer: RenewalOffer }>().offer;
  const accepted = await inject('POST', `${url}/${offer.id}/respond`, tenant, { action: 'accept' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { url: `${url}/${offer.id}`, offer: accepted.json<{ offer: RenewalOffer }>().offer };
}

const agreementOf = async (url: string, who: Auth) =>
  (await inject('GET', `${url}/agreement`, who)).json<{ agreement: RenewalAgreement }>().agreement;

describe('renewal agreement', () => {
  it('is generated on acceptance naming owner, agent and tenant; signed by both; sealed; verified; stamped', async () => {
    const { contract, tenant } = await tenancy('en');
    const other = await authHeader(ctx.app, await buildCustomer(db()));
    const { url, offer } = await acceptedOffer(contract.id, tenant);

    // Version 1, in English like the contract, from the accepted terms.
    expect((await inject('GET', `${url}/agreement`, other)).statusCode).toBe(404);
    const v1 = await agreementOf(url, tenant);
    expect(v1).toMatchObject({ status: 'unsigned', tenantSignedAt: null, verifyCode: null });
    expect(v1.content.title).toBe('Tenancy Renewal Agreement');
    const generated = await inject('GET', `${url}/agreement.pdf`, tenant);
    expect(generated.statusCode).toBe(200);
    expect(createHash('sha256').update(generated.rawPayload).digest('hex')).toBe(v1.documentHash);
    const text = await pdfText(generated.rawPayload);
    for (const part of [
      'Tenancy Renewal Agreement',
      'Tan Sri Lim Wei Ming',
      '580101-10-5511',
      'SewaMudah Sdn. Bhd. (managing agent)',
      'Nur Aisyah',
      '950505-14-6622',
      '12 months',
      '01/03/2027',
      '29/02/2028',
      'RM1,600',
      'RM1,500',
      contract.id,
    ]) {
      expect(text).toContain(part);
    }
    const duty = calculateStampDuty({ monthlyRentSen: 160_000, termMonths: 12 }).totalSen;
    expect(text).toContain(`RM${duty / 100}`);

    // Hash-bound, the tenant first, each once; only the tenancy's own parties.
    expect((await inject('POST', `${url}/sign`, other, typed('X', v1.documentHash))).statusCode).toBe(404);
    const adminFirst = await inject('POST', `${url}/sign`, admin, typed('Aida Admin', v1.documentHash));
    expect(adminFirst.statusCode).toBe(409);
    expect(adminFirst.json().message).toBe(tm.renewalTenantFirst);
    const stale = await inject('POST', `${url}/sign`, tenant, typed('Nur Aisyah', 'a'.repeat(64)));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(rm.superseded);
    const noAgree = await inject('POST', `${url}/sign`, tenant, { method: 'typed', typedName: 'Nur' });
    expect(noAgree.statusCode).toBe(400);
    const signed = await inject('POST', `${url}/sign`, tenant, typed('Nur Aisyah', v1.documentHash));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<{ offer: RenewalOffer }>().offer.tenantSignedAt).toBe(clock.now().toISOString());
    const twice = await inject('POST', `${url}/sign`, tenant, typed('Nur Aisyah', v1.documentHash));
    expect(twice.json().message).toBe(tm.renewalSigned);
    const v2 = await agreementOf(url, admin);
    expect(v2.status).toBe('tenant_signed');
    expect(v2.documentHash).not.toBe(v1.documentHash);
    // The admin countersigns what the tenant signed, not the first version.
    expect((await inject('POST', `${url}/sign`, admin, typed('Aida Admin', v1.documentHash))).statusCode).toBe(409);
    clock.advance(60_000);
    admin = await authHeader(ctx.app, adminUser);
    const done = await inject('POST', `${url}/sign`, admin, typed('Aida Admin', v2.documentHash));
    expect(done.statusCode, done.body).toBe(200);
    const final = await agreementOf(url, tenant);
    expect(final).toMatchObject({ status: 'completed', adminSignedAt: clock.now().toISOString() });
    expect(final.verifyCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(done.json<{ offer: RenewalOffer }>().offer.verifyCode).toBe(final.verifyCode);

    // Sealed: openssl verifies it, one changed byte fails; both signatures and the certificate page are in it.
    const sealed = (await inject('GET', `${url}/agreement.pdf`, tenant)).rawPayload;
    expect(createHash('sha256').update(sealed).digest('hex')).toBe(final.documentHash);
    expect(opensslVerifies(sealed)).toBe(true);
    const changed = Buffer.from(sealed);
    const at = Math.floor(changed.length / 3);
    changed[at] = changed[at]! ^ 0x01;
    expect(opensslVerifies(changed)).toBe(false);
    const sealedText = await pdfText(sealed);
    expect(sealedText).toContain('Signed electronically by Nur Aisyah');
    expect(sealedText).toContain('Signed electronically by Aida Admin');
    expect(sealedText).toContain('Certificate of Completion');
    expect(sealedText).toContain('This certificate records how Tenancy Renewal Agreement No.');
    expect(sealedText).toContain(offer.id.slice(0, 8));
    expect(sealedText).toContain(`/verify/${final.verifyCode}`);

    // The public verify page: the renewed term, names only, the hash; an upload matches or not.
    const verified = await inject('GET', `/api/verify/${final.verifyCode}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      valid: true,
      documentHash: final.documentHash,
      contract: { id: contract.id, startDate: '2027-03-01', endDate: '2028-02-29', tenantName: 'Nur Aisyah' },
      document: {
        kind: 'renewal_agreement',
        status: 'completed',
        signatures: [
          { role: 'tenant', name: 'Nur Aisyah' },
          { role: 'landlord', name: 'SewaMudah Sdn. Bhd. (managing agent)' },
        ],
      },
    });
    expect(verified.body).not.toContain('950505');
    const upload = (file: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/verify/${final.verifyCode}`,
        ...multipartBody({}, [{ field: 'file', filename: 'r.pdf', contentType: 'application/pdf', data: file }]),
      });
    expect((await upload(sealed)).json().matches).toBe(true);
    expect((await upload(changed)).json().matches).toBe(false);

    // The timeline: accepted, signed, countersigned, each linking its version's PDF.
    const events = (await inject('GET', `/api/contracts/${contract.id}/timeline`, tenant)).json<{
      events: TenancyEvent[];
    }>().events;
    const hrefOf = (type: string) => events.find((e) => e.type === type)?.links[0]?.href;
    expect(hrefOf('renewal_accepted')).toBe(`${url}/agreement.pdf?version=generated`);
    expect(hrefOf('renewal_signed')).toBe(`${url}/agreement.pdf?version=tenant_signed`);
    expect(hrefOf('renewal_countersigned')).toBe(`${url}/agreement.pdf?version=sealed`);
    const hashOf = async (href: string) =>
      createHash('sha256')
        .update((await inject('GET', href, tenant)).rawPayload)
        .digest('hex');
    expect(await hashOf(hrefOf('renewal_accepted')!)).toBe(v1.documentHash);
    expect(await hashOf(hrefOf('renewal_signed')!)).toBe(v2.documentHash);
    expect(await hashOf(hrefOf('renewal_countersigned')!)).toBe(final.documentHash);
    expect((await inject('GET', hrefOf('renewal_countersigned')!, other)).statusCode).toBe(404);

    // Stamping: a new instrument, in the tracker from its signing (20/11/2026), due 30 days later.
    const all = (await inject('GET', '/api/stampings?filter=all&limit=100', admin)).json<{ stampings: Stamping[] }>();
    const row = all.stampings.find((s) => s.renewalId === offer.id);
    expect(row).toMatchObject({
      contractId: contract.id,
      document: 'renewal_agreement',
      status: 'not_stamped',
      signedOn: '2026-11-20',
      dueDate: '2026-12-20',
      overdue: false,
    });
    const stampingUrl = `${url}/stamping`;
    expect((await inject('GET', stampingUrl, other)).statusCode).toBe(404);
    expect((await inject('PATCH', stampingUrl, tenant, { status: 'stamped' })).statusCode).toBe(403);
    const submitted = await inject('PATCH', stampingUrl, admin, { status: 'submitted' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<{ stamping: Stamping }>().stamping).toMatchObject({ status: 'submitted' });
    expect((await inject('GET', stampingUrl, tenant)).json().stamping.status).toBe('submitted');
    // Still open on the 31st day: overdue in the admin's list.
    clock.set(new Date('2026-12-21T04:00:00Z'));
    admin = await authHeader(ctx.app, adminUser);
    const overdue = (await inject('GET', '/api/stampings?filter=overdue&limit=100', admin)).json<{
      stampings: Stamping[];
    }>();
    expect(overdue.stampings.find((s) => s.renewalId === offer.id)).toMatchObject({ overdue: true });
    await inject('PATCH', stampingUrl, admin, { status: 'stamped' });
    const open = (await inject('GET', '/api/stampings?filter=open&limit=100', admin)).json<{ stampings: Stamping[] }>();
    expect(open.stampings.some((s) => s.renewalId === offer.id)).toBe(false);
    clock.set(new Date('2026-11-20T04:01:00Z'));
    admin = await authHeader(ctx.app, adminUser);
    // The LHDN certificate: uploaded by an admin (PDF only), which marks it stamped; read by the tenant's signed link.
    const certificateUrl = `${stampingUrl}/certificate`;
    const uploadCertificate = async (who: Auth, data: Uint8Array | Buffer, contentType = 'application/pdf') => {
      const body = multipartBody({}, [
        { field: 'certificate', filename: 'stamp.pdf', contentType, data: Buffer.from(data) },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: certificateUrl,
        payload: body.payload,
        headers: { ...who, ...body.headers },
      });
    };
    const pdf = await plainPdf('renewal stamp certificate');
    expect((await uploadCertificate(tenant, pdf)).statusCode).toBe(403);
    const notPdf = await uploadCertificate(admin, Buffer.from('not a pdf'), 'text/plain');
    expect(notPdf.statusCode).toBe(415);
    const early = await inject('GET', certificateUrl, tenant);
    expect(early.statusCode, early.body).toBe(404); // none yet
    const uploaded = await uploadCertificate(admin, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<{ stamping: Stamping }>().stamping.status).toBe('stamped');
    const seen = (await inject('GET', stampingUrl, tenant)).json<{ stamping: Stamping }>().stamping;
    const link = new URL(seen.certificateFile!);
    expect(link.pathname).toBe(`${url}/stamping/certificate`);
    const download = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}0` })).statusCode).toBe(403);
    expect((await inject('GET', certificateUrl, other)).statusCode).toBe(404);
    // The agreement's own tracker row keeps its own certificate: none was uploaded for the original agreement.
    expect((await inject('GET', `/api/contracts/${contract.id}/stamping/certificate`, tenant)).statusCode).toBe(404);
  });

  it('a renewal not yet accepted has no agreement; an unsigned one is not in the tracker nor verifiable', async () => {
    const { contract, tenant } = await tenancy('en');
    const url = `/api/contracts/${contract.id}/renewal-offers`;
    const offer = (await inject('POST', url, admin, { termMonths: 6, rent: 1550, deadline: '2027-01-31' })).json<{
      offer: RenewalOffer;
    }>().offer;
    const early = await inject('GET', `${url}/${offer.id}/agreement`, tenant);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(rm.notAccepted);
    const sign = await inject('POST', `${url}/${offer.id}/sign`, tenant, typed('Nur', 'a'.repeat(64)));
    expect(sign.json().message).toBe(tm.renewalNotAccepted);
    await inject('POST', `${url}/${offer.id}/respond`, tenant, { action: 'accept' });
    expect((await inject('GET', `${url}/${offer.id}/stamping`, admin)).statusCode).toBe(409);
    const all = (await inject('GET', '/api/stampings?filter=all&limit=100', admin)).json<{ stampings: Stamping[] }>();
    expect(all.stampings.some((s) => s.renewalId === offer.id)).toBe(false);
  });

  it('is in Bahasa Malaysia or bilingual like the contract', async () => {
    const ms = await tenancy('ms');
    const msAgreement = await agreementOf((await acceptedOffer(ms.contract.id, ms.tenant)).url, ms.tenant);
    expect(msAgreement.content.title).toBe('Perjanjian Pembaharuan Sewaan');
    expect(msAgreement.content.titleTranslation).toBeUndefined();
    const both = await tenancy('bilingual');
    const { url } = await acceptedOffer(both.contract.id, both.tenant);
    const bilingual = await agreementOf(url, both.tenant);
    expect(bilingual.content).toMatchObject({
      language: 'bilingual',
      title: 'Perjanjian Pembaharuan Sewaan',
      titleTranslation: 'Tenancy Renewal Agreement',
    });
    const text = await pdfText((await inject('GET', `${url}/agreement.pdf`, both.tenant)).rawPayload);
    expect(text).toContain('Penyewaan Premis diperbaharui');
    expect(text).toContain('The tenancy of the Premises is renewed');
    expect(text).toContain('No. Kad Pengenalan');
  });

  it('the rent schedule bills the new rent from the renewed term’s first day', async () => {
    const { contract, tenant } = await tenancy('en');
    await acceptedOffer(contract.id, tenant);
    clock.set(new Date('2027-03-20T04:00:00Z')); // bills up to 14 days ahead: to 03/04/2027
    await runJobOnce(rentScheduleJob, jobContextOf(ctx));
    const rent = await db()
      .select({ dueDate: transactions.dueDate, amountSen: transactions.amountSen })
      .from(transactions)
      .where(and(eq(transactions.contractId, contract.id), eq(transactions.type, 'Monthly Rental')));
    const byDue = new Map(rent.map((r) => [r.dueDate, r.amountSen]));
    expect(byDue.get('2027-02-01')).toBe(150_000);
    expect(byDue.get('2027-03-01')).toBe(160_000);
    expect(byDue.get('2027-04-01')).toBe(160_000);
    clock.set(new Date('2026-11-20T04:02:00Z'));
  });
});
