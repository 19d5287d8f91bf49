/** Night exterior with lit windows, and a condo pool deck. */
import type { Rand, Sky } from './common.js';
import { H, W, between, linear, palm, pick, r1, radial, roundTree, shade, skyBody, skyDefs } from './common.js';
import type { Scene } from './exteriors.js';
import { distantSkyline, groundDefs, tower } from './exteriors.js';

const NIGHT_SKIES = [
  { top: '#0b1633', mid: '#1f2f5c', bottom: '#4a4a7a' },
  { top: '#0d1b2a', mid: '#1b3358', bottom: '#6a4f78' },
  { top: '#101230', mid: '#2b2456', bottom: '#7a4d6b' },
];

export function nightScene(rand: Rand, variant: number): Scene {
  const horizon = 620;
  const sky = pick(NIGHT_SKIES, variant);
  const defs =
    linear('nightSky', [
      [0, sky.top],
      [0.65, sky.mid],
      [1, sky.bottom],
    ]) +
    radial('moonGlow', [
      [0, '#fdf6da', 0.6],
      [1, '#fdf6da', 0],
    ]) +
    radial('lampGlow', [
      [0, '#ffd98a', 0.75],
      [0.4, '#ffc764', 0.25],
      [1, '#ffc764', 0],
    ]) +
    linear('road', [
      [0, '#2a2d38'],
      [1, '#16181f'],
    ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#nightSky)"/>`;
  let stars = '';
  for (let i = 0; i < 90; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * horizon * 0.6)}" r="${r1(between(rand, 0.6, 1.8))}" opacity="${r1(between(rand, 0.3, 0.9))}"/>`;
  }
  body += `<g fill="#ffffff">${stars}</g>`;
  const mx = between(rand, 120, 1080);
  body += `<circle cx="${r1(mx)}" cy="110" r="120" fill="url(#moonGlow)"/><circle cx="${r1(mx)}" cy="110" r="34" fill="#fbf3d5"/><circle cx="${r1(mx + 14)}" cy="100" r="30" fill="${sky.top}" opacity="${variant % 2 ? 0.9 : 0}"/>`;
  // Distant skyline with scattered lit windows.
  let far = '';
  let farLights = '';
  let x = -10;
  while (x < W) {
    const w = between(rand, 50, 120);
    const h = between(rand, 120, 300);
    far += `<rect x="${r1(x)}" y="${r1(horizon - h)}" width="${r1(w)}" height="${r1(h)}"/>`;
    for (let k = 0; k < 10; k++) {
      farLights += `<rect x="${r1(x + 6 + rand() * (w - 14))}" y="${r1(horizon - h + 8 + rand() * (h - 20))}" width="4" height="5"/>`;
    }
    x += w + between(rand, 0, 14);
  }
  body += `<g fill="${shade(sky.mid, -0.3)}">${far}</g><g fill="#f7d88c" opacity="0.6">${farLights}</g>`;
  // Main building: a mid/high-rise with warm lit windows.
  const left = between(rand, 330, 420);
  const width = variant % 2 ? 420 : 340;
  const top = variant % 2 ? 180 : 70;
  const wall = pick(['#2e3446', '#34303f', '#2b3a44'], variant);
  body += `<path d="M${r1(left + width)} ${top} L${r1(left + width + 80)} ${top + 20} L${r1(left + width + 80)} ${horizon} L${r1(left + width)} ${horizon} Z" fill="${shade(wall, -0.3)}"/>`;
  body += `<rect x="${r1(left)}" y="${top}" width="${width}" height="${horizon - top}" fill="${wall}"/>`;
  const cols = Math.round(width / 38);
  const colW = (width - 20) / cols;
  const floorH = 30;
  let lit = '';
  let dark = '';
  let sideLit = '';
  for (let y = top + 20; y < horizon - 40; y += floorH) {
    for (let c = 0; c < cols; c++) {
      const rect = `<rect x="${r1(left + 10 + c * colW + 3)}" y="${y}" width="${r1(colW - 6)}" height="${floorH - 10}"/>`;
      if (rand() < 0.55) lit += rect;
      else dark += rect;
    }
    if (rand() < 0.5)
      sideLit += `<rect x="${r1(left + width + 10 + rand() * 40)}" y="${y + 4}" width="18" height="${floorH - 12}"/>`;
  }
  body += `<g fill="#1b2230">${dark}</g><g fill="#ffd27a">${lit}</g><g fill="#f1b85a" opacity="0.7">${sideLit}</g>`;
  body += `<g fill="#fff3c9" opacity="0.25">${lit}</g>`;
  body += `<rect x="${r1(left - 6)}" y="${top - 14}" width="${width + 12}" height="16" fill="${shade(wall, 0.15)}"/>`;
  body += `<rect x="${r1(left + width / 2 - 3)}" y="${top - 60}" width="6" height="46" fill="${shade(wall, 0.15)}"/><circle cx="${r1(left + width / 2)}" cy="${top - 62}" r="5" fill="#ff4a4a"/>`;
  // Lobby glow
  body += `<rect x="${r1(left + width / 2 - 90)}" y="${horizon - 40}" width="180" height="40" fill="#ffe2a6"/>`;
  // Street, lamps, reflections
  body += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#road)"/>`;
  body += `<rect x="0" y="${horizon}" width="${W}" height="26" fill="#3a3d48"/>`;
  let dashes = '';
  for (let dx = 20; dx < W; dx += 140) dashes += `<rect x="${dx}" y="${H - 80}" width="70" height="8"/>`;
  body += `<g fill="#d9d2b0" opacity="0.7">${dashes}</g>`;
  for (let lx = 100 + (variant % 3) * 40; lx < W; lx += 330) {
    body += `<ellipse cx="${lx + 30}" cy="${horizon + 50}" rx="150" ry="34" fill="url(#lampGlow)" opacity="0.5"/>`;
    body += `<rect x="${lx - 4}" y="${horizon - 150}" width="8" height="${150 + 30}" fill="#1a1c24"/>`;
    body += `<path d="M${lx} ${horizon - 150} q30 -10 50 0" stroke="#1a1c24" stroke-width="6" fill="none"/>`;
    body += `<circle cx="${lx + 50}" cy="${horizon - 146}" r="90" fill="url(#lampGlow)"/><circle cx="${lx + 50}" cy="${horizon - 146}" r="8" fill="#fff1c4"/>`;
  }
  // Car light trails
  body += `<path d="M0 ${H - 120} C300 ${H - 126} 700 ${H - 112} ${W} ${H - 120}" stroke="#ff5a4a" stroke-width="4" opacity="0.7" fill="none"/>`;
  body += `<path d="M0 ${H - 40} C400 ${H - 46} 800 ${H - 34} ${W} ${H - 42}" stroke="#fff0c0" stroke-width="5" opacity="0.6" fill="none"/>`;
  body += palm(80, horizon + 30, 360, 25, '#13301f', '#1d1a18');
  body += palm(W - 90, horizon + 30, 400, -30, '#13301f', '#1d1a18');
  body += roundTree(W - 260, horizon + 26, 70, '#17361f', '#15130f');
  return { defs, body };
}

export function poolScene(rand: Rand, sky: Sky, variant: number): Scene {
  const horizon = 360;
  const water = pick(['#2fb3c9', '#36a7d8', '#22bfb0'], variant);
  const deck = pick(['#e5d8c3', '#d9d3c9', '#cdb99c'], variant);
  const defs =
    skyDefs(sky) +
    groundDefs('#6aab58') +
    linear('water', [
      [0, shade(water, 0.25)],
      [1, shade(water, -0.2)],
    ]) +
    linear('deck', [
      [0, shade(deck, -0.08)],
      [1, shade(deck, 0.06)],
    ]);
  let body = skyBody(rand, sky, horizon, between(rand, 200, 1000), between(rand, 60, 130), 4);
  body += distantSkyline(rand, horizon, shade(sky.mid, -0.15), 0.4);
  body += tower(
    rand,
    variant % 2 ? 700 : 260,
    20,
    250,
    horizon + 10,
    pick(
      [
        { wall: '#ece6dc', glass: '#3f6f94', accent: '#c9a27a' },
        { wall: '#dfe4e8', glass: '#2f5e7e', accent: '#8fb0c2' },
      ],
      variant,
    ),
    sky,
    { side: 60 },
  );
  body += `<rect x="0" y="${horizon - 40}" width="${W}" height="60" fill="#5f9a58"/>`;
  let hedge = '';
  for (let x = 0; x < W; x += 40) hedge += `<circle cx="${x + 20}" cy="${horizon - 36 + (x % 80 ? 4 : 0)}" r="26"/>`;
  body += `<g fill="#4b8a4c">${hedge}</g>`;
  // Deck
  body += `<rect x="0" y="${horizon + 10}" width="${W}" height="${H - horizon}" fill="url(#deck)"/>`;
  let planks = '';
  for (let k = -10; k < 22; k++) planks += `<path d="M${600 + k * 30} ${horizon + 10} L${600 + k * 120} ${H}"/>`;
  body += `<g stroke="${shade(deck, -0.12)}" stroke-width="2" opacity="0.5">${planks}</g>`;
  // Pool in perspective with coping and tiled edge.
  const pTop = horizon + 60;
  const pool = `M220 ${pTop} L980 ${pTop} L1170 ${H - 40} L30 ${H - 40} Z`;
  body += `<path d="M200 ${pTop - 14} L1000 ${pTop - 14} L1200 ${H - 24} L0 ${H - 24} Z" fill="#f4f1ea"/>`;
  body += `<path d="${pool}" fill="url(#water)"/>`;
  body += `<path d="M220 ${pTop} L980 ${pTop} L984 ${pTop + 16} L216 ${pTop + 16} Z" fill="#2d7f99"/>`;
  let tiles = '';
  for (let x = 230; x < 980; x += 22) tiles += `<rect x="${x}" y="${pTop + 2}" width="18" height="12"/>`;
  body += `<g fill="#4fb0cf" opacity="0.8">${tiles}</g>`;
  // Caustic highlights: wavy light lines across the water.
  let waves = '';
  for (let k = 0; k < 16; k++) {
    const y = pTop + 30 + k * ((H - 40 - pTop - 40) / 16) + between(rand, -4, 4);
    const t = (y - pTop) / (H - 40 - pTop);
    const xl = 220 - 190 * t + 20;
    const xr = 980 + 190 * t - 20;
    let d = `M${r1(xl)} ${r1(y)}`;
    const seg = (xr - xl) / 8;
    for (let s = 0; s < 8; s++) d += ` q${r1(seg / 2)} ${r1(between(rand, -6, 6) * (1 + t))} ${r1(seg)} 0`;
    waves += `<path d="${d}" stroke-width="${r1(1.5 + t * 3)}" opacity="${r1(0.25 + rand() * 0.35)}"/>`;
  }
  body += `<g stroke="#ffffff" fill="none">${waves}</g>`;
  body += `<ellipse cx="${600 + between(rand, -200, 200)}" cy="${pTop + 120}" rx="180" ry="26" fill="#ffffff" opacity="0.18"/>`;
  // Ladder
  body += `<g stroke="#d9dde0" stroke-width="6" fill="none"><path d="M870 ${pTop - 50} q0 -20 20 -20 q20 0 20 20 V${pTop + 60}"/><path d="M920 ${pTop - 50} q0 -20 20 -20 q20 0 20 20 V${pTop + 60}"/></g>`;
  // Loungers and umbrella on the deck near the top.
  const lounger = (x: number, color: string): string =>
    `<g transform="translate(${x} ${pTop - 30})"><ellipse cx="60" cy="26" rx="70" ry="8" fill="#000" opacity="0.15"/>` +
    `<path d="M0 10 L90 10 L120 -20 L128 -14 L100 18 L0 18 Z" fill="${color}"/><path d="M6 18 v10 M92 18 v10" stroke="#8a8a8a" stroke-width="4"/></g>`;
  const cushion = pick(['#f4f4f0', '#f2c14e', '#e76f51'], variant);
  body += lounger(40, cushion) + lounger(1030, cushion);
  body += `<path d="M1010 ${pTop - 170} Q1090 ${pTop - 230} 1170 ${pTop - 170} Z" fill="${pick(['#f3efe6', '#e76f51', '#2a9d8f'], variant + 1)}"/><rect x="1088" y="${pTop - 190}" width="5" height="170" fill="#6e5a45"/>`;
  body += palm(150, pTop - 40, 300, 20);
  body += palm(W - 40, pTop - 30, 340, -30, '#33904e');
  body += `<rect x="0" y="0" width="${W}" height="${H}" fill="${sky.light}" opacity="${sky.lightOpacity * 0.6}"/>`;
  return { defs, body };
}
