/**
 * Issue 28's performance budget: every filter combination of the public listing, with a sort and random values on
 * every request, at no less than half the throughput of the unfiltered page 1 measured in the same run. Each repeat
 * measures the unfiltered page 1, then every combination, then page 1 again; a combination's ratio is its req/s over
 * the mean of that repeat's two page-1 runs; the figure is the median ratio over the repeats.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RAIL_LINES, STATIONS as ALL_STATIONS } from '../../src/lib/stations/stations-data.js';
import { type LoadRun, median, spread } from './load.js';
import type { Report } from './report.js';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'random-load-worker.mjs');
const AREAS = ['Ampang', 'Bangsar', 'Cheras', 'Damansara', 'Kepong', 'Puchong', 'Melati', 'Kenanga', 'Orkid', 'Mawar'];
/** Every station code and line of the shipped dataset (the bulk data set's homes are near all of them). */
const STATIONS = ALL_STATIONS.map((station) => station.code);
const LINES = RAIL_LINES.map((line) => line.id);
const SORTS = ['newest', 'price_asc', 'price_desc', 'size', 'price_per_sqft'];
const AMENITIES = ['aircon', 'water_heater', 'washing_machine', 'fridge', 'wifi', 'pool', 'gym', 'security_24h'];

export interface FilterCombination {
  name: string;
  /** One request's query (random values), without page and limit. */
  query: (pick: Picker) => string;
}

export interface Picker {
  int(min: number, max: number): number;
  one<T>(values: readonly T[]): T;
}

const picker = (random: () => number): Picker => ({
  int: (min, max) => min + Math.floor(random() * (max - min + 1)),
  one: (values) => values[Math.floor(random() * values.length)]!,
});

const date = (p: Picker) => `2026-${p.one(['11', '12'])}-${String(p.int(1, 28)).padStart(2, '0')}`;

/** The combinations of issue 28 §2 (each with a random sort), the issue's slow search first. */
export const FILTER_COMBINATIONS: FilterCombination[] = [
  { name: 'keyword + min price', query: (p) => `q=${p.one(AREAS)}&minPrice=${p.int(300, 3000)}` },
  { name: 'keyword', query: (p) => `q=${p.one(AREAS)}&sort=${p.one(SORTS)}` },
  {
    name: 'type + price range',
    query: (p) =>
      `type=${p.one(['Unit%20Rental', 'Room%20Rental'])}&minPrice=${p.int(300, 1500)}&maxPrice=${p.int(1500, 3000)}&sort=${p.one(SORTS)}`,
  },
  {
    name: 'bedrooms + bathrooms + furnishing',
    query: (p) =>
      `bedrooms=${p.int(1, 5)}&bathrooms=${p.int(1, 3)}&furnishing=${p.one(['unfurnished', 'partly_furnished', 'fully_furnished'])}&sort=${p.one(SORTS)}`,
  },
  {
    name: 'amenities + pets',
    query: (p) => `amenities=${p.one(AMENITIES)},${p.one(AMENITIES)}&pets=true&sort=${p.one(SORTS)}`,
  },
  {
    name: 'room: gender + private bathroom + own aircon + price',
    query: (p) =>
      `type=Room%20Rental&gender=${p.one(['any', 'female', 'male'])}&privateBathroom=true&ownAircon=true&maxPrice=${p.int(400, 900)}&sort=${p.one(SORTS)}`,
  },
  { name: 'available by', query: (p) => `availableBy=${date(p)}&sort=${p.one(SORTS)}` },
  {
    name: 'near a station',
    query: (p) => `station=${p.one(STATIONS)}&walk=${p.one([5, 10, 15])}&sort=${p.one(SORTS)}`,
  },
  {
    name: 'line + bedrooms + keyword',
    query: (p) =>
      `line=${p.one(LINES)}&walk=${p.one([5, 10, 15])}&bedrooms=${p.int(1, 4)}&q=${p.one(AREAS)}&sort=${p.one(SORTS)}`,
  },
  {
    name: 'everything',
    query: (p) =>
      `q=${p.one(AREAS)}&minPrice=${p.int(300, 1200)}&maxPrice=${p.int(1200, 3000)}&bedrooms=${p.int(1, 3)}&furnishing=fully_furnished&amenities=${p.one(AMENITIES)}&availableBy=${date(p)}&station=${p.one(STATIONS)}&walk=15&sort=${p.one(SORTS)}`,
  },
];

/** A seeded generator (mulberry32), so that a run can be repeated with the same requests. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function combinationPaths(combination: FilterCombination, count: number, seed: number): string[] {
  const p = picker(seeded(seed));
  return Array.from({ length: count }, () => `/api/properties?${combination.query(p)}&page=1&limit=24`);
}

/** One run of autocannon over `paths` (one path per request, in turn) in its own process. */
export function runPathsLoad(options: {
  url: string;
  paths: string[];
  connections: number;
  seconds: number;
}): Promise<LoadRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sewamudah-bench-paths-'));
  const file = path.join(dir, 'load.json');
  writeFileSync(file, JSON.stringify(options));
  return new Promise<LoadRun>((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number; max: number };
          statusCodeStats?: Record<string, { count: number }>;
          errors: number;
          timeouts: number;
        };
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          requests: r.requests.total,
          statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([s, v]) => [s, v.count])),
          errors: r.errors,
          timeouts: r.timeouts,
        });
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${err.slice(-500)}`));
      }
    });
  });
}

export interface FilterMeasureOptions {
  connections: number;
  seconds: number;
  repeats: number;
  label: string;
  /** Only these combinations (by name); all when empty. */
  only?: string[];
}

/** Measures every combination against the unfiltered page 1 (target ≥ 0.5×), interleaved per repeat. */
export async function measureFilters(serverUrl: string, report: Report, options: FilterMeasureOptions): Promise<void> {
  const combinations = FILTER_COMBINATIONS.filter((c) => !options.only?.length || options.only.includes(c.name));
  const baseline = ['/api/properties?page=1&limit=24'];
  // Every combination must answer 200 to all of its paths' first requests (a 400 would be a fast lie).
  for (const combination of combinations) {
    for (const p of combinationPaths(combination, 20, 7)) {
      const res = await fetch(`${serverUrl}${p}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${combination.name}: GET ${p} answered ${res.status}`);
    }
  }
  const load = { url: serverUrl, connections: options.connections, seconds: options.seconds };
  const ratios = new Map<string, number[]>();
  const runs = new Map<string, LoadRun[]>();
  const base: LoadRun[] = [];
  for (let r = 0; r < options.repeats; r++) {
    const before = await runPathsLoad({ ...load, paths: baseline });
    const measured: [string, LoadRun][] = [];
    for (const [i, combination] of combinations.entries()) {
      const paths = combinationPaths(combination, 5000, 1000 * r + i + 1);
      measured.push([combination.name, await runPathsLoad({ ...load, paths })]);
    }
    const after = await runPathsLoad({ ...load, paths: baseline });
    base.push(before, after);
    const unfiltered = (before.rps + after.rps) / 2;
    for (const [name, run] of measured) {
      ratios.set(name, [...(ratios.get(name) ?? []), run.rps / Math.max(1, unfiltered)]);
      runs.set(name, [...(runs.get(name) ?? []), run]);
    }
  }
  report.add({
    name: `${options.label} unfiltered page 1 @${options.connections}`,
    value: median(base.map((r) => r.rps)),
    unit: 'req/s',
    target: '',
    met: null,
    spread: spread(base.map((r) => r.rps)),
    note: `p50 ${median(base.map((r) => r.p50))} ms, p99 ${median(base.map((r) => r.p99))} ms`,
  });
  for (const combination of combinations) {
    const values = ratios.get(combination.name)!;
    const own = runs.get(combination.name)!;
    const total = own.reduce((n, r) => n + Object.values(r.statuses).reduce((a, b) => a + b, 0), 0);
    const ok = own.reduce((n, r) => n + (r.statuses['200'] ?? 0), 0);
    const ratio = median(values);
    report.add({
      name: `${options.label} ${combination.name} / unfiltered`,
      value: ratio,
      unit: '×',
      target: '≥ 0.5',
      met: ratio >= 0.5 && ok / Math.max(1, total) >= 0.99,
      spread: spread(values),
      note: `${median(own.map((r) => r.rps)).toFixed(0)} req/s, p50 ${median(own.map((r) => r.p50))} ms, p99 ${median(own.map((r) => r.p99))} ms${ok < total ? `, ${total - ok} not 200` : ''}`,
    });
  }
}
