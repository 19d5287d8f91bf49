/** Seeded multipart fuzzing of both upload endpoints: however a body is mangled, the answer is never a 5xx. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { BOUNDARY, plainPdf, rawMultipart, type RawPart } from '../../test/upload-fixtures.js';
import { pngImage, unitFields } from '../properties/properties.test-helpers.js';

let ctx: TestContext;
let adminAuth: { authorization: string };
let tenantAuth: { authorization: string };
let contractId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  adminAuth = await authHeader(ctx.app, await buildAdmin(db));
  const tenant = await buildCustomer(db);
  tenantAuth = await authHeader(ctx.app, tenant);
  const { property, rooms } = await buildProperty(db, { type: 'Room Rental', rooms: 1 });
  contractId = (await buildContract(db, { user: tenant, property, room: rooms[0]!, status: 'Awaiting Payment' }))
    .contract.id;
});
afterAll(() => ctx.close());

/** mulberry32: the same cases on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTENT_TYPES = [
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=""',
  `multipart/form-data; boundary="${BOUNDARY}"`,
  'multipart/form-data; boundary=x',
  `multipart/form-data; charset=utf-8; boundary=${BOUNDARY}`,
];

function mutate(body: Buffer, next: () => number): { payload: Buffer; contentType: string } {
  const at = () => Math.floor(next() * body.length);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  let payload = Buffer.from(body);
  const mutation = Math.floor(next() * 6);
  if (mutation === 0) payload = payload.subarray(0, at());
  else if (mutation === 1) for (let i = 0; i < 8; i++) payload[at()] = Math.floor(next() * 256);
  else if (mutation === 2) payload = Buffer.from(payload.toString('latin1').replace(/\r\n/, ''), 'latin1');
  else if (mutation === 3) payload = Buffer.concat([payload.subarray(0, at()), Buffer.from(`\r\n--${BOUNDARY}\r\n`)]);
  else if (mutation === 4) {
    const cut = at();
    payload = Buffer.concat([
      payload.subarray(0, cut),
      Buffer.from('Content-Disposition: form-data\r\n'),
      payload.subarray(cut),
    ]);
  } else payload = Buffer.from(Array.from({ length: 200 }, () => Math.floor(next() * 256)));
  const contentType = next() < 0.8 ? CONTENT_TYPES[0]! : pick(CONTENT_TYPES);
  return { payload, contentType };
}

describe('multipart fuzzing', () => {
  it('never answers 5xx on the property and signed-contract uploads (300 seeded cases)', async () => {
    const next = random(20261122);
    const propertyBody = rawMultipart([
      ...Object.entries(unitFields).map(([field, data]) => ({ field, data })),
      { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() },
    ] satisfies RawPart[]);
    const contractBody = rawMultipart([
      { field: 'contractId', data: contractId },
      { field: 'signedContract', filename: 'signed.pdf', type: 'application/pdf', data: await plainPdf() },
    ]);
    const failures: string[] = [];
    for (let i = 0; i < 300; i++) {
      const toProperty = i % 2 === 0;
      const { payload, contentType } = mutate(toProperty ? propertyBody : contractBody, next);
      const res = await ctx.app.inject({
        method: 'POST',
        url: toProperty ? '/api/properties' : `/api/contracts/upload-signed-contract/${contractId}`,
        payload,
        headers: { 'content-type': contentType, ...(toProperty ? adminAuth : tenantAuth) },
      });
      const failed = res.statusCode >= 500 || (res.statusCode >= 400 && typeof res.json().message !== 'string');
      if (failed) failures.push(`#${i}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
