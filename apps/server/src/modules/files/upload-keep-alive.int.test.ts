/**
 * A multipart form refused part-way must not stall the keep-alive connection it came on: over a real socket, the
 * next request on the same connection is answered promptly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { multipartHeaders, rawMultipart, type RawPart } from '../../test/upload-fixtures.js';
import { unitFields } from '../properties/properties.test-helpers.js';

let ctx: TestContext;
let port: number;
let adminAuth: { authorization: string };
let tenantAuth: { authorization: string };
let contractId: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  adminAuth = await authHeader(ctx.app, await buildAdmin(db));
  const tenant = await buildCustomer(db);
  tenantAuth = await authHeader(ctx.app, tenant);
  const { property, rooms } = await buildProperty(db, { type: 'Room Rental', rooms: 1 });
  contractId = (await buildContract(db, { user: tenant, property, room: rooms[0]!, status: 'Awaiting Payment' }))
    .contract.id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await ctx.close();
});

interface Answer {
  status: number;
  body: string;
  socket: unknown;
  ms: number;
}

function request(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          socket: req.socket,
          ms: Date.now() - started,
        }),
      );
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const images = (field: string, count: number): RawPart[] =>
  Array.from({ length: count }, (_, i) => ({
    field,
    filename: `photo-${i}.png`,
    type: 'image/png',
    data: Buffer.alloc(256 * 1024, i),
  }));

async function expectPromptFollowUp(first: Answer, headers: Record<string, string>): Promise<void> {
  const second = await request('GET', '/api/properties', headers);
  expect(second.status).toBe(200);
  expect(second.socket).toBe(first.socket); // the same keep-alive connection
  expect(second.ms).toBeLessThan(2000);
}

describe('keep-alive after a refused upload', () => {
  it('answers the next request promptly after a property form with bad rooms JSON before 1 MB of images', async () => {
    const parts: RawPart[] = [
      ...Object.entries(unitFields).map(([field, data]) => ({ field, data })),
      { field: 'rooms', data: '[{"name": oops' },
      ...images('images', 4),
    ];
    const first = await request(
      'POST',
      '/api/properties',
      { ...multipartHeaders(), ...adminAuth },
      rawMultipart(parts),
    );
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body).message).toBe('rooms must be valid JSON.');
    await expectPromptFollowUp(first, adminAuth);
  });

  it('does the same after a signed-contract form refused at an unexpected file', async () => {
    const parts: RawPart[] = [
      { field: 'attachment', filename: 'a.pdf', type: 'application/pdf', data: Buffer.alloc(1024 * 1024, 1) },
      { field: 'signedContract', filename: 'b.pdf', type: 'application/pdf', data: '%PDF-1.7' },
    ];
    const url = `/api/contracts/upload-signed-contract/${contractId}`;
    const first = await request('POST', url, { ...multipartHeaders(), ...tenantAuth }, rawMultipart(parts));
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body).message).toBe(messages.contracts.uploadSigned);
    await expectPromptFollowUp(first, tenantAuth);
  });
});
