/** Results: bench/results/latest.json (one row per figure: name, value, unit, target, met) and a readable table. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ResultRow {
  name: string;
  value: number;
  unit: string;
  /** e.g. "≤ 50" or "≥ 0.9"; empty when the figure is for information only. */
  target: string;
  /** null: no target (information). */
  met: boolean | null;
  /** (max − min) / median over the repeats, when measured more than once. */
  spread?: number;
  note?: string;
}

export const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/latest.json');
export const SSE_RESULTS_FILE = path.join(path.dirname(RESULTS_FILE), 'sse.json');
export const FILTERS_RESULTS_FILE = path.join(path.dirname(RESULTS_FILE), 'filters.json');

export class Report {
  readonly rows: ResultRow[] = [];
  readonly loadAverages: { at: string; load1: number; load5: number; load15: number }[] = [];
  readonly notes: string[] = [];

  /** `partialMeta`: when given, the file is rewritten after every row (marked incomplete). */
  /** `file`: where the results go (`npm run bench -- sse` writes results/sse.json). */
  constructor(
    private readonly partialMeta?: () => Record<string, unknown>,
    private readonly file: string = RESULTS_FILE,
  ) {}

  add(row: ResultRow): void {
    this.rows.push(row);
    console.log(`  ${formatRow(row)}`);
    if (this.partialMeta) this.write(this.partialMeta());
  }

  /** Records the machine's load average (other work on the machine skews every figure). */
  sampleLoad(at: string): void {
    const [load1, load5, load15] = loadavg() as [number, number, number];
    this.loadAverages.push({ at, load1, load5, load15 });
  }

  note(text: string): void {
    this.notes.push(text);
    console.log(`  note: ${text}`);
  }

  write(meta: Record<string, unknown>): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', node: process.version };
    const body = { ...meta, machine, loadAverages: this.loadAverages, notes: this.notes, results: this.rows };
    writeFileSync(this.file, `${JSON.stringify(body, null, 2)}\n`);
  }

  print(): void {
    const width = Math.max(...this.rows.map((r) => r.name.length), 10);
    console.log(`\n${'figure'.padEnd(width)}  ${'value'.padStart(12)}  ${'target'.padEnd(10)}  met  spread`);
    console.log('-'.repeat(width + 40));
    for (const row of this.rows) console.log(formatRow(row, width));
    const loads = this.loadAverages.map((l) => `${l.at} ${l.load1.toFixed(2)}`).join(', ');
    console.log(`\nload average (1 min): ${loads}`);
    for (const note of this.notes) console.log(`note: ${note}`);
    console.log(`\nwritten to ${this.file}`);
  }
}

function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

function formatRow(row: ResultRow, width = row.name.length): string {
  const met = row.met === null ? ' - ' : row.met ? 'yes' : 'NO ';
  const spread = row.spread === undefined ? '' : `±${(row.spread * 50).toFixed(0)}%`;
  const note = row.note ? `  (${row.note})` : '';
  return `${row.name.padEnd(width)}  ${formatValue(row.value, row.unit).padStart(12)}  ${row.target.padEnd(10)}  ${met}  ${spread.padStart(6)}${note}`;
}
