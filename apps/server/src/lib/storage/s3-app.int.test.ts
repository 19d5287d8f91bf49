/**
 * The whole server on S3 storage (a local S3-compatible server, test/s3-server.ts): a property photo is stored in
 * the bucket and served; a tenant's signed copy is uploaded to the bucket and opens from its signed link without
 * a token; deleting the property removes its photos from the bucket.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { contracts } from '../../db/schema/index.js';
import { pngImage, unitFields } from '../../modules/properties/properties.test-helpers.js';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { multipartHeaders, plainPdf, rawMultipart, type RawPart } from '../../test/upload-fixtures.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

let ctx: TestContext;
let s3: LocalS3;
let bucket: Storage;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  s3 = await startLocalS3();
  bucket = createS3Storage(s3.options);
  app = await buildApp(ctx.config, {
    logger: false,
    deps: { database: ctx.database, mailer: ctx.mailer, storage: createS3Storage(s3.options), clock: ctx.clock.now },
  });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await s3?.close();
  await ctx?.close();
});

describe('the server on S3 storage', () => {
  it('stores a property photo in the bucket, serves it, and deletes it with the property', async () => {
    const admin = await authHeader(app, await buildAdmin(ctx.database.db));
    const parts: RawPart[] = [
      ...Object.entries(unitFields).map(([field, data]) => ({ field, data })),
      { field: 'images', filename: 'front.png', type: 'image/png', data: await pngImage(800, 600) },
    ];
    const created = await app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: rawMultipart(parts),
      headers: { ...multipartHeaders(), ...admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().property._id;
    const stored = await bucket.list(`properties/${id}/`);
    expect(stored).toHaveLength(2);
    expect(stored.every((key) => /-(card|detail)\.webp$/.test(key))).toBe(true);

    const detail = stored.find((key) => key.endsWith('-detail.webp'))!;
    const served = await app.inject({ method: 'GET', url: `/api/files/${detail}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(served.rawPayload, (await bucket.get(detail))!.body)).toBe(0);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/properties/${id}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await bucket.list(`properties/${id}/`)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/files/${detail}` })).statusCode).toBe(404);
  });

  it("uploads a tenant's signed copy to the bucket; its signed link opens it without a token", async () => {
    const db = ctx.database.db;
    const tenant = await buildCustomer(db);
    const { property } = await buildProperty(db);
    const { contract } = await buildContract(db, { user: tenant, property, status: 'Awaiting Payment' });
    const agreementKey = `contracts/${contract.id}/agreement.pdf`;
    await bucket.put(agreementKey, await plainPdf('agreement'), 'application/pdf');
    await db.update(contracts).set({ contractFileKey: agreementKey }).where(eq(contracts.id, contract.id));
    const signedPdf = Buffer.from(await plainPdf('signed by the tenant'));

    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/contracts/upload-signed-contract/${contract.id}`,
      payload: rawMultipart([
        { field: 'contractId', data: contract.id },
        { field: 'signedContract', filename: 'signed.pdf', type: 'application/pdf', data: signedPdf },
      ]),
      headers: { ...multipartHeaders(), ...(await authHeader(app, tenant)) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await bucket.list(`contracts/${contract.id}/`)).toEqual([
      agreementKey,
      `contracts/${contract.id}/signed.pdf`,
    ]);

    const dto = uploaded.json().contract;
    for (const [link, bytes] of [
      [dto.signedContractFile as string, signedPdf],
      [dto.contractFile as string, (await bucket.get(agreementKey))!.body],
    ] as const) {
      expect(link).toMatch(/[?&]signature=/);
      const res = await app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
      expect(res.statusCode, link).toBe(200);
      expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    }
    const tampered = (dto.signedContractFile as string).replace(
      /signature=(.)/,
      (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await app.inject({ method: 'GET', url: tampered.replace(/^https?:\/\/[^/]+/, '') })).statusCode).toBe(403);
  });
});
