/** Shared drawing helpers for the demo illustrations: a seeded RNG, colour maths, skies and greenery. */

/** Every scene is drawn on this canvas and scaled (cover) to the requested output size. */
export const W = 1200;
export const H = 800;

export type Rand = () => number;

/** mulberry32: small, fast and deterministic. */
export function makeRand(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function between(rand: Rand, min: number, max: number): number {
  return min + rand() * (max - min);
}

/** Rounds to one decimal so the SVG stays compact. */
export const r1 = (n: number): number => Math.round(n * 10) / 10;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  const channel = (shift: number): string => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" ` +
    `preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`
  );
}

export function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" ${coords}>${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** Mirrors the whole scene for odd layouts. */
/** Warm or cool wash over a whole daylight scene, matching the hour. */
export function tint(sky: Sky, strength = 1): string {
  return sky.lightOpacity > 0
    ? `<rect width="${W}" height="${H}" fill="${sky.light}" opacity="${r1(sky.lightOpacity * strength * 100) / 100}"/>`
    : '';
}

export function mirror(body: string, flip: boolean): string {
  return flip ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
}

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk';

export interface Sky {
  top: string;
  mid: string;
  bottom: string;
  sun: string;
  cloud: string;
  /** Tint laid over buildings so they sit in the light of the hour. */
  light: string;
  lightOpacity: number;
}

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: {
    top: '#5aa7e6',
    mid: '#9fd0f2',
    bottom: '#e4f2fb',
    sun: '#fff6d8',
    cloud: '#ffffff',
    light: '#fff3d6',
    lightOpacity: 0.08,
  },
  noon: {
    top: '#2f86d6',
    mid: '#6fb5ec',
    bottom: '#cfe9fa',
    sun: '#ffffff',
    cloud: '#ffffff',
    light: '#ffffff',
    lightOpacity: 0,
  },
  golden: {
    top: '#4f7fc4',
    mid: '#f0b77c',
    bottom: '#ffdca3',
    sun: '#fff0c2',
    cloud: '#ffe5c9',
    light: '#ffb45c',
    lightOpacity: 0.14,
  },
  dusk: {
    top: '#2c3f78',
    mid: '#b0708f',
    bottom: '#f5a673',
    sun: '#ffd3a0',
    cloud: '#f6c1b3',
    light: '#ff8c6b',
    lightOpacity: 0.16,
  },
};

/** Sky gradient, sun glow and soft clouds. Needs skyDefs() in <defs>. */
export function skyDefs(sky: Sky): string {
  return (
    linear('sky', [
      [0, sky.top],
      [0.6, sky.mid],
      [1, sky.bottom],
    ]) +
    radial('sunGlow', [
      [0, sky.sun, 0.95],
      [0.25, sky.sun, 0.45],
      [1, sky.sun, 0],
    ])
  );
}

export function skyBody(rand: Rand, sky: Sky, horizon: number, sunX: number, sunY: number, clouds = 5): string {
  let out = `<rect width="${W}" height="${horizon + 40}" fill="url(#sky)"/>`;
  out += `<circle cx="${sunX}" cy="${sunY}" r="220" fill="url(#sunGlow)"/><circle cx="${sunX}" cy="${sunY}" r="38" fill="${sky.sun}"/>`;
  let group = '';
  for (let i = 0; i < clouds; i++) {
    group += cloud(
      rand,
      between(rand, 40, W - 40),
      between(rand, 50, horizon * 0.55),
      between(rand, 0.6, 1.3),
      sky.cloud,
    );
  }
  return out + group;
}

/** A soft cloud: a faint halo of puffs behind a brighter core (cheaper than a blur filter). */
export function cloud(rand: Rand, x: number, y: number, scale: number, color: string): string {
  const puffs: [number, number, number][] = [];
  const n = 4 + Math.floor(rand() * 3);
  for (let i = 0; i < n; i++) {
    const px = x + (i - (n - 1) / 2) * 34 * scale + between(rand, -8, 8);
    const pr = (22 + Math.sin((i / (n - 1)) * Math.PI) * 26 + between(rand, -5, 5)) * scale;
    puffs.push([px, y - pr * 0.45, pr]);
  }
  const layer = (grow: number, dy: number): string =>
    puffs.map(([px, py, pr]) => `<circle cx="${r1(px)}" cy="${r1(py + dy)}" r="${r1(pr + grow)}"/>`).join('') +
    `<ellipse cx="${r1(x)}" cy="${r1(y + dy)}" rx="${r1(n * 19 * scale + grow)}" ry="${r1(14 * scale + grow)}"/>`;
  const opacity = r1(between(rand, 0.7, 0.95) * 100) / 100;
  return (
    `<g fill="${color}" opacity="${opacity}">` +
    `<g opacity="0.1">${layer(12 * scale, 2)}</g><g opacity="0.16">${layer(7 * scale, 1)}</g><g opacity="0.3">${layer(3 * scale, 0)}</g>` +
    `<g opacity="0.85">${layer(0, 0)}</g>` +
    `<g fill="#8aa0b8" opacity="0.12">${layer(-6 * scale, 8 * scale)}</g></g>`
  );
}

/** A coconut-style palm: curved trunk with rings, drooping fronds. */
export function palm(
  x: number,
  ground: number,
  height: number,
  lean: number,
  leaf = '#2f8a4a',
  trunk = '#8a6a4a',
): string {
  const topX = x + lean;
  const topY = ground - height;
  const cx = x + lean * 0.2;
  const cy = ground - height * 0.55;
  let out = `<path d="M${x - 9} ${ground} Q${cx - 7} ${cy} ${topX - 4} ${topY} L${topX + 4} ${topY} Q${cx + 7} ${cy} ${x + 9} ${ground} Z" fill="${trunk}"/>`;
  let rings = '';
  for (let t = 0.12; t < 0.95; t += 0.09) {
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * topX;
    const py = (1 - t) * (1 - t) * ground + 2 * (1 - t) * t * cy + t * t * topY;
    rings += `<path d="M${r1(px - 8 + t * 4)} ${r1(py)} q${r1(8 - t * 4)} 3 ${r1(16 - t * 8)} 0" />`;
  }
  out += `<g stroke="${shade(trunk, -0.3)}" stroke-width="2" fill="none" opacity="0.6">${rings}</g>`;
  const angles = [-165, -140, -110, -70, -40, -15, 10, 200];
  let fronds = '';
  for (const [i, a] of angles.entries()) {
    const rad = (a * Math.PI) / 180;
    const len = height * (0.42 + (i % 3) * 0.05);
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.5 + len * 0.45;
    const mx = topX + Math.cos(rad) * len * 0.55;
    const my = topY + Math.sin(rad) * len * 0.55 - len * 0.12;
    const c = i % 2 === 0 ? leaf : shade(leaf, -0.18);
    fronds += `<path d="M${r1(topX)} ${r1(topY)} Q${r1(mx)} ${r1(my - 22)} ${r1(ex)} ${r1(ey)} Q${r1(mx)} ${r1(my + 16)} ${r1(topX)} ${r1(topY + 6)} Z" fill="${c}"/>`;
    fronds += `<path d="M${r1(topX)} ${r1(topY)} Q${r1(mx)} ${r1(my - 4)} ${r1(ex)} ${r1(ey)}" stroke="${shade(leaf, -0.35)}" stroke-width="1.5" fill="none"/>`;
  }
  out +=
    fronds +
    `<circle cx="${topX - 5}" cy="${topY + 8}" r="6" fill="#6b4a2a"/><circle cx="${topX + 6}" cy="${topY + 9}" r="6" fill="#7a5632"/>`;
  return out;
}

/** A broadleaf tree with a layered round canopy. */
export function roundTree(x: number, ground: number, size: number, leaf = '#3f8f4f', trunk = '#6e5138'): string {
  const cy = ground - size * 1.25;
  return (
    `<path d="M${x - size * 0.09} ${ground} L${x - size * 0.05} ${cy} L${x + size * 0.05} ${cy} L${x + size * 0.09} ${ground} Z" fill="${trunk}"/>` +
    `<circle cx="${x - size * 0.38}" cy="${cy + size * 0.12}" r="${size * 0.46}" fill="${shade(leaf, -0.15)}"/>` +
    `<circle cx="${x + size * 0.4}" cy="${cy + size * 0.1}" r="${size * 0.44}" fill="${shade(leaf, -0.1)}"/>` +
    `<circle cx="${x}" cy="${cy - size * 0.2}" r="${size * 0.56}" fill="${leaf}"/>` +
    `<circle cx="${x - size * 0.15}" cy="${cy - size * 0.38}" r="${size * 0.26}" fill="${shade(leaf, 0.15)}" opacity="0.7"/>`
  );
}

/** A low hedge / shrub cluster, optionally with flowers (bougainvillea, hibiscus). */
export function bush(rand: Rand, x: number, ground: number, width: number, leaf = '#3e8a46', flower?: string): string {
  let out = '';
  const n = Math.max(2, Math.round(width / 28));
  for (let i = 0; i < n; i++) {
    const px = x + (i + 0.5) * (width / n);
    const pr = width / n / 1.4 + between(rand, 0, 8);
    out += `<circle cx="${r1(px)}" cy="${r1(ground - pr * 0.7)}" r="${r1(pr)}" fill="${i % 2 ? leaf : shade(leaf, -0.12)}"/>`;
  }
  if (flower) {
    for (let i = 0; i < n * 2; i++) {
      out += `<circle cx="${r1(x + rand() * width)}" cy="${r1(ground - between(rand, 6, width / n))}" r="${r1(between(rand, 3, 6))}" fill="${flower}"/>`;
    }
  }
  return out;
}

/** Potted indoor plant with broad leaves. */
export function pottedPlant(x: number, floor: number, size: number, pot = '#d9cbb8', leaf = '#3f7f4a'): string {
  const potW = size * 0.5;
  const potH = size * 0.42;
  let out = '';
  const leaves = [-60, -35, -12, 10, 32, 58, -85, 82];
  for (const [i, a] of leaves.entries()) {
    const rad = ((a - 90) * Math.PI) / 180;
    const len = size * (0.65 + (i % 3) * 0.12);
    const ex = x + Math.cos(rad) * len;
    const ey = floor - potH + Math.sin(rad) * len;
    const c = i % 2 ? leaf : shade(leaf, 0.14);
    out += `<path d="M${r1(x)} ${r1(floor - potH)} Q${r1(x + Math.cos(rad - 0.5) * len * 0.6)} ${r1(floor - potH + Math.sin(rad - 0.5) * len * 0.6)} ${r1(ex)} ${r1(ey)} Q${r1(x + Math.cos(rad + 0.5) * len * 0.6)} ${r1(floor - potH + Math.sin(rad + 0.5) * len * 0.6)} ${r1(x)} ${r1(floor - potH)} Z" fill="${c}"/>`;
  }
  out += `<path d="M${r1(x - potW / 2)} ${r1(floor - potH)} L${r1(x + potW / 2)} ${r1(floor - potH)} L${r1(x + potW * 0.38)} ${floor} L${r1(x - potW * 0.38)} ${floor} Z" fill="${pot}"/>`;
  out += `<rect x="${r1(x - potW / 2 - 3)}" y="${r1(floor - potH)}" width="${r1(potW + 6)}" height="${r1(size * 0.06)}" rx="2" fill="${shade(pot, -0.1)}"/>`;
  return out;
}

/** Soft contact shadow under furniture. */
export function shadow(x: number, y: number, rx: number, ry: number, opacity = 0.18): string {
  return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#000" opacity="${opacity}"/>`;
}
