/** Property photos: header checks before decoding, and every decoder failure reported as the upload's fault. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../modules/properties/properties.test-helpers.js';
import { decompressionBombPng } from '../test/upload-fixtures.js';
import { checkImageHeader, storePropertyImage, UnreadableImageError } from './images.js';
import { createLocalStorage } from './storage/local-storage.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sewamudah-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkImageHeader', () => {
  it('passes photos, panoramas up to 20:1 and tiny images', async () => {
    for (const [w, h] of [
      [64, 48],
      [2000, 100],
      [100, 2000],
      [1, 1],
    ] as const) {
      expect(await checkImageHeader(await pngImage(w, h)), `${w}×${h}`).toBeUndefined();
    }
  });

  it('flags strips past 20:1, images past 50 MP and non-images, from the header alone', async () => {
    expect(await checkImageHeader(await pngImage(1, 60_000))).toBe('badAspect');
    expect(await checkImageHeader(await pngImage(60_000, 1))).toBe('badAspect');
    expect(await checkImageHeader(await pngImage(2100, 100))).toBe('badAspect');
    expect(await checkImageHeader(decompressionBombPng())).toBe('tooManyPixels');
    expect(await checkImageHeader(Buffer.from('not an image'))).toBe('unreadable');
  });
});

describe('storePropertyImage', () => {
  it('reports any decoder or resizer failure as UnreadableImageError, whatever libvips says', async () => {
    // Past the header check this strip used to reach the client as a 500 ("affine: output coordinates out of range").
    const error = await storePropertyImage(createLocalStorage(dir), 'p1', await pngImage(1, 60_000)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect(String((error as Error).cause)).toMatch(/affine/);
  });

  it('stores a detail and a card variant of a normal photo', async () => {
    const stored = await storePropertyImage(createLocalStorage(dir), 'p2', await pngImage(800, 600));
    expect(stored).toMatchObject({ width: 800, height: 600 });
    expect(stored.cardKey).toMatch(/^properties\/p2\/.+-card\.webp$/);
  });
});
