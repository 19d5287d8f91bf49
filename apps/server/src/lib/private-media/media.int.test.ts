/**
 * The one image pipeline (ARCHITECTURE §9, ADR 39): a phone photo with a GPS position comes out as WebP variants
 * with no EXIF at all, the thumbnail within 30 KB and the view within 1600 px, stored privately and served only
 * through a short-lived signed link.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { mediaLinks, PHOTO_THUMB_MAX_BYTES, processPhoto, storePrivatePhoto } from './index.js';

const clock = new TestClock(new Date('2026-11-27T03:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx?.close();
});

/** A noisy 4000 × 3000 phone-like JPEG with a GPS position (Kuala Lumpur) and a camera time in its EXIF. */
async function phonePhotoWithGps(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Evidence 1' },
      IFD2: { DateTimeOriginal: '2020:01:01 10:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 41/1 11/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('the private photo pipeline', () => {
  it('strips EXIF and GPS, keeps the thumbnail within 30 KB and the view within 1600 px', async () => {
    const input = await phonePhotoWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif, 'the test photo carries EXIF').toBeDefined();
    expect(input.includes(Buffer.from('TestPhone'))).toBe(true);

    const { view, thumb, width, height } = await processPhoto(input);
    for (const variant of [view, thumb]) {
      const meta = await sharp(variant).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(variant.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(variant.includes(Buffer.from('GPS'))).toBe(false);
    }
    expect(Math.max(width, height)).toBe(1600);
    expect(thumb.byteLength).toBeLessThanOrEqual(PHOTO_THUMB_MAX_BYTES);
  });

  it('refuses what is not a JPEG, PNG or WebP photo by its content, whatever it is called', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    for (const bytes of [gif, pdf, Buffer.from('not an image at all')]) {
      await expect(processPhoto(bytes)).rejects.toMatchObject({
        statusCode: 415,
        message: 'A photo must be a JPEG, PNG or WebP image.',
      });
    }
    await expect(processPhoto(Buffer.alloc(15 * 1024 * 1024 + 1))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('stores privately with the server time, and serves each variant through its signed link only', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const row = await storePrivatePhoto(ctx.app.deps, await phonePhotoWithGps(), {
      scope: 'inspection',
      uploadedBy: tenant.id,
    });
    expect(row.key).toMatch(/^private\/media\/inspection\/[0-9a-f-]{36}-view\.webp$/);
    expect(row.takenAt.toISOString()).toBe('2026-11-27T03:00:00.000Z');

    const links = mediaLinks(ctx.app, row, clock.now());
    const path = (url: string) => url.replace(ctx.config.publicUrl, '');
    const thumb = await ctx.app.inject({ method: 'GET', url: path(links.thumbUrl!) });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, max-age=300');
    expect(thumb.rawPayload.byteLength).toBeLessThanOrEqual(PHOTO_THUMB_MAX_BYTES);
    const view = await ctx.app.inject({ method: 'GET', url: path(links.viewUrl) });
    expect(view.statusCode).toBe(200);
    expect((await sharp(view.rawPayload).metadata()).exif).toBeUndefined();

    // The thumb's signature does not open the view, a changed signature opens nothing, and links expire.
    const swapped = path(links.thumbUrl!).replace('/thumb?', '/view?');
    expect((await ctx.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    const forged = path(links.viewUrl).replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/media/${row.id}/view` })).statusCode).toBe(403);
    clock.advance(6 * 60_000);
    const expired = await ctx.app.inject({
      method: 'GET',
      url: path(links.viewUrl),
      headers: { 'accept-language': 'ms' },
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'Pautan foto ini telah tamat tempoh. Buka halaman sekali lagi untuk pautan baharu.',
    );
  });
});
