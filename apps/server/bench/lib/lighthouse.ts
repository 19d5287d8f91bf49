/**
 * Target 1: Lighthouse (12.x, the last line that runs on Node 20) on Debian's Chromium, mobile emulation (its
 * default), N runs per public page, medians. "gz JS per first visit": every script a first visit loads, fetched
 * uncompressed and gzipped at level 9 here, summed (independent of what the server chose to send).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median } from './load.js';

const LIGHTHOUSE = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
/** The median run's full report per page, for inspection (gitignored). */
export const LIGHTHOUSE_REPORTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/lighthouse');
/** Tries per run: Lighthouse now and then fails a navigation (NO_NAVSTART, NO_FCP) on a busy machine. */
const TRIES = 3;

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  gzJsKb: number;
  runs: number;
}

interface Report {
  /** Set when Lighthouse could not measure the page (e.g. NO_NAVSTART); the scores are then null. */
  runtimeError?: { code?: string; message?: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;
}

interface Run {
  report: Report;
  /** The JSON as Lighthouse wrote it. */
  json: string;
}

function runOnce(url: string, chromiumPath: string): Promise<Run> {
  const args = [
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROME_PATH: chromiumPath },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      let report: Report;
      try {
        report = JSON.parse(out) as Report;
      } catch {
        reject(new Error(`lighthouse failed (exit ${code}): ${err.slice(-400)}`));
        return;
      }
      const { runtimeError } = report;
      if (runtimeError || report.categories.performance?.score == null) {
        reject(
          new Error(
            `lighthouse could not measure ${url}: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? ''}`,
          ),
        );
      } else resolve({ report, json: out });
    });
  });
}

async function gzippedScriptKb(report: Report): Promise<number> {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const scripts = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  let bytes = 0;
  for (const script of scripts) {
    const res = await fetch(script, { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}

/** One measured run, retried (a new Lighthouse process) when a try fails, up to TRIES. */
async function measure(url: string, chromiumPath: string): Promise<Run> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    try {
      return await runOnce(url, chromiumPath);
    } catch (error) {
      lastError = error;
      console.warn(`  ${(error as Error).message.slice(0, 200)} (try ${attempt} of ${TRIES})`);
    }
  }
  throw lastError;
}

/** Keeps the report of the run with the median performance score as results/lighthouse/<page>.json. */
function keepMedianReport(page: string, runs: Run[]): void {
  const byScore = [...runs].sort(
    (a, b) => (a.report.categories.performance?.score ?? 0) - (b.report.categories.performance?.score ?? 0),
  );
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!middle) return;
  const name = page.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9-]+/g, '_') || 'home';
  mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true });
  writeFileSync(path.join(LIGHTHOUSE_REPORTS_DIR, `${name}.json`), middle.json);
}

export async function lighthousePage(baseUrl: string, page: string, runs: number, chromium: string) {
  const measured: Run[] = [];
  for (let i = 0; i < runs; i++) measured.push(await measure(`${baseUrl}${page}`, chromium));
  keepMedianReport(page, measured);
  const reports = measured.map((run) => run.report);
  const score = (key: string) => median(reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)));
  const audit = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? Number.NaN));
  const scores: PageScores = {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    gzJsKb: await gzippedScriptKb(reports[0]!),
    runs,
  };
  return scores;
}
