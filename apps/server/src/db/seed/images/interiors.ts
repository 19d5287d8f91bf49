/** Interior scenes drawn in one-point perspective: bedroom, living room, kitchen and bathroom. */
import type { Rand } from './common.js';
import { H, W, between, linear, pick, pottedPlant, r1, radial, shade, shadow } from './common.js';
import type { Scene } from './exteriors.js';

/** Back wall rectangle; side walls, ceiling and floor converge on it. */
const BW = { x0: 120, x1: 1080, y0: 40, y1: 590 };
const VP = { x: 600, y: 360 };

interface RoomStyle {
  wall: string;
  floor: string;
  accent: string;
  wood: string;
}

function roomDefs(style: RoomStyle, sky: string): string {
  return (
    linear('wall', [
      [0, shade(style.wall, 0.1)],
      [1, shade(style.wall, -0.06)],
    ]) +
    linear('floor', [
      [0, shade(style.floor, -0.12)],
      [1, shade(style.floor, 0.06)],
    ]) +
    linear('windowSky', [
      [0, sky],
      [1, '#eaf6fd'],
    ]) +
    linear('beam', [
      [0, '#fffbe8', 0.45],
      [1, '#fffbe8', 0],
    ]) +
    radial('lampLight', [
      [0, '#fff1c8', 0.9],
      [0.35, '#ffe2a0', 0.35],
      [1, '#ffe2a0', 0],
    ]) +
    linear(
      'vignette',
      [
        [0, '#000', 0.12],
        [0.2, '#000', 0],
        [0.8, '#000', 0],
        [1, '#000', 0.15],
      ],
      false,
    )
  );
}

/** Walls, ceiling, floor with boards or tiles running to the vanishing point. */
function roomShell(style: RoomStyle, floorKind: 'boards' | 'tiles'): string {
  const { x0, x1, y0, y1 } = BW;
  let out = `<rect width="${W}" height="${H}" fill="${shade(style.wall, -0.12)}"/>`;
  out += `<path d="M0 0 L${W} 0 L${x1} ${y0} L${x0} ${y0} Z" fill="${shade(style.wall, 0.18)}"/>`;
  out += `<path d="M0 0 L${x0} ${y0} L${x0} ${y1} L0 ${H} Z" fill="${shade(style.wall, -0.1)}"/>`;
  out += `<path d="M${W} 0 L${x1} ${y0} L${x1} ${y1} L${W} ${H} Z" fill="${shade(style.wall, -0.16)}"/>`;
  out += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="url(#wall)"/>`;
  out += `<path d="M${x0} ${y1} L${x1} ${y1} L${W} ${H} L0 ${H} Z" fill="url(#floor)"/>`;
  let lines = '';
  if (floorKind === 'boards') {
    for (let k = -12; k <= 12; k++) {
      const bx = VP.x + k * 42;
      const fx = VP.x + (bx - VP.x) * ((H - VP.y) / (y1 - VP.y));
      lines += `<path d="M${r1(bx)} ${y1} L${r1(fx)} ${H}"/>`;
    }
  } else {
    for (let k = -10; k <= 10; k++) {
      const bx = VP.x + k * 60;
      const fx = VP.x + (bx - VP.x) * ((H - VP.y) / (y1 - VP.y));
      lines += `<path d="M${r1(bx)} ${y1} L${r1(fx)} ${H}"/>`;
    }
    for (const y of [y1 + 22, y1 + 52, y1 + 95, y1 + 150]) lines += `<path d="M0 ${y} H${W}"/>`;
  }
  out += `<clipPath id="floorClip"><path d="M${x0} ${y1} L${x1} ${y1} L${W} ${H} L0 ${H} Z"/></clipPath>`;
  out += `<g clip-path="url(#floorClip)" stroke="${shade(style.floor, -0.25)}" stroke-width="2" opacity="0.45">${lines}</g>`;
  out += `<rect x="${x0}" y="${y1 - 12}" width="${x1 - x0}" height="12" fill="${shade(style.wall, 0.25)}"/>`;
  return out;
}

function windowOnWall(x: number, y: number, w: number, h: number, frame: string, curtains?: string): string {
  let out = `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="${frame}"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#windowSky)"/>`;
  // Soft view: a couple of distant towers and a treeline.
  out += `<g fill="#b9cfdc" opacity="0.8"><rect x="${x + w * 0.15}" y="${y + h * 0.35}" width="${w * 0.12}" height="${h * 0.65}"/><rect x="${x + w * 0.55}" y="${y + h * 0.2}" width="${w * 0.14}" height="${h * 0.8}"/></g>`;
  out += `<path d="M${x} ${y + h} q${w * 0.2} ${-h * 0.25} ${w * 0.4} ${-h * 0.12} t${w * 0.6} ${-h * 0.04} V${y + h} Z" fill="#8dbf86" opacity="0.85"/>`;
  out += `<path d="M${x + w / 2} ${y} V${y + h} M${x} ${y + h * 0.55} H${x + w}" stroke="${frame}" stroke-width="8"/>`;
  if (curtains) {
    out += `<rect x="${x - 60}" y="${y - 40}" width="${w + 120}" height="8" rx="4" fill="#7d6a58"/>`;
    out += `<path d="M${x - 56} ${y - 34} h70 q-10 ${h * 0.5} 8 ${h + 90} h-82 Z" fill="${curtains}"/>`;
    out += `<path d="M${x + w + 56} ${y - 34} h-70 q10 ${h * 0.5} -8 ${h + 90} h82 Z" fill="${curtains}"/>`;
    out += `<g stroke="${shade(curtains, -0.15)}" stroke-width="3" opacity="0.6"><path d="M${x - 36} ${y - 30} v${h + 80} M${x - 16} ${y - 30} v${h + 80} M${x + w + 36} ${y - 30} v${h + 80} M${x + w + 16} ${y - 30} v${h + 80}"/></g>`;
  }
  return out;
}

/** Daylight falling from a window onto the floor. */
function lightBeam(x: number, w: number, y1: number, shift: number): string {
  return `<path d="M${x} ${y1} L${x + w} ${y1} L${x + w + shift + 140} ${H} L${x + shift - 40} ${H} Z" fill="url(#beam)"/>`;
}

function wallArt(rand: Rand, x: number, y: number, w: number, h: number, colors: string[]): string {
  let out = `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#3b332c"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f7f3ec"/>`;
  out += `<circle cx="${r1(x + w * between(rand, 0.3, 0.7))}" cy="${r1(y + h * 0.4)}" r="${r1(Math.min(w, h) * 0.22)}" fill="${pick(colors, 0)}" opacity="0.85"/>`;
  out += `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.55} L${x + w * 0.6} ${y + h * 0.8} L${x + w * 0.8} ${y + h * 0.6} L${x + w} ${y + h} Z" fill="${pick(colors, 1)}" opacity="0.85"/>`;
  return out;
}

const BEDROOM_STYLES: RoomStyle[] = [
  { wall: '#efe6da', floor: '#b98a5e', accent: '#6f8fa8', wood: '#8a6244' },
  { wall: '#e3ebe6', floor: '#c9a47c', accent: '#c98a6b', wood: '#a77b55' },
  { wall: '#f1e4e0', floor: '#9c7352', accent: '#5e7f6a', wood: '#6e4d36' },
  { wall: '#e6e8ef', floor: '#d0b08c', accent: '#d0a24c', wood: '#9d7a5a' },
];

export function bedroomScene(rand: Rand, variant: number): Scene {
  const style = pick(BEDROOM_STYLES, variant);
  const defs = roomDefs(style, pick(['#7fbde8', '#9fcbea', '#f3c89a'], variant));
  let body = roomShell(style, 'boards');
  const wx = 190;
  body += windowOnWall(wx, 130, 240, 270, '#f7f4ee', pick(['#f4efe6', '#d9c8b0', '#c7d6d0'], variant));
  body += lightBeam(wx, 240, BW.y1, 120);
  body += wallArt(rand, 640, 110, 200, 130, [style.accent, shade(style.accent, 0.3)]);
  // Upholstered headboard
  const bx0 = 520;
  const bx1 = 960;
  body += `<rect x="${bx0}" y="290" width="${bx1 - bx0}" height="210" rx="18" fill="${shade(style.accent, -0.1)}"/>`;
  let tufts = '';
  for (let k = 1; k < 8; k++) tufts += `<path d="M${bx0 + k * ((bx1 - bx0) / 8)} 300 v190"/>`;
  body += `<g stroke="${shade(style.accent, -0.3)}" stroke-width="3" opacity="0.5">${tufts}</g>`;
  // Bed in perspective: mattress widening toward the viewer.
  body += shadow((bx0 + bx1) / 2 + 20, 760, 330, 30, 0.2);
  body += `<path d="M${bx0 + 10} 440 L${bx1 - 10} 440 L${bx1 + 90} 720 L${bx0 - 90} 720 Z" fill="#ffffff"/>`;
  body += `<path d="M${bx0 - 90} 720 L${bx1 + 90} 720 L${bx1 + 90} 770 L${bx0 - 90} 770 Z" fill="#e9e6e0"/>`;
  body += `<path d="M${bx0 - 90} 770 L${bx1 + 90} 770 L${bx1 + 80} 790 L${bx0 - 80} 790 Z" fill="${style.wood}"/>`;
  // Duvet fold and throw
  const throwC = pick(['#c9704f', '#4f6f8f', '#d7b24a', '#7a9a7a'], variant);
  body += `<path d="M${bx0 - 20} 540 L${bx1 + 20} 540 L${bx1 + 44} 610 L${bx0 - 44} 610 Z" fill="${shade('#ffffff', -0.06)}"/>`;
  body += `<path d="M${bx0 - 54} 640 L${bx1 + 54} 640 L${bx1 + 72} 690 L${bx0 - 72} 690 Z" fill="${throwC}"/>`;
  body += `<path d="M${bx0 - 72} 690 L${bx1 + 72} 690 L${bx1 + 72} 740 L${bx0 - 72} 740 Z" fill="${shade(throwC, -0.2)}"/>`;
  // Pillows
  const pw = (bx1 - bx0 - 60) / 2;
  for (let k = 0; k < 2; k++) {
    const px = bx0 + 20 + k * (pw + 20);
    body += `<rect x="${px}" y="430" width="${pw}" height="80" rx="30" fill="#fbfaf7"/><rect x="${px + 6}" y="490" width="${pw - 12}" height="12" rx="6" fill="#e6e2da"/>`;
  }
  body += `<rect x="${(bx0 + bx1) / 2 - 70}" y="470" width="140" height="62" rx="22" fill="${shade(style.accent, 0.15)}"/>`;
  // Bedside table + lamp with glow
  const tx = bx1 + 30;
  body += `<circle cx="${tx + 50}" cy="410" r="190" fill="url(#lampLight)"/>`;
  body += shadow(tx + 50, 595, 70, 8);
  body += `<rect x="${tx}" y="480" width="100" height="110" fill="${style.wood}"/><rect x="${tx + 8}" y="500" width="84" height="36" fill="${shade(style.wood, -0.12)}"/><rect x="${tx + 8}" y="544" width="84" height="36" fill="${shade(style.wood, -0.12)}"/>`;
  body += `<circle cx="${tx + 50}" cy="518" r="4" fill="#e0c080"/><circle cx="${tx + 50}" cy="562" r="4" fill="#e0c080"/>`;
  body += `<rect x="${tx + 44}" y="420" width="10" height="60" fill="#8c7a66"/><ellipse cx="${tx + 50}" cy="480" rx="24" ry="6" fill="#8c7a66"/>`;
  body += `<path d="M${tx + 18} 420 L${tx + 30} 370 L${tx + 70} 370 L${tx + 82} 420 Z" fill="#fff4d6"/>`;
  // Rug peeking out under the bed on the floor
  body += `<path d="M140 720 L${bx0 - 100} 720 L${bx0 - 130} 800 L60 800 Z" fill="${shade(style.accent, 0.35)}" opacity="0.9"/>`;
  body += pottedPlant(200, 640, 170, '#e8dfd2', '#4a8a55');
  body += `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return { defs, body };
}

const LIVING_STYLES: RoomStyle[] = [
  { wall: '#f2ece3', floor: '#b88d63', accent: '#4f6d7a', wood: '#7b5a40' },
  { wall: '#e8ece8', floor: '#cfae86', accent: '#c06c4c', wood: '#a57d58' },
  { wall: '#efe7dc', floor: '#8f6a4c', accent: '#6b8f71', wood: '#5f4532' },
  { wall: '#e9e6ef', floor: '#d6c2a4', accent: '#d3a03f', wood: '#8d6a4c' },
];

export function livingScene(rand: Rand, variant: number): Scene {
  const style = pick(LIVING_STYLES, variant);
  const defs = roomDefs(style, pick(['#86c3ec', '#f1c28e', '#9fd0f0'], variant));
  let body = roomShell(style, 'boards');
  // Large window on the right of the back wall
  body += windowOnWall(760, 110, 260, 330, '#f7f4ee', pick(['#efe8dc', '#d8cdbd', '#cfd9d2'], variant + 1));
  body += lightBeam(760, 260, BW.y1, -160);
  // TV on the left side wall, in perspective
  const tvTop = (x: number): number => (x / BW.x0) * 160 + 80;
  body += `<path d="M30 ${tvTop(30)} L100 ${tvTop(100) + 14} L100 ${tvTop(100) + 150} L30 ${tvTop(30) + 190} Z" fill="#1c1f24"/>`;
  body += `<path d="M36 ${tvTop(36) + 8} L94 ${tvTop(94) + 20} L94 ${tvTop(94) + 142} L36 ${tvTop(36) + 178} Z" fill="#2d3a48"/>`;
  body += `<path d="M40 ${tvTop(40) + 14} L90 ${tvTop(90) + 24} L90 ${tvTop(90) + 60} L40 ${tvTop(40) + 70} Z" fill="#4f6a85" opacity="0.6"/>`;
  body += `<path d="M0 480 L110 460 L110 530 L0 580 Z" fill="${style.wood}"/><path d="M0 580 L110 530 L110 545 L0 600 Z" fill="${shade(style.wood, -0.25)}"/>`;
  body += wallArt(rand, 230, 130, 150, 190, [style.accent, '#e7c88a']);
  body += wallArt(rand, 420, 170, 110, 110, ['#d98e6e', style.accent]);
  // Sofa
  const sx0 = 300;
  const sx1 = 860;
  const fabric = pick(['#8d99a6', '#c9b79c', '#5f7a8a', '#b3a48f'], variant);
  body += shadow((sx0 + sx1) / 2, 600, 310, 18, 0.22);
  body += `<rect x="${sx0}" y="380" width="${sx1 - sx0}" height="130" rx="26" fill="${shade(fabric, -0.08)}"/>`;
  body += `<rect x="${sx0 - 30}" y="430" width="70" height="160" rx="22" fill="${fabric}"/><rect x="${sx1 - 40}" y="430" width="70" height="160" rx="22" fill="${fabric}"/>`;
  body += `<rect x="${sx0 + 30}" y="490" width="${sx1 - sx0 - 60}" height="70" rx="14" fill="${shade(fabric, 0.08)}"/>`;
  body += `<path d="M${(sx0 + sx1) / 2} 494 v62" stroke="${shade(fabric, -0.15)}" stroke-width="3"/>`;
  body += `<rect x="${sx0 + 10}" y="560" width="${sx1 - sx0 - 20}" height="26" rx="6" fill="${shade(fabric, -0.2)}"/>`;
  const cushions = [
    pick(['#e0b15a', '#f2e6d0', '#c86f4f'], variant),
    pick(['#f2e6d0', '#5d7f6a', '#e0b15a'], variant + 1),
  ];
  body += `<rect x="${sx0 + 50}" y="420" width="110" height="90" rx="20" fill="${pick(cushions, 0)}" transform="rotate(-8 ${sx0 + 105} 465)"/>`;
  body += `<rect x="${sx1 - 160}" y="420" width="110" height="90" rx="20" fill="${pick(cushions, 1)}" transform="rotate(8 ${sx1 - 105} 465)"/>`;
  // Rug and coffee table
  const rug = pick(['#d9cbb5', '#c7a991', '#b9c4c0', '#e2d4c0'], variant);
  body += `<path d="M230 610 L970 610 L1080 770 L120 770 Z" fill="${rug}"/>`;
  body += `<path d="M260 625 L940 625 L1035 755 L165 755 Z" fill="none" stroke="${shade(rug, -0.15)}" stroke-width="4"/>`;
  body += shadow(600, 712, 200, 14, 0.2);
  body += `<path d="M420 630 L780 630 L810 672 L390 672 Z" fill="${style.wood}"/><rect x="390" y="672" width="420" height="16" fill="${shade(style.wood, -0.25)}"/>`;
  body += `<rect x="410" y="688" width="10" height="24" fill="${shade(style.wood, -0.35)}"/><rect x="780" y="688" width="10" height="24" fill="${shade(style.wood, -0.35)}"/>`;
  body += `<ellipse cx="520" cy="648" rx="28" ry="8" fill="#f4f1ea"/><rect x="650" y="636" width="70" height="14" rx="3" fill="${style.accent}"/>`;
  // Floor lamp and plants
  const lx = 200;
  body += `<circle cx="${lx}" cy="300" r="180" fill="url(#lampLight)"/>`;
  body += `<rect x="${lx - 3}" y="300" width="6" height="300" fill="#3b3b3b"/><ellipse cx="${lx}" cy="600" rx="30" ry="7" fill="#3b3b3b"/>`;
  body += `<path d="M${lx - 39} 300 L${lx - 24} 240 L${lx + 24} 240 L${lx + 39} 300 Z" fill="#f6ecd6"/>`;
  body += pottedPlant(1010, 690, 230, pick(['#e9e2d6', '#c7664a', '#ffffff'], variant), '#3f8450');
  body += `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return { defs, body };
}

const KITCHEN_STYLES: RoomStyle[] = [
  { wall: '#f4f1ea', floor: '#c9c1b5', accent: '#4e6e63', wood: '#c79f74' },
  { wall: '#eef0f1', floor: '#b59878', accent: '#2f4a62', wood: '#e9e4da' },
  { wall: '#f3ece4', floor: '#d1c7b9', accent: '#8a5a44', wood: '#b88a5e' },
  { wall: '#eceee9', floor: '#a89f94', accent: '#7d8f5a', wood: '#f1ede5' },
];

export function kitchenScene(rand: Rand, variant: number): Scene {
  const style = pick(KITCHEN_STYLES, variant);
  const defs =
    roomDefs(style, pick(['#8cc6ee', '#9fd0f0', '#f3c89a'], variant)) +
    `<pattern id="splash" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${pick(['#ffffff', '#dfe9ec', '#f2e9dc'], variant)}"/><path d="M0 0.5 H40 M0.5 0 V10 M20.5 10 V20 M0 10.5 H40" stroke="#cfc9c0" stroke-width="1.2"/></pattern>`;
  let body = roomShell(style, 'tiles');
  const cab = style.accent;
  const top = 330;
  const counter = 430;
  // Backsplash
  body += `<rect x="${BW.x0}" y="${top}" width="${BW.x1 - BW.x0 - 180}" height="${counter - top}" fill="url(#splash)"/>`;
  // Window above the sink
  body += windowOnWall(470, 120, 240, 180, '#ffffff');
  // Upper cabinets either side of the window
  body += `<rect x="${BW.x0}" y="90" width="290" height="200" fill="${shade(cab, 0.05)}"/><rect x="760" y="90" width="140" height="200" fill="${shade(cab, 0.05)}"/>`;
  let doors = '';
  for (const [x, w] of [
    [BW.x0 + 8, 134],
    [BW.x0 + 148, 134],
    [768, 124],
  ] as const) {
    doors += `<rect x="${x}" y="98" width="${w}" height="184" fill="none" stroke="${shade(cab, -0.2)}" stroke-width="3"/>`;
    doors += `<rect x="${x + w - 16}" y="240" width="5" height="34" rx="2" fill="#d7d3cc"/>`;
  }
  body += doors;
  // Hood over the hob
  body += `<path d="M180 290 L340 290 L320 230 L200 230 Z" fill="#c8ccd0"/><rect x="240" y="90" width="40" height="140" fill="#b9bdc1"/>`;
  body += `<rect x="${BW.x0}" y="290" width="290" height="8" fill="#000" opacity="0.08"/>`;
  // Under-cabinet light glow on the splash
  body += `<rect x="${BW.x0}" y="${top}" width="${BW.x1 - BW.x0 - 180}" height="40" fill="#fff6da" opacity="0.35"/>`;
  // Counter and base cabinets
  body += `<rect x="${BW.x0}" y="${counter}" width="${BW.x1 - BW.x0 - 180}" height="20" fill="${pick(['#f4f2ee', '#2f2f33', '#e3dcd0'], variant)}"/>`;
  body += `<rect x="${BW.x0}" y="${counter + 20}" width="${BW.x1 - BW.x0 - 180}" height="${BW.y1 - counter - 32}" fill="${cab}"/>`;
  let base = '';
  for (let x = BW.x0 + 8; x < BW.x1 - 190; x += 112) {
    base += `<rect x="${x}" y="${counter + 28}" width="104" height="${BW.y1 - counter - 50}" fill="none" stroke="${shade(cab, -0.2)}" stroke-width="3"/><rect x="${x + 30}" y="${counter + 40}" width="44" height="5" rx="2" fill="#d7d3cc"/>`;
  }
  body += base;
  // Hob, sink, tap, kettle, fruit
  body += `<rect x="190" y="${counter - 4}" width="140" height="8" fill="#222"/>`;
  body += `<rect x="520" y="${counter - 2}" width="140" height="8" rx="3" fill="#9aa3a8"/>`;
  body += `<path d="M590 ${counter} V${counter - 70} q0 -16 16 -16 h14 q10 0 10 10 v10" stroke="#b8bec2" stroke-width="7" fill="none"/>`;
  body += `<path d="M380 ${counter} L386 ${counter - 40} Q400 ${counter - 56} 414 ${counter - 40} L420 ${counter} Z" fill="${pick(['#e85d4a', '#f2efe6', '#4a8fb0'], variant)}"/>`;
  body += `<ellipse cx="740" cy="${counter - 8}" rx="40" ry="10" fill="#efe9df"/><circle cx="728" cy="${counter - 18}" r="12" fill="#f0b429"/><circle cx="752" cy="${counter - 18}" r="12" fill="#e2553f"/><circle cx="742" cy="${counter - 30}" r="11" fill="#7cb342"/>`;
  body += pottedPlant(880, counter, 90, '#ffffff', '#4e9a5a');
  // Fridge
  body += `<rect x="${BW.x1 - 175}" y="150" width="170" height="${BW.y1 - 150}" rx="8" fill="#d9dde0"/><path d="M${BW.x1 - 175} 330 H${BW.x1 - 5}" stroke="#aeb4b8" stroke-width="3"/>`;
  body += `<rect x="${BW.x1 - 160}" y="250" width="6" height="60" rx="3" fill="#8f969b"/><rect x="${BW.x1 - 160}" y="350" width="6" height="80" rx="3" fill="#8f969b"/>`;
  body += `<rect x="${BW.x1 - 175}" y="150" width="40" height="${BW.y1 - 150}" fill="#ffffff" opacity="0.25"/>`;
  // Island with stools in the foreground
  const islandTop = 620;
  body += shadow(600, 790, 420, 16, 0.2);
  body += `<path d="M220 ${islandTop} L980 ${islandTop} L1010 ${islandTop + 34} L190 ${islandTop + 34} Z" fill="${pick(['#f4f2ee', '#e3dcd0', '#2f2f33'], variant + 1)}"/>`;
  body += `<rect x="200" y="${islandTop + 34}" width="800" height="${H - islandTop - 34}" fill="${style.wood}"/>`;
  let slats = '';
  for (let x = 210; x < 1000; x += 26) slats += `<path d="M${x} ${islandTop + 40} V${H}"/>`;
  body += `<g stroke="${shade(style.wood, -0.15)}" stroke-width="3">${slats}</g>`;
  // Pendant lights
  for (const px of [400, 600, 800]) {
    body += `<path d="M${px} 0 V${110 + (px % 3) * 4}" stroke="#333" stroke-width="2"/>`;
    body += `<circle cx="${px}" cy="170" r="90" fill="url(#lampLight)"/>`;
    body += `<path d="M${px - 34} 160 Q${px} 100 ${px + 34} 160 Z" fill="${pick(['#2f2f33', '#c9a66b', '#e8e4dc'], variant)}"/><ellipse cx="${px}" cy="160" rx="20" ry="5" fill="#fff4d2"/>`;
  }
  body += `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  void rand;
  return { defs, body };
}

const BATH_STYLES: RoomStyle[] = [
  { wall: '#eef1f2', floor: '#9aa3a8', accent: '#6b8796', wood: '#a07a58' },
  { wall: '#f1ece4', floor: '#c2b6a6', accent: '#5c7a66', wood: '#8c6647' },
  { wall: '#e6ecef', floor: '#6f7a80', accent: '#c08a5a', wood: '#b58b62' },
  { wall: '#f3f0ea', floor: '#b0a89e', accent: '#3f5f7a', wood: '#7a5a40' },
];

export function bathroomScene(rand: Rand, variant: number): Scene {
  const style = pick(BATH_STYLES, variant);
  const tile = pick(['#f4f6f6', '#e9e3d9', '#dfe8ec', '#ece7e1'], variant);
  const tileW = variant % 2 ? 60 : 90;
  const defs =
    roomDefs(style, '#a9d3ee') +
    `<pattern id="wallTile" width="${tileW}" height="45" patternUnits="userSpaceOnUse"><rect width="${tileW}" height="45" fill="${tile}"/><path d="M0 0.5 H${tileW} M0.5 0 V45" stroke="${shade(tile, -0.14)}" stroke-width="1.5"/></pattern>` +
    linear('mirror', [
      [0, '#dfe9ee'],
      [1, '#b9c9d2'],
    ]) +
    linear(
      'glassPanel',
      [
        [0, '#e6f3f8', 0.35],
        [1, '#bcd9e6', 0.2],
      ],
      false,
    );
  let body = roomShell({ ...style, wall: tile }, 'tiles');
  body += `<rect x="${BW.x0}" y="${BW.y0}" width="${BW.x1 - BW.x0}" height="${BW.y1 - BW.y0}" fill="url(#wallTile)"/>`;
  // Feature strip
  body += `<rect x="${BW.x0}" y="${BW.y0}" width="${BW.x1 - BW.x0}" height="${BW.y1 - BW.y0}" fill="url(#wall)" opacity="0.25"/>`;
  // Mirror with backlight glow
  const mx = 260;
  body += `<rect x="${mx - 20}" y="90" width="360" height="290" rx="40" fill="#fff6dc" opacity="0.6"/>`;
  body += `<rect x="${mx}" y="110" width="320" height="250" rx="30" fill="url(#mirror)"/>`;
  body += `<path d="M${mx + 40} 130 L${mx + 120} 130 L${mx + 20} 260 Z" fill="#ffffff" opacity="0.35"/>`;
  // Vanity with vessel basin
  body += shadow(mx + 160, 588, 220, 8);
  body += `<rect x="${mx - 30}" y="430" width="380" height="20" fill="${pick(['#f7f5f1', '#2f3136', '#e0d7c8'], variant)}"/>`;
  body += `<rect x="${mx - 20}" y="450" width="360" height="100" fill="${style.wood}"/>`;
  body += `<path d="M${mx + 160} 456 V544" stroke="${shade(style.wood, -0.25)}" stroke-width="3"/><rect x="${mx + 60}" y="496" width="60" height="5" rx="2" fill="#d7d3cc"/><rect x="${mx + 200}" y="496" width="60" height="5" rx="2" fill="#d7d3cc"/>`;
  body += `<path d="M${mx + 90} 430 Q${mx + 90} 390 ${mx + 160} 390 Q${mx + 230} 390 ${mx + 230} 430 Z" fill="#ffffff"/><ellipse cx="${mx + 160}" cy="392" rx="70" ry="9" fill="#e3e8ea"/>`;
  body += `<path d="M${mx + 160} 372 V346 h26 v8" stroke="#b5bcc0" stroke-width="7" fill="none"/>`;
  body += `<rect x="${mx + 280}" y="400" width="22" height="30" rx="4" fill="${style.accent}"/><rect x="${mx + 285}" y="390" width="12" height="12" fill="#cfcfcf"/>`;
  // Shower: glass panel, rain head, niche
  const sx = 760;
  body += `<rect x="${sx}" y="${BW.y0}" width="${BW.x1 - sx}" height="${BW.y1 - BW.y0}" fill="${shade(tile, -0.06)}"/>`;
  body += `<rect x="${sx + 140}" y="300" width="120" height="60" fill="${shade(tile, -0.15)}"/><rect x="${sx + 160}" y="320" width="24" height="40" rx="4" fill="${style.accent}"/><rect x="${sx + 196}" y="330" width="20" height="30" rx="4" fill="#f4f4f4"/>`;
  body += `<path d="M${sx + 200} ${BW.y0} V120 h-30" stroke="#b5bcc0" stroke-width="8" fill="none"/><rect x="${sx + 120}" y="116" width="100" height="12" rx="6" fill="#aab1b5"/>`;
  let drops = '';
  for (let k = 0; k < 14; k++)
    drops += `<path d="M${r1(sx + 126 + rand() * 90)} ${r1(140 + rand() * 60)} v${r1(between(rand, 14, 30))}"/>`;
  body += `<g stroke="#ffffff" stroke-width="2" opacity="0.6">${drops}</g>`;
  body += `<path d="M${sx - 20} 60 L${sx + 120} 60 L${sx + 150} 800 L${sx - 20} 800 Z" fill="url(#glassPanel)" stroke="#dfe7ea" stroke-width="4"/>`;
  body += `<path d="M${sx + 10} 100 L${sx + 40} 100 L${sx + 60} 500 L${sx + 30} 500 Z" fill="#ffffff" opacity="0.3"/>`;
  // Towel on a rail
  body += `<path d="M150 230 H220" stroke="#b5bcc0" stroke-width="6"/>`;
  const towel = pick(['#f4efe6', '#d9a88f', '#9fb7c4', '#c7d3b5'], variant);
  body += `<path d="M152 232 L218 232 L214 400 L156 400 Z" fill="${towel}"/><path d="M156 380 H214" stroke="${shade(towel, -0.15)}" stroke-width="4"/>`;
  body += pottedPlant(mx + 380, 590, 130, '#ffffff', '#4d915a');
  // Bath mat
  body += `<path d="M300 680 L560 680 L580 740 L280 740 Z" fill="${pick(['#e9e2d6', '#c9d6d9', '#d9c6b5'], variant)}"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return { defs, body };
}
