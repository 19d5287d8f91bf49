/**
 * Renders the committed static web assets that are drawn in code (run once, commit the output):
 *   npx tsx --conditions=source apps/server/src/db/seed/render-static-assets.ts
 * Writes apps/web/public/images/hero.webp: a Kuala Lumpur-style skyline at golden hour, and hero-narrow.webp: its
 * middle 800 px, which is all a phone's hero shows (the home page's LCP image on a phone: a third of the bytes).
 * (property-fallback.svg next to it is hand-written.)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { between, linear, makeRand, palm, r1, radial, roundTree, shade } from './images/common.js';
import type { Rand } from './images/common.js';

const WIDTH = 1600;
const HEIGHT = 700;
const HORIZON = 575;
const OUT_DIR = fileURLToPath(new URL('../../../../web/public/images/', import.meta.url));
const MAX_BYTES = 150 * 1024;
/** The phone variant: the middle of the picture at full resolution (the hero is `background-size: cover`, centred). */
const NARROW_WIDTH = 800;

/** One twin tower: stepped tiers narrowing to a pinnacle and spire, with a cylindrical sheen. */
function twinTower(cx: number, scale: number): string {
  const tiers: [number, number][] = [
    [112, 300],
    [100, 262],
    [88, 230],
    [74, 204],
    [60, 184],
    [44, 168],
    [28, 156],
  ];
  let out = '';
  let bottom = HORIZON;
  for (const [w, top] of tiers) {
    const hw = (w * scale) / 2;
    const t = HORIZON - (HORIZON - top) * scale;
    out += `<rect x="${r1(cx - hw)}" y="${r1(t)}" width="${r1(hw * 2)}" height="${r1(bottom - t + 2)}" fill="url(#steel)"/>`;
    out += `<rect x="${r1(cx - hw - 2)}" y="${r1(t - 3)}" width="${r1(hw * 2 + 4)}" height="4" fill="#f6c28a" opacity="0.75"/>`;
    bottom = t;
  }
  // Pinnacle and spire
  const spireBase = bottom;
  out += `<path d="M${r1(cx - 8 * scale)} ${r1(spireBase)} L${r1(cx)} ${r1(spireBase - 46 * scale)} L${r1(cx + 8 * scale)} ${r1(spireBase)} Z" fill="#5a4a5c"/>`;
  out += `<rect x="${r1(cx - 1.5)}" y="${r1(spireBase - 110 * scale)}" width="3" height="${r1(70 * scale)}" fill="#4a3d50"/>`;
  out += `<circle cx="${r1(cx)}" cy="${r1(spireBase - 110 * scale)}" r="2.5" fill="#ffdcaa"/>`;
  // Floor lines, sparse and faint, to give the facade texture.
  let lines = '';
  for (let y = HORIZON - 6; y > HORIZON - (HORIZON - 300) * scale + 8; y -= 9) {
    lines += `<path d="M${r1(cx - 56 * scale)} ${y} h${r1(112 * scale)}"/>`;
  }
  out += `<g stroke="#ffe3bd" stroke-width="1" opacity="0.18">${lines}</g>`;
  return out;
}

/** A telecom tower: tapering shaft, a pod and a long antenna. */
function telecomTower(cx: number): string {
  const podY = 220;
  let out = `<path d="M${cx - 20} ${HORIZON} L${cx - 11} ${podY + 30} L${cx + 11} ${podY + 30} L${cx + 20} ${HORIZON} Z" fill="url(#steelDark)"/>`;
  out += `<path d="M${cx - 26} ${podY + 34} Q${cx} ${podY + 44} ${cx + 26} ${podY + 34} L${cx + 46} ${podY + 12} L${cx + 40} ${podY - 6} L${cx - 40} ${podY - 6} L${cx - 46} ${podY + 12} Z" fill="#3f3550"/>`;
  out += `<rect x="${cx - 44}" y="${podY + 6}" width="88" height="5" fill="#ffd08a" opacity="0.85"/>`;
  out += `<path d="M${cx - 30} ${podY - 6} Q${cx} ${podY - 40} ${cx + 30} ${podY - 6} Z" fill="#4a3f5c"/>`;
  out += `<rect x="${cx - 3}" y="${podY - 150}" width="6" height="124" fill="#3b3248"/><rect x="${cx - 1}" y="${podY - 200}" width="2" height="60" fill="#3b3248"/>`;
  out += `<circle cx="${cx}" cy="${podY - 200}" r="3" fill="#ff6a5a"/>`;
  return out;
}

/** A very tall faceted supertall with a slender spire (Merdeka 118-like). */
function supertall(cx: number): string {
  const top = 175;
  let out = `<path d="M${cx - 62} ${HORIZON} L${cx - 48} ${top + 60} L${cx - 20} ${top} L${cx + 20} ${top} L${cx + 48} ${top + 60} L${cx + 62} ${HORIZON} Z" fill="url(#steelDark)"/>`;
  out += `<path d="M${cx} ${top} L${cx + 20} ${top} L${cx + 48} ${top + 60} L${cx + 62} ${HORIZON} L${cx} ${HORIZON} Z" fill="#f0a870" opacity="0.16"/>`;
  let facets = '';
  for (let y = top + 40; y < HORIZON; y += 46)
    facets += `<path d="M${cx - 55} ${y} L${cx} ${y - 18} L${cx + 55} ${y}"/>`;
  out += `<g stroke="#f5c08a" stroke-width="1.5" fill="none" opacity="0.3">${facets}</g>`;
  out += `<path d="M${cx - 20} ${top} L${cx} ${top - 110} L${cx + 20} ${top} Z" fill="#3e3450"/>`;
  out += `<rect x="${cx - 1.5}" y="${top - 150}" width="3" height="44" fill="#3e3450"/>`;
  return out;
}

function skylineLayer(
  rand: Rand,
  base: number,
  minH: number,
  maxH: number,
  color: string,
  lights: number,
  skip?: [number, number][],
): string {
  let blocks = '';
  let windows = '';
  let x = -20;
  while (x < WIDTH) {
    const w = between(rand, 40, 120);
    const h = between(rand, minH, maxH);
    if (!skip?.some(([a, b]) => x + w > a && x < b)) {
      blocks += `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h + 4)}"/>`;
      if (rand() < 0.35)
        blocks += `<rect x="${r1(x + w * 0.2)}" y="${r1(base - h - 14)}" width="${r1(w * 0.6)}" height="16"/>`;
      for (let k = 0; k < lights; k++) {
        windows += `<rect x="${r1(x + 5 + rand() * (w - 12))}" y="${r1(base - h + 8 + rand() * (h - 16))}" width="4" height="5"/>`;
      }
    }
    x += w + between(rand, 2, 18);
  }
  return `<g fill="${color}">${blocks}</g><g fill="#ffd38f" opacity="0.65">${windows}</g>`;
}

function heroSvg(): string {
  const rand = makeRand(118);
  const defs =
    linear('sky', [
      [0, '#2f3d6e'],
      [0.35, '#7a5a86'],
      [0.62, '#e08a6a'],
      [0.82, '#f7b36a'],
      [1, '#ffe0a0'],
    ]) +
    radial('sun', [
      [0, '#fff6d6', 1],
      [0.08, '#ffe6a8', 0.9],
      [0.35, '#ffc27a', 0.35],
      [1, '#ffb060', 0],
    ]) +
    linear('haze', [
      [0, '#ffc98f', 0],
      [1, '#ffc98f', 0.55],
    ]) +
    linear(
      'steel',
      [
        [0, '#3c3550'],
        [0.35, '#8a6f7c'],
        [0.55, '#e7b189'],
        [0.7, '#8c6e7a'],
        [1, '#352f48'],
      ],
      false,
    ) +
    linear(
      'steelDark',
      [
        [0, '#342d46'],
        [0.6, '#5a4a60'],
        [1, '#2e2840'],
      ],
      false,
    ) +
    linear('ground', [
      [0, '#2f4a32'],
      [1, '#15261a'],
    ]);
  const sunX = 805;
  const sunY = 470;
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="520" fill="url(#sun)"/>`;
  // Long thin golden-hour clouds.
  let clouds = '';
  for (let i = 0; i < 9; i++) {
    const cy = between(rand, 70, 330);
    const cx = between(rand, -100, WIDTH);
    const w = between(rand, 160, 420);
    clouds += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w)}" ry="${r1(between(rand, 5, 12))}" fill="${cy < 200 ? '#d98f93' : '#ffc58a'}" opacity="${r1(between(rand, 0.25, 0.55) * 100) / 100}"/>`;
  }
  body += clouds;
  // Far skyline in haze, then the landmarks, then a nearer skyline.
  body += `<g opacity="0.55">${skylineLayer(rand, HORIZON, 60, 170, '#9a6f86', 0)}</g>`;
  body += supertall(300);
  body += telecomTower(1270);
  body += twinTower(700, 1);
  body += twinTower(910, 1);
  // Skybridge with its supporting legs.
  const bridgeY = 420;
  body += `<rect x="754" y="${bridgeY}" width="102" height="12" fill="#4a3f58"/><rect x="754" y="${bridgeY - 2}" width="102" height="3" fill="#ffd49a" opacity="0.7"/>`;
  body += `<path d="M772 ${bridgeY + 12} L805 ${bridgeY + 64} L838 ${bridgeY + 12}" stroke="#4a3f58" stroke-width="5" fill="none"/>`;
  body += `<rect width="${WIDTH}" height="${HORIZON}" fill="url(#haze)"/>`;
  body += skylineLayer(rand, HORIZON + 10, 40, 150, '#3a3048', 6, [
    [250, 360],
    [630, 980],
    [1240, 1300],
  ]);
  // Park greenery in front: a canopy of rain trees and palms.
  body += `<rect x="0" y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#ground)"/>`;
  let canopy = '';
  for (let x = -40; x < WIDTH + 60; x += between(rand, 60, 110)) {
    canopy += roundTree(
      x,
      HEIGHT - between(rand, 30, 70),
      between(rand, 60, 95),
      rand() < 0.5 ? '#2f5a36' : '#37653c',
      '#2a2420',
    );
  }
  body += canopy;
  body += palm(110, HEIGHT, 330, 30, '#24452b', '#3a2e26');
  body += palm(1480, HEIGHT, 360, -30, '#24452b', '#3a2e26');
  body += palm(1380, HEIGHT + 10, 260, 20, '#2a4f31', '#3a2e26');
  body += `<rect x="0" y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="#142218" opacity="0.55"/>`;
  // Warm overall wash and a subtle vignette.
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="${shade('#ff9a4a', 0)}" opacity="0.06"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  let quality = 82;
  let webp = await sharp(Buffer.from(heroSvg())).webp({ quality, effort: 6 }).toBuffer();
  while (webp.length > MAX_BYTES && quality > 50) {
    quality -= 6;
    webp = await sharp(Buffer.from(heroSvg())).webp({ quality, effort: 6 }).toBuffer();
  }
  const narrow = await sharp(Buffer.from(heroSvg()))
    .extract({ left: (WIDTH - NARROW_WIDTH) / 2, top: 0, width: NARROW_WIDTH, height: HEIGHT })
    .webp({ quality, effort: 6 })
    .toBuffer();
  for (const [name, bytes] of [
    ['hero.webp', webp],
    ['hero-narrow.webp', narrow],
  ] as const) {
    const target = `${OUT_DIR}${name}`;
    await writeFile(target, bytes);
    const meta = await sharp(bytes).metadata();
    console.log(
      `wrote ${target} ${meta.width}x${meta.height} ${Math.round(bytes.length / 1024)} KB (quality ${quality})`,
    );
  }
}

await main();
