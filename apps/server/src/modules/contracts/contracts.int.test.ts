/** /api/contracts: listing by role, private files, signed upload, end early, delete, 405 create; access matrix. */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, transactions } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { contractTexts } from './contracts.texts.js';

let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let stranger: UserRow;
let contractId: string;
let agreementBytes: Uint8Array;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db);
  tenant = await buildCustomer(db, { firstname: 'Nur', lastname: 'Aina' });
  stranger = await buildCustomer(db);
  const { property, rooms } = await buildProperty(db, { type: 'Room Rental', rooms: 1, name: 'Harmoni House' });
  const built = await buildContract(db, {
    user: tenant,
    property,
    room: rooms[0]!,
    status: 'Awaiting Payment',
    startDate: '2027-01-01',
  });
  contractId = built.contract.id;
  agreementBytes = await pdf('agreement');
  await ctx.app.deps.storage.put(`contracts/${contractId}/agreement.pdf`, agreementBytes, 'application/pdf');
  await db
    .update(contracts)
    .set({ contractFileKey: `contracts/${contractId}/agreement.pdf` })
    .where(eq(contracts.id, contractId));
  await buildContract(db, { user: stranger, property: (await buildProperty(db)).property, status: 'Active' });
});
afterAll(async () => {
  await ctx.close();
});

async function pdf(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage();
  return doc.save();
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (user: UserRow | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: user ? await authHeader(ctx.app, user) : {},
    ...(payload ? { payload } : {}),
  });

function multipart(field: string, filename: string, body: Uint8Array | string, type = 'application/pdf') {
  const boundary = '----sewamudah-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="contractId"\r\n\r\n${contractId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(body), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = async (user: UserRow | null, id: string, form: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/contracts/upload-signed-contract/${id}`,
    payload: form.payload,
    headers: { ...form.headers, ...(user ? await authHeader(ctx.app, user) : {}) },
  });

describe('GET /api/contracts', () => {
  it('gives the tenant their own contract in the DTO shape', async () => {
    const res = await call(tenant, 'GET', '/api/contracts');
    expect(res.statusCode).toBe(200);
    const list = res.json().contracts;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      _id: contractId,
      id: contractId,
      status: 'Awaiting Payment',
      isActive: false,
      user: { _id: tenant.id, firstname: 'Nur', lastname: 'Aina', email: tenant.email },
      property: { name: 'Harmoni House' },
      roomName: 'Room 1',
      startDate: '2027-01-01',
      endDate: '2027-06-30',
      stayLength: 6,
      rentAmount: 500,
      // What Sign & Pay charges (deposit + first month, ADR 0008); the deposit alone is securityDepositAmount.
      depositAmount: 1000,
      securityDepositAmount: 500,
      roomPrice: 500,
      roomDepositAmount: 500,
      // A signed, short-lived absolute URL that opens as a plain link (see payments-compat tests).
      contractFile: expect.stringMatching(
        new RegExp(`^http://[^/]+/api/contracts/${contractId}/file\\?expires=\\d+&signature=[\\w-]+$`),
      ),
      signedContractFile: null,
      hasSignedCopy: false,
      depositPayment: { amount: 1000, status: 'Pending' },
    });
  });

  it('gives admins every contract with the customer name and e-mail, filterable', async () => {
    const res = await call(admin, 'GET', '/api/contracts');
    expect(res.json().contracts).toHaveLength(2);
    const active = await call(admin, 'GET', '/api/contracts?status=Active');
    expect(active.json().contracts.map((c: { user: { email: string } }) => c.user.email)).toEqual([stranger.email]);
    expect((await call(null, 'GET', '/api/contracts')).statusCode).toBe(401);
  });

  it('pages the list: latest start first, the total of every match in X-Total-Count', async () => {
    const all = (await call(admin, 'GET', '/api/contracts')).json().contracts as { _id: string; startDate: string }[];
    expect(all.map((c) => c.startDate)).toEqual([...all.map((c) => c.startDate)].sort().reverse());
    const first = await call(admin, 'GET', '/api/contracts?page=1&limit=1');
    const second = await call(admin, 'GET', '/api/contracts?page=2&limit=1');
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect(first.json().contracts.map((c: { _id: string }) => c._id)).toEqual([all[0]!._id]);
    expect(second.json().contracts.map((c: { _id: string }) => c._id)).toEqual([all[1]!._id]);
    // A customer's pages and total count only their own contracts.
    const own = await call(tenant, 'GET', '/api/contracts?page=1&limit=1');
    expect(own.headers['x-total-count']).toBe('1');
    expect(own.json().contracts.map((c: { _id: string }) => c._id)).toEqual([contractId]);
    expect((await call(admin, 'GET', '/api/contracts?limit=101')).statusCode).toBe(400);
  });

  it('GET /api/contracts/:id: tenant and admin 200, another customer 404', async () => {
    expect((await call(tenant, 'GET', `/api/contracts/${contractId}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/contracts/${contractId}`)).statusCode).toBe(200);
    const other = await call(stranger, 'GET', `/api/contracts/${contractId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(contractTexts.notFound);
  });
});

describe('contract files', () => {
  it('serves the agreement to the tenant and admins only', async () => {
    const own = await call(tenant, 'GET', `/api/contracts/${contractId}/file`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(admin, 'GET', `/api/contracts/${contractId}/file`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/api/contracts/${contractId}/file`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/contracts/${contractId}/file`)).statusCode).toBe(401);
    const none = await call(tenant, 'GET', `/api/contracts/${contractId}/signed-file`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(contractTexts.signedNotFound);
  });
});

describe('POST /api/contracts/upload-signed-contract/:contractId', () => {
  it('refuses strangers (404), admins (403), visitors (401)', async () => {
    const form = multipart('signedContract', 'signed.pdf', await pdf('signed'));
    expect((await upload(stranger, contractId, form)).statusCode).toBe(404);
    const asAdmin = await upload(admin, contractId, form);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe(contractTexts.tenantOnly);
    expect((await upload(null, contractId, form)).statusCode).toBe(401);
  });

  it('requires a file judged a PDF by its content', async () => {
    const missing = await upload(tenant, contractId, multipart('other', 'x.pdf', await pdf('x')));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please upload the signed contract');
    const fake = await upload(tenant, contractId, multipart('signedContract', 'signed.pdf', 'just text pretending'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(contractTexts.notPdf);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(Buffer.from('%PDF-1.7\n'));
    const tooLarge = await upload(tenant, contractId, multipart('signedContract', 'big.pdf', big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(contractTexts.tooLarge);
  });

  it('stores the signed copy beside the untouched agreement', async () => {
    const signedBytes = await pdf('signed by tenant');
    const res = await upload(tenant, contractId, multipart('signedContract', 'signed.pdf', signedBytes));
    expect(res.statusCode).toBe(200);
    expect(res.json().contract).toMatchObject({
      hasSignedCopy: true,
      signedAt: '2026-11-22T02:00:00.000Z',
      signedContractFile: expect.stringContaining(`/api/contracts/${contractId}/signed-file?expires=`),
    });
    const signed = await call(tenant, 'GET', `/api/contracts/${contractId}/signed-file`);
    expect(signed.statusCode).toBe(200);
    expect(Buffer.compare(signed.rawPayload, Buffer.from(signedBytes))).toBe(0);
    const original = await call(admin, 'GET', `/api/contracts/${contractId}/file`);
    expect(Buffer.compare(original.rawPayload, Buffer.from(agreementBytes))).toBe(0);
  });

  it('refuses to sign an ended contract', async () => {
    const { contract } = await buildContract(ctx.database.db, {
      user: tenant,
      property: (await buildProperty(ctx.database.db)).property,
      status: 'Ended',
    });
    const res = await upload(tenant, contract.id, multipart('signedContract', 'signed.pdf', await pdf('late')));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(contractTexts.notSignable);
  });
});

describe('admin changes', () => {
  it('POST /api/contracts answers 405 for admins and 403 for customers', async () => {
    const res = await call(admin, 'POST', '/api/contracts', {});
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(contractTexts.createViaApplication);
    expect((await call(tenant, 'POST', '/api/contracts', {})).statusCode).toBe(403);
  });

  it('PATCH ends an active contract early, freeing it and cancelling later unpaid rent', async () => {
    const db = ctx.database.db;
    const renter = await buildCustomer(db);
    const { contract } = await buildContract(db, {
      user: renter,
      property: (await buildProperty(db)).property,
      status: 'Active',
      startDate: '2026-10-01',
    });
    const [rent] = await db
      .insert(transactions)
      .values({
        userId: renter.id,
        contractId: contract.id,
        propertyId: contract.propertyId,
        type: 'Monthly Rental',
        amountSen: 150000,
        dueDate: '2027-01-01',
        periodMonth: 4,
      })
      .returning();
    expect((await call(renter, 'PATCH', `/api/contracts/${contract.id}`, { endDate: '2026-12-31' })).statusCode).toBe(
      403,
    );
    const outOfRange = await call(admin, 'PATCH', `/api/contracts/${contract.id}`, { endDate: '2026-11-01' });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe(contractTexts.endDateRange);
    const res = await call(admin, 'PATCH', `/api/contracts/${contract.id}`, { endDate: '2026-12-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().contract).toMatchObject({ status: 'Ended', isActive: false, endDate: '2026-12-31' });
    const [after] = await db.select().from(transactions).where(eq(transactions.id, rent!.id));
    expect(after!.status).toBe('Cancelled');
    const again = await call(admin, 'PATCH', `/api/contracts/${contract.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(contractTexts.notEndable);
  });

  it('DELETE removes a contract without payments only', async () => {
    const db = ctx.database.db;
    const paid = await buildContract(db, {
      user: await buildCustomer(db),
      property: (await buildProperty(db)).property,
      status: 'Active',
    });
    const refused = await call(admin, 'DELETE', `/api/contracts/${paid.contract.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(contractTexts.hasPayments);
    const unpaid = await buildContract(db, {
      user: await buildCustomer(db),
      property: (await buildProperty(db)).property,
      status: 'Awaiting Payment',
    });
    expect(
      (
        await call(
          unpaid.application.userId === tenant.id ? tenant : stranger,
          'DELETE',
          `/api/contracts/${unpaid.contract.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(admin, 'DELETE', `/api/contracts/${unpaid.contract.id}`)).statusCode).toBe(204);
    expect(await db.select().from(contracts).where(eq(contracts.id, unpaid.contract.id))).toHaveLength(0);
    expect((await call(admin, 'DELETE', `/api/contracts/${unpaid.contract.id}`)).statusCode).toBe(404);
  });
});
