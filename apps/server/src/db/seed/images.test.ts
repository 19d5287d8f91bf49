import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENES, renderDemoImage } from './images.js';

describe('renderDemoImage', () => {
  it.each(DEMO_SCENES)('renders %s as a JPEG of the default size', async (scene) => {
    const image = await renderDemoImage(scene, 0);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(800);
    // JPEG magic bytes.
    expect(image.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it.each(DEMO_SCENES)('renders %s at a requested size', async (scene) => {
    const image = await renderDemoImage(scene, 5, { width: 640, height: 480 });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([640, 480]);
  });

  it.each(DEMO_SCENES)('draws different pictures for two variants of %s', async (scene) => {
    const size = { width: 96, height: 64 };
    const [a, b] = await Promise.all([renderDemoImage(scene, 0, size), renderDemoImage(scene, 1, size)]);
    const [pa, pb] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
    let diff = 0;
    for (let i = 0; i < pa.length; i++) diff += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
    // Mean absolute difference per channel well above JPEG noise.
    expect(diff / pa.length).toBeGreaterThan(8);
  });

  it('is deterministic for a scene and variant', async () => {
    const size = { width: 120, height: 80 };
    const [a, b] = await Promise.all([renderDemoImage('terrace', 4, size), renderDemoImage('terrace', 4, size)]);
    expect(a.equals(b)).toBe(true);
  });
});
