/** Stylised demo photos for the seed data, drawn as SVG and rendered to JPEG by sharp (no network, no assets). */
import sharp from 'sharp';
import type { TimeOfDay } from './common.js';
import { SKIES, hashString, makeRand, mirror, pick, svgDocument } from './common.js';
import type { Scene } from './exteriors.js';
import { apartmentScene, bungalowScene, condoScene, terraceScene } from './exteriors.js';
import { bathroomScene, bedroomScene, kitchenScene, livingScene } from './interiors.js';
import { nightScene, poolScene } from './outdoor-extra.js';

export type DemoScene =
  | 'condo'
  | 'terrace'
  | 'bungalow'
  | 'apartment'
  | 'bedroom'
  | 'living'
  | 'kitchen'
  | 'bathroom'
  | 'pool'
  | 'exterior-night';

export const DEMO_SCENES: readonly DemoScene[] = [
  'condo',
  'terrace',
  'bungalow',
  'apartment',
  'bedroom',
  'living',
  'kitchen',
  'bathroom',
  'pool',
  'exterior-night',
];

const TIMES: TimeOfDay[] = ['morning', 'noon', 'golden', 'morning', 'dusk', 'noon'];

/** Builds the SVG source for a scene; exported for previews and tests. */
export function demoImageSvg(scene: DemoScene, variant: number, width = 1200, height = 800): string {
  const v = Math.abs(Math.trunc(variant));
  const rand = makeRand(hashString(scene) ^ Math.imul(v + 1, 0x9e3779b1));
  const sky = SKIES[pick(TIMES, v)];
  let result: Scene;
  switch (scene) {
    case 'condo':
      result = condoScene(rand, sky, v);
      break;
    case 'apartment':
      result = apartmentScene(rand, sky, v);
      break;
    case 'terrace':
      result = terraceScene(rand, sky, v);
      break;
    case 'bungalow':
      result = bungalowScene(rand, sky, v);
      break;
    case 'exterior-night':
      result = nightScene(rand, v);
      break;
    case 'pool':
      result = poolScene(rand, sky, v);
      break;
    case 'bedroom':
      result = bedroomScene(rand, v);
      break;
    case 'living':
      result = livingScene(rand, v);
      break;
    case 'kitchen':
      result = kitchenScene(rand, v);
      break;
    case 'bathroom':
      result = bathroomScene(rand, v);
      break;
  }
  // Odd variants are mirrored so a shared layout reads as a different place.
  return svgDocument(width, height, result.defs, mirror(result.body, v % 2 === 1));
}

/** Renders a demo photo as a JPEG (default 1200x800). Deterministic for a given scene and variant. */
export async function renderDemoImage(
  scene: DemoScene,
  variant: number,
  opts: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const width = Math.max(16, Math.round(opts.width ?? 1200));
  const height = Math.max(16, Math.round(opts.height ?? 800));
  const svg = demoImageSvg(scene, variant, width, height);
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
}
