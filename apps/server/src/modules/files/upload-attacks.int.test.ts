/**
 * Upload attacks on the property image endpoints (POST /api/properties, PATCH /api/properties/:id): each hostile
 * upload gets its clear 4xx, and nothing reaches storage or the database.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { messages } from '@sewamudah/shared';
import { localizeText, translator } from '@sewamudah/shared/i18n';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index.js';
import { authHeader, buildAdmin, buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  decompressionBombPng,
  htmlAsPng,
  listFiles,
  multipartHeaders,
  plainPdf,
  rawMultipart,
  svgAsPng,
  type RawPart,
} from '../../test/upload-fixtures.js';
import { imageMessages } from '../../lib/images.js';
import { pngImage, unitFields } from '../properties/properties.test-helpers.js';
import { propertyImageMessages as texts } from '../properties/property-form.js';

let ctx: TestContext;
let adminAuth: { authorization: string };
let existingId: string;
let filesBefore: string[];
let propertiesBefore: number;
let validPng: Buffer;
const MiB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
  existingId = (await buildProperty(ctx.database.db, { name: 'Existing House' })).property.id;
  validPng = await pngImage();
  // One accepted upload first, so "unchanged" is checked against a storage dir that really holds files.
  const ok = await send('POST', [...scalarParts(), image('images', 'ok.png', validPng)]);
  expect(ok.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const storageDir = () => path.join(ctx.dataDir, 'uploads');
const propertyCount = async () => (await ctx.database.db.select({ n: count() }).from(properties))[0]!.n;

beforeEach(async () => {
  filesBefore = await listFiles(storageDir());
  propertiesBefore = await propertyCount();
});

async function expectNothingStored() {
  expect(await listFiles(storageDir())).toEqual(filesBefore);
  expect(await propertyCount()).toBe(propertiesBefore);
  const [existing] = await ctx.database.db.select().from(properties).where(eq(properties.id, existingId));
  expect(existing!.name).toBe('Existing House');
}

const scalarParts = (): RawPart[] => Object.entries(unitFields).map(([field, data]) => ({ field, data }));
const image = (field: string, filename: string, data: Uint8Array | string, type = 'image/png'): RawPart => ({
  field,
  filename,
  type,
  data,
});

type Target = { method: 'POST' | 'PATCH'; field: 'images' | 'newImages' };
const targets: [string, Target][] = [
  ['create', { method: 'POST', field: 'images' }],
  ['update', { method: 'PATCH', field: 'newImages' }],
];

function send(
  method: 'POST' | 'PATCH',
  parts: RawPart[] | Buffer | Readable,
  headers: Record<string, string> = multipartHeaders(),
) {
  const payload = Array.isArray(parts) ? rawMultipart(parts) : parts;
  const url = method === 'POST' ? '/api/properties' : `/api/properties/${existingId}`;
  return ctx.app.inject({ method, url, payload, headers: { ...headers, ...adminAuth } });
}

async function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, message: string): Promise<void> {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
  await expectNothingStored();
}

describe.each(targets)('property %s', (_label, { method, field }) => {
  const withFiles = (...files: RawPart[]) => send(method, [...scalarParts(), ...files]);

  it('refuses HTML, SVG and a PDF renamed .png (judged by content)', async () => {
    for (const data of [htmlAsPng, svgAsPng, await plainPdf()]) {
      await expectRefused(await withFiles(image(field, 'photo.png', data)), 415, texts.badType);
    }
  });

  it('refuses a zero-byte image instead of silently dropping it', async () => {
    await expectRefused(await withFiles(image(field, 'empty.png', '')), 400, messages.uploads.emptyFile);
  });

  it('refuses 11 MB and 60 MB images with 413', async () => {
    for (const size of [11 * MiB, 60 * MiB]) {
      const big = Buffer.alloc(size);
      big.set(validPng);
      await expectRefused(await withFiles(image(field, 'big.png', big)), 413, texts.tooLarge);
    }
  });

  it('refuses "../" and NUL in file names', async () => {
    for (const name of ['../../etc/passwd.png', '..\\evil.png', 'photo\u0000.png']) {
      await expectRefused(await withFiles(image(field, name, validPng)), 400, messages.uploads.badFileName);
    }
  });

  it('refuses too many files', async () => {
    const files = Array.from({ length: 13 }, (_, i) => image(field, `p${i}.png`, validPng));
    await expectRefused(await withFiles(...files), 413, texts.tooMany);
  });

  it('refuses a decompression bomb (tiny PNG declaring 50000×50000) without decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(2048);
    await expectRefused(await withFiles(image(field, 'bomb.png', bomb)), 400, messages.uploads.imageTooManyPixels);
  });

  it('refuses a 1 × 60,000 px strip (a few KB) with 415 and a clear message (BM in the catalogue)', async () => {
    const strip = await pngImage(1, 60_000);
    expect(strip.length).toBeLessThan(8 * 1024);
    await expectRefused(await withFiles(image(field, 'strip.png', strip)), 415, imageMessages.badAspect);
    // The admin's language is English; the error handler answers others from the catalogue.
    expect(localizeText('ms', imageMessages.badAspect)).toBe(translator('ms')('serverRules.uploads.imageBadAspect'));
    expect(localizeText('ms', imageMessages.badAspect)).not.toBe(imageMessages.badAspect);
  });

  it('answers 415 for a PNG whose pixels cannot be decoded (header fine, data broken)', async () => {
    const broken = Buffer.from(await pngImage(64, 48));
    const idat = broken.indexOf('IDAT');
    broken.fill(0x55, idat + 4, idat + 40); // the compressed pixels (and their CRC) are garbage now
    await expectRefused(await withFiles(image(field, 'broken.png', broken)), 415, imageMessages.unreadable);
  });

  it('refuses files under an unknown field name', async () => {
    const res = await withFiles(image('photos', 'a.png', validPng));
    await expectRefused(res, 400, messages.uploads.unexpectedFile);
  });

  it('answers malformed multipart with 400, never 500', async () => {
    const body = rawMultipart([...scalarParts(), image(field, 'a.png', validPng)]);
    const cases: [Buffer, Record<string, string>][] = [
      [body.subarray(0, body.length - 40), multipartHeaders()], // truncated
      [body, { 'content-type': 'multipart/form-data' }], // no boundary
      [body, { 'content-type': 'multipart/form-data; boundary=' }], // empty boundary
      [body, multipartHeaders('another-boundary')], // boundary never appears
      [Buffer.from('--x\r\nContent-Disposition: nonsense\r\n\r\n'), multipartHeaders('x')],
    ];
    for (const [payload, headers] of cases) {
      await expectRefused(await send(method, payload, headers), 400, messages.uploads.malformed);
    }
  });

  it('refuses an image cut at exactly the limit when the overflow arrives in a later chunk', async () => {
    // The first chunk ends exactly at 8 MiB of file data; the extra bytes come in the next one.
    const body = rawMultipart([...scalarParts(), image(field, 'a.png', Buffer.alloc(8 * MiB + 1000))]);
    const fileStart = body.indexOf('\r\n\r\n', body.indexOf('filename="a.png"')) + 4;
    body.set(validPng, fileStart);
    const cut = fileStart + 8 * MiB;
    const chunks = [body.subarray(0, cut), body.subarray(cut)];
    await expectRefused(await send(method, Readable.from(chunks)), 413, texts.tooLarge);
  });
});
