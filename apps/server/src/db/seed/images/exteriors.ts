/** Daytime building exteriors: high-rise condo, walk-up apartment, terrace row and bungalow. */
import type { Rand, Sky } from './common.js';
import { H, W, between, bush, linear, palm, pick, r1, roundTree, shade, skyBody, skyDefs, tint } from './common.js';

export interface Scene {
  defs: string;
  body: string;
}

interface Facade {
  wall: string;
  glass: string;
  accent: string;
}

const TOWER_FACADES: Facade[] = [
  { wall: '#e9e4da', glass: '#3f6f94', accent: '#c9a27a' },
  { wall: '#d6dde3', glass: '#2f5e7e', accent: '#7fa3b8' },
  { wall: '#f1ece3', glass: '#4b7d8f', accent: '#a7b79a' },
  { wall: '#cfc7bb', glass: '#35566f', accent: '#b98c6a' },
];

/** Faint distant skyline along the horizon. */
export function distantSkyline(rand: Rand, horizon: number, color: string, opacity: number): string {
  let out = '';
  let x = -20;
  while (x < W) {
    const w = between(rand, 40, 110);
    const h = between(rand, 50, 190);
    out += `<rect x="${r1(x)}" y="${r1(horizon - h)}" width="${r1(w)}" height="${r1(h + 5)}"/>`;
    if (rand() < 0.25) out += `<rect x="${r1(x + w / 2 - 2)}" y="${r1(horizon - h - 26)}" width="4" height="26"/>`;
    x += w + between(rand, -10, 12);
  }
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
}

/** A glass high-rise with a lit front face, a darker side face, floor slabs and balconies. */
export function tower(
  rand: Rand,
  x: number,
  top: number,
  width: number,
  bottom: number,
  facade: Facade,
  sky: Sky,
  opts: { side?: number; floorH?: number; balconies?: boolean } = {},
): string {
  const side = opts.side ?? width * 0.28;
  const floorH = opts.floorH ?? 26;
  const cols = Math.max(3, Math.round(width / 36));
  const colW = (width - 16) / cols;
  let out = '';
  // Side face (in shade) with a simple parallelogram.
  out += `<path d="M${x + width} ${top} L${x + width + side} ${top + side * 0.22} L${x + width + side} ${bottom} L${x + width} ${bottom} Z" fill="${shade(facade.wall, -0.28)}"/>`;
  out += `<rect x="${x}" y="${top}" width="${width}" height="${bottom - top}" fill="${facade.wall}"/>`;
  let glass = '';
  let slabs = '';
  let sideGlass = '';
  const floors = Math.floor((bottom - top - 30) / floorH);
  for (let f = 0; f < floors; f++) {
    const y = top + 24 + f * floorH;
    for (let c = 0; c < cols; c++) {
      const gx = x + 8 + c * colW;
      const reflect = rand();
      const fill = reflect < 0.18 ? shade(facade.glass, 0.35) : reflect < 0.3 ? shade(sky.mid, -0.15) : facade.glass;
      glass += `<rect x="${r1(gx + 2)}" y="${r1(y + 3)}" width="${r1(colW - 4)}" height="${r1(floorH - 9)}" fill="${fill}"/>`;
    }
    if (opts.balconies !== false && f % 1 === 0) {
      slabs += `<rect x="${x - 4}" y="${r1(y + floorH - 6)}" width="${width + 8}" height="4" fill="${shade(facade.wall, 0.25)}"/>`;
    }
    sideGlass += `<path d="M${r1(x + width + 6)} ${r1(y + 3 + 2)} L${r1(x + width + side - 6)} ${r1(y + 3 + 2 + side * 0.02)} L${r1(x + width + side - 6)} ${r1(y + floorH - 6)} L${r1(x + width + 6)} ${r1(y + floorH - 6)} Z"/>`;
  }
  out += glass;
  out += `<g fill="${shade(facade.glass, -0.25)}">${sideGlass}</g>`;
  out += slabs;
  // Glass balustrade bands on alternate columns give the balconies some depth.
  if (opts.balconies !== false) {
    let rails = '';
    for (let f = 0; f < floors; f += 1) {
      const y = top + 24 + f * floorH;
      for (let c = f % 2; c < cols; c += 3) {
        rails += `<rect x="${r1(x + 8 + c * colW - 2)}" y="${r1(y + floorH - 14)}" width="${r1(colW * 2 + 4)}" height="9"/>`;
      }
    }
    out += `<g fill="#dff0f7" opacity="0.35">${rails}</g>`;
  }
  // Vertical fins and crown.
  out += `<rect x="${x}" y="${top}" width="8" height="${bottom - top}" fill="${facade.accent}"/><rect x="${x + width - 8}" y="${top}" width="8" height="${bottom - top}" fill="${facade.accent}"/>`;
  out += `<rect x="${x - 6}" y="${top - 14}" width="${width + 12}" height="20" fill="${facade.accent}"/>`;
  out += `<path d="M${x + width + 6} ${top - 14} L${x + width + side} ${top - 14 + side * 0.2} L${x + width + side} ${top + side * 0.22 + 6} L${x + width + 6} ${top + 6} Z" fill="${shade(facade.accent, -0.25)}"/>`;
  // Light of the hour washing over the lit face, and a diagonal sheen.
  out += `<rect x="${x}" y="${top - 14}" width="${width}" height="${bottom - top + 14}" fill="url(#sheen)"/>`;
  return out;
}

export function groundDefs(grass: string): string {
  return (
    linear('lawn', [
      [0, shade(grass, 0.08)],
      [1, shade(grass, -0.22)],
    ]) +
    linear(
      'sheen',
      [
        [0, '#ffffff', 0.22],
        [0.45, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      false,
    )
  );
}

export function lawn(horizon: number, grass: string): string {
  return `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#lawn)"/><rect x="0" y="${horizon}" width="${W}" height="6" fill="${shade(grass, -0.25)}" opacity="0.5"/>`;
}

export function car(x: number, ground: number, color: string, scale = 1): string {
  const s = scale;
  return (
    `<g transform="translate(${r1(x)} ${r1(ground)}) scale(${s})">` +
    `<ellipse cx="60" cy="2" rx="66" ry="7" fill="#000" opacity="0.2"/>` +
    `<path d="M0 -14 Q0 -34 18 -36 L34 -56 Q40 -62 52 -62 L84 -62 Q96 -62 102 -54 L114 -36 Q122 -34 122 -22 L122 -8 Q122 -2 116 -2 L4 -2 Q0 -2 0 -8 Z" fill="${color}"/>` +
    `<path d="M40 -54 L52 -56 L62 -56 L62 -38 L30 -38 Z M68 -56 L84 -56 Q92 -56 96 -50 L104 -38 L68 -38 Z" fill="#2a3a4a" opacity="0.85"/>` +
    `<rect x="4" y="-22" width="10" height="5" rx="2" fill="#fff2c4"/>` +
    `<circle cx="26" cy="-4" r="12" fill="#222"/><circle cx="26" cy="-4" r="5" fill="#999"/>` +
    `<circle cx="96" cy="-4" r="12" fill="#222"/><circle cx="96" cy="-4" r="5" fill="#999"/></g>`
  );
}

export function condoScene(rand: Rand, sky: Sky, variant: number): Scene {
  const horizon = 610;
  const facade = pick(TOWER_FACADES, variant);
  const neighbour = pick(TOWER_FACADES, variant + 2);
  const grass = pick(['#6fae5a', '#5f9f55', '#7bb465'], variant);
  const defs = skyDefs(sky) + groundDefs(grass);
  let body = skyBody(rand, sky, horizon, between(rand, 150, 1050), between(rand, 90, 200), 5);
  body += distantSkyline(rand, horizon, shade(sky.mid, -0.15), 0.45);
  const mainX = between(rand, 380, 470);
  const mainW = between(rand, 250, 300);
  body += tower(rand, mainX + mainW + 170, between(rand, 200, 260), mainW * 0.7, horizon, neighbour, sky, { side: 50 });
  body += tower(rand, mainX - 280, between(rand, 250, 320), mainW * 0.6, horizon, neighbour, sky, {
    side: 40,
    balconies: false,
  });
  body += tower(rand, mainX, between(rand, 60, 110), mainW, horizon + 10, facade, sky);
  // Landscaped podium with planters.
  body += `<rect x="${mainX - 120}" y="${horizon - 40}" width="${mainW + 300}" height="60" fill="${shade(facade.wall, -0.1)}"/>`;
  body += `<rect x="${mainX - 120}" y="${horizon - 46}" width="${mainW + 300}" height="8" fill="${facade.accent}"/>`;
  body += bush(rand, mainX - 120, horizon - 44, mainW + 300, '#4d9a4f');
  body += lawn(horizon + 10, grass);
  // Driveway.
  body += `<path d="M${mainX + mainW / 2 - 60} ${horizon + 20} L${mainX + mainW / 2 + 60} ${horizon + 20} L${mainX + mainW / 2 + 220} ${H} L${mainX + mainW / 2 - 220} ${H} Z" fill="#b9b2a6"/>`;
  body += `<path d="M${mainX + mainW / 2 - 60} ${horizon + 20} L${mainX + mainW / 2 - 220} ${H}" stroke="#e8e2d6" stroke-width="6"/>`;
  body += `<path d="M${mainX + mainW / 2 + 60} ${horizon + 20} L${mainX + mainW / 2 + 220} ${H}" stroke="#e8e2d6" stroke-width="6"/>`;
  body += bush(rand, 0, H - 10, 260, '#3f8a45', rand() < 0.5 ? '#e0508a' : undefined);
  body += bush(rand, W - 300, H - 5, 300, '#3f8a45', '#f3c94c');
  body += palm(110, H - 40, 420, 30);
  body += palm(230, H - 20, 330, -25, '#35914f');
  body += palm(W - 140, H - 30, 400, -35);
  body += roundTree(W - 330, H - 60, 80, '#4a9a52');
  body += tint(sky);
  return { defs, body };
}

export function apartmentScene(rand: Rand, sky: Sky, variant: number): Scene {
  const horizon = 600;
  const paint = pick(['#f3e6cf', '#e7eef0', '#f2dcd0', '#e9ecd9'], variant);
  const accent = pick(['#c7683f', '#3f7fa3', '#7a9c4a', '#b8894a'], variant + 1);
  const grass = '#6aa65a';
  const defs = skyDefs(sky) + groundDefs(grass);
  let body = skyBody(rand, sky, horizon, between(rand, 150, 1050), between(rand, 80, 170), 6);
  body += distantSkyline(rand, horizon - 40, shade(sky.mid, -0.12), 0.35);
  body += `<path d="M0 ${horizon - 60} Q300 ${horizon - 140} 600 ${horizon - 70} T1200 ${horizon - 90} L1200 ${horizon} L0 ${horizon} Z" fill="#5f8f63" opacity="0.55"/>`;
  const left = 140;
  const right = 1060;
  const floors = 6;
  const floorH = 62;
  const top = horizon - floors * floorH - 20;
  // Roof
  body += `<path d="M${left - 30} ${top} L${left + 40} ${top - 50} L${right - 40} ${top - 50} L${right + 30} ${top} Z" fill="${pick(['#a4553b', '#5b6470', '#8a4c3a'], variant)}"/>`;
  body += `<rect x="${left}" y="${top}" width="${right - left}" height="${horizon - top}" fill="${paint}"/>`;
  const bays = 8;
  const bayW = (right - left) / bays;
  let windows = '';
  let rails = '';
  let ac = '';
  for (let f = 0; f < floors; f++) {
    const y = top + 10 + f * floorH;
    rails += `<rect x="${left}" y="${y + floorH - 12}" width="${right - left}" height="10" fill="${shade(paint, -0.12)}"/>`;
    for (let b = 0; b < bays; b++) {
      const bx = left + b * bayW;
      if (b === 3 || b === 4) continue;
      windows += `<rect x="${r1(bx + 16)}" y="${y + 8}" width="${r1(bayW - 32)}" height="${floorH - 26}" fill="${rand() < 0.25 ? shade(sky.mid, -0.1) : '#46606f'}"/>`;
      windows += `<path d="M${r1(bx + 16 + (bayW - 32) / 2)} ${y + 8} v${floorH - 26}" stroke="${paint}" stroke-width="3"/>`;
      if (rand() < 0.45)
        ac += `<rect x="${r1(bx + bayW - 30)}" y="${y + floorH - 30}" width="22" height="16" fill="#e9e9e6" stroke="#b7b7b2"/>`;
      if (rand() < 0.2)
        windows += `<rect x="${r1(bx + 18)}" y="${y + 10}" width="${r1((bayW - 36) / 2)}" height="${floorH - 30}" fill="${pick(['#f1d9b5', '#d8e7f0', '#f2c9c0'], f + b)}" opacity="0.9"/>`;
    }
  }
  body += windows + rails + ac;
  // Stair core with breeze blocks.
  const coreX = left + 3 * bayW;
  body += `<rect x="${coreX}" y="${top - 20}" width="${bayW * 2}" height="${horizon - top + 20}" fill="${accent}"/>`;
  let vents = '';
  for (let f = 0; f < floors; f++) {
    for (let k = 0; k < 5; k++)
      vents += `<rect x="${r1(coreX + 24 + k * ((bayW * 2 - 48) / 5))}" y="${top + 14 + f * floorH}" width="${r1((bayW * 2 - 48) / 5 - 6)}" height="34" rx="4"/>`;
  }
  body += `<g fill="${shade(accent, -0.35)}" opacity="0.7">${vents}</g>`;
  body += `<rect x="${left}" y="${top}" width="${right - left}" height="${horizon - top}" fill="url(#sheen)" opacity="0.6"/>`;
  body += lawn(horizon, grass);
  // Car park strip.
  body += `<rect x="0" y="${horizon + 40}" width="${W}" height="110" fill="#8d8a86"/>`;
  let lines = '';
  for (let x = 30; x < W; x += 150) lines += `<path d="M${x} ${horizon + 45} l-20 100" />`;
  body += `<g stroke="#f4f1ea" stroke-width="4">${lines}</g>`;
  const carColors = ['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#2e86c1', '#d4ac0d'];
  for (let i = 0; i < 4; i++) {
    if (rand() < 0.75)
      body += car(60 + i * 300 + between(rand, 0, 40), horizon + 140, pick(carColors, variant + i * 2), 1.05);
  }
  body += roundTree(80, horizon + 36, 90, '#4b9650');
  body += roundTree(W - 90, horizon + 36, 100, '#3f8a48');
  body += palm(W - 230, H, 380, -20);
  body += bush(rand, 0, H, W, '#4a944c', rand() < 0.5 ? '#f06fa0' : '#ffd166');
  body += tint(sky);
  return { defs, body };
}

export function terraceScene(rand: Rand, sky: Sky, variant: number): Scene {
  const horizon = 560;
  const grass = '#72ac5c';
  const defs = skyDefs(sky) + groundDefs(grass);
  let body = skyBody(rand, sky, horizon, between(rand, 150, 1050), between(rand, 80, 160), 5);
  body += `<path d="M0 ${horizon - 40} Q250 ${horizon - 110} 520 ${horizon - 60} T1200 ${horizon - 70} L1200 ${horizon} L0 ${horizon} Z" fill="#5a8c60" opacity="0.55"/>`;
  const roof = pick(['#b0563a', '#6b6f78', '#9c4a35', '#7d5a4a'], variant);
  const walls = [
    pick(['#f4ede0', '#eef0ea', '#f6e7d6'], variant),
    pick(['#efe3cf', '#e4ece9', '#f1dfd3'], variant + 1),
  ];
  const unitW = 300;
  const count = 5;
  const startX = -60 + between(rand, -40, 40);
  const groundFloorTop = horizon - 140;
  const upperTop = groundFloorTop - 130;
  let houses = '';
  for (let i = 0; i < count; i++) {
    const x = startX + i * unitW;
    const wall = pick(walls, i);
    // Upper storey
    houses += `<rect x="${x}" y="${upperTop}" width="${unitW}" height="${horizon - upperTop}" fill="${wall}"/>`;
    // Front gable over the upper storey
    houses += `<path d="M${x + 20} ${upperTop + 4} L${x + unitW / 2} ${upperTop - 70} L${x + unitW - 20} ${upperTop + 4} Z" fill="${roof}"/>`;
    houses += `<path d="M${x + 48} ${upperTop} L${x + unitW / 2} ${upperTop - 46} L${x + unitW - 48} ${upperTop} Z" fill="${wall}"/>`;
    houses += `<circle cx="${x + unitW / 2}" cy="${upperTop - 16}" r="9" fill="#5d6b74"/>`;
    // Upper windows with frames
    houses += `<rect x="${x + 40}" y="${upperTop + 26}" width="${unitW - 80}" height="74" fill="#ffffff"/>`;
    houses += `<rect x="${x + 46}" y="${upperTop + 32}" width="${unitW - 92}" height="62" fill="${rand() < 0.4 ? shade(sky.mid, -0.1) : '#4b6473'}"/>`;
    houses += `<path d="M${x + 46 + (unitW - 92) / 3} ${upperTop + 32} v62 M${x + 46 + ((unitW - 92) * 2) / 3} ${upperTop + 32} v62" stroke="#ffffff" stroke-width="4"/>`;
    houses += `<rect x="${x + 30}" y="${upperTop + 100}" width="${unitW - 60}" height="10" fill="${shade(wall, -0.15)}"/>`;
    // Porch roof
    houses += `<path d="M${x - 4} ${groundFloorTop + 6} L${x + 20} ${groundFloorTop - 20} L${x + unitW - 20} ${groundFloorTop - 20} L${x + unitW + 4} ${groundFloorTop + 6} Z" fill="${shade(roof, -0.08)}"/>`;
    // Ground floor: door, sliding window, porch pillars
    houses += `<rect x="${x + 30}" y="${groundFloorTop + 6}" width="${unitW - 60}" height="${horizon - groundFloorTop - 6}" fill="${shade(wall, -0.1)}"/>`;
    houses += `<rect x="${x + 50}" y="${groundFloorTop + 30}" width="70" height="${horizon - groundFloorTop - 30}" fill="${pick(['#7a4e32', '#5b3a29', '#8a6a4a'], variant + i)}"/>`;
    houses += `<rect x="${x + 140}" y="${groundFloorTop + 30}" width="120" height="70" fill="#4b6473"/>`;
    let grille = '';
    for (let g = 0; g < 6; g++) grille += `<path d="M${x + 150 + g * 20} ${groundFloorTop + 30} v70"/>`;
    houses += `<g stroke="#2f2f2f" stroke-width="2" opacity="0.6">${grille}</g>`;
    houses += `<rect x="${x + 10}" y="${groundFloorTop + 6}" width="14" height="${horizon - groundFloorTop - 6}" fill="${shade(wall, 0.2)}"/>`;
    // Party walls
    houses += `<rect x="${x - 4}" y="${upperTop - 10}" width="8" height="${horizon - upperTop + 10}" fill="${shade(wall, -0.2)}"/>`;
  }
  // Main hip roof behind the gables.
  body += `<path d="M-20 ${upperTop + 4} L40 ${upperTop - 60} L${W - 40} ${upperTop - 60} L${W + 20} ${upperTop + 4} Z" fill="${shade(roof, -0.12)}"/>`;
  body += houses;
  body += `<rect x="0" y="${upperTop - 80}" width="${W}" height="${horizon - upperTop + 80}" fill="url(#sheen)" opacity="0.35"/>`;
  // Porch floor, gates and road.
  body += `<rect x="0" y="${horizon}" width="${W}" height="90" fill="#c9c3b8"/>`;
  let gates = '';
  for (let i = 0; i < count; i++) {
    const x = startX + i * unitW;
    for (let g = 0; g < 14; g++) gates += `<path d="M${x + 10 + g * 20} ${horizon + 10} v70"/>`;
    gates += `<path d="M${x + 6} ${horizon + 12} h${unitW - 12} M${x + 6} ${horizon + 78} h${unitW - 12}"/>`;
  }
  body += `<g stroke="${pick(['#2d2d2d', '#4a4a4a', '#6b4b2a'], variant)}" stroke-width="4">${gates}</g>`;
  const carColors = ['#bdc3c7', '#922b21', '#1f3a5f', '#f4f6f6'];
  body += car(startX + unitW * (1 + (variant % 2)) + 90, horizon + 72, pick(carColors, variant), 1);
  body += `<rect x="0" y="${horizon + 90}" width="${W}" height="${H - horizon - 90}" fill="#6b6b6b"/>`;
  body += `<rect x="0" y="${horizon + 90}" width="${W}" height="12" fill="#b8b2a6"/>`;
  let dashes = '';
  for (let x = 20; x < W; x += 120) dashes += `<rect x="${x}" y="${H - 50}" width="60" height="8"/>`;
  body += `<g fill="#f1f1ea">${dashes}</g>`;
  body += palm(between(rand, 60, 160), horizon + 96, 360, 25);
  body += bush(rand, W - 260, horizon + 96, 240, '#4a944c', '#e94f86');
  body += roundTree(W - 80, horizon + 100, 95, '#4a9a4f');
  body += tint(sky);
  return { defs, body };
}

export function bungalowScene(rand: Rand, sky: Sky, variant: number): Scene {
  const horizon = 540;
  const grass = pick(['#78b45f', '#6aab58', '#82ba66'], variant);
  const defs = skyDefs(sky) + groundDefs(grass);
  let body = skyBody(rand, sky, horizon, between(rand, 150, 1050), between(rand, 80, 160), 5);
  body += `<path d="M0 ${horizon - 50} Q320 ${horizon - 150} 640 ${horizon - 70} T1200 ${horizon - 110} L1200 ${horizon} L0 ${horizon} Z" fill="#4f8a5a" opacity="0.6"/>`;
  body += roundTree(120, horizon + 10, 110, '#3f8649');
  body += roundTree(1080, horizon + 10, 120, '#46904d');
  const wall = pick(['#f7f3ea', '#f1ebe0', '#eef1ec', '#f6ece2'], variant);
  const roof = pick(['#8c3f2c', '#4d535e', '#a8553a', '#5c4638'], variant + 1);
  const wood = pick(['#8a5a3a', '#6e4a30', '#a07050'], variant);
  const left = 230;
  const right = 980;
  const eave = horizon - 200;
  // Hip roof with overhang
  body += `<path d="M${left - 60} ${eave} L${left + 110} ${eave - 140} L${right - 110} ${eave - 140} L${right + 60} ${eave} Z" fill="${roof}"/>`;
  let tiles = '';
  for (let k = 1; k < 7; k++)
    tiles += `<path d="M${left - 60 + k * 24} ${eave - k * 20} L${right + 60 - k * 24} ${eave - k * 20}"/>`;
  body += `<g stroke="${shade(roof, -0.25)}" stroke-width="2" opacity="0.6">${tiles}</g>`;
  body += `<rect x="${left - 62}" y="${eave}" width="${right - left + 124}" height="12" fill="${shade(roof, -0.3)}"/>`;
  // Front gable wing
  // Odd variants are mirrored later, so the wing side switches on the next bit to keep layouts distinct.
  const alt = Math.floor(variant / 2) % 2;
  const gx = left + 40 + alt * 380;
  body += `<rect x="${gx}" y="${eave}" width="290" height="${horizon - eave}" fill="${shade(wall, -0.03)}"/>`;
  body += `<rect x="${left}" y="${eave + 12}" width="${right - left}" height="${horizon - eave - 12}" fill="${wall}"/>`;
  body += `<path d="M${gx - 30} ${eave + 6} L${gx + 145} ${eave - 110} L${gx + 320} ${eave + 6} Z" fill="${shade(roof, 0.08)}"/>`;
  body += `<path d="M${gx + 10} ${eave} L${gx + 145} ${eave - 86} L${gx + 280} ${eave} Z" fill="${wood}"/>`;
  let slats = '';
  for (let k = 0; k < 12; k++)
    slats += `<path d="M${gx + 30 + k * 20} ${eave} V${eave - Math.max(4, 86 - Math.abs(gx + 30 + k * 20 - (gx + 145)) * 0.64)}"/>`;
  body += `<g stroke="${shade(wood, -0.3)}" stroke-width="2">${slats}</g>`;
  // Big windows with timber frames
  const win = (x: number, y: number, w: number, h: number): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wood}"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="url(#glassDay)"/>` +
    `<path d="M${x + w / 2} ${y + 6} V${y + h - 6}" stroke="${wood}" stroke-width="5"/>`;
  const glassDefs = linear('glassDay', [
    [0, shade(sky.mid, -0.05)],
    [0.5, '#48697c'],
    [1, '#2f4a5a'],
  ]);
  body += win(gx + 40, eave + 40, 210, 120);
  const others = alt === 0 ? [gx + 380, gx + 550] : [left + 25, left + 195];
  for (const ox of others) body += win(ox, eave + 50, 140, 110);
  // Door and steps
  const doorX = alt === 0 ? gx + 300 : gx - 75;
  body += `<rect x="${doorX}" y="${eave + 40}" width="70" height="${horizon - eave - 40}" fill="${shade(wood, -0.1)}"/>`;
  body += `<circle cx="${doorX + 58}" cy="${eave + 120}" r="4" fill="#e8c36a"/>`;
  body += `<rect x="${left - 20}" y="${horizon - 14}" width="${right - left + 40}" height="18" fill="#d8d0c2"/>`;
  body += lawn(horizon, grass);
  // Stone path and garden beds
  body += `<path d="M${doorX + 10} ${horizon} L${doorX + 60} ${horizon} L${doorX + 140} ${H} L${doorX - 70} ${H} Z" fill="#d9d1c1"/>`;
  let stones = '';
  for (let k = 0; k < 6; k++) {
    const t = k / 6;
    stones += `<path d="M${r1(doorX + 10 - 80 * t)} ${r1(horizon + t * (H - horizon))} L${r1(doorX + 60 + 80 * t)} ${r1(horizon + t * (H - horizon))}"/>`;
  }
  body += `<g stroke="#b8ae9c" stroke-width="3">${stones}</g>`;
  body += bush(rand, left - 40, horizon + 8, 260, '#3e8a46', '#e0408a');
  body += bush(rand, right - 220, horizon + 8, 270, '#3e8a46', '#f7f3f0');
  body += bush(rand, 0, H, 360, '#3a7f42', '#ff8c42');
  body += palm(W - 120, H - 20, 470, -40);
  body += palm(70, H - 10, 380, 30, '#358c4c');
  // Low fence
  let fence = '';
  // Picket fence with an opening where the path meets it.
  const gapL = doorX - 62;
  const gapR = doorX + 132;
  for (let x = 300; x < W - 200; x += 26) {
    if (x + 10 > gapL && x < gapR) continue;
    fence += `<rect x="${x}" y="${H - 70}" width="10" height="60" rx="3"/>`;
  }
  fence += `<rect x="300" y="${H - 56}" width="${gapL - 300}" height="8"/><rect x="${gapR}" y="${H - 56}" width="${W - 200 - gapR}" height="8"/>`;
  body += `<g fill="#f2efe8">${fence}</g>`;
  body += tint(sky);
  return { defs: defs + glassDefs, body };
}
