/**
 * Target 1: Lighthouse (12.x, the last line that runs on Node 20) on Debian's Chromium, mobile emulation (its
 * default), N runs per public page, medians. "gz JS per first visit": every script a first visit loads, fetched
 * uncompressed and gzipped at level 9 here, summed (independent of what the server chose to send).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { median } from './load.js';

const LIGHTHOUSE = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

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
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;
}

function runOnce(url: string, chromiumPath: string): Promise<Report> {
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
      try {
        resolve(JSON.parse(out) as Report);
      } catch {
        reject(new Error(`lighthouse failed (exit ${code}): ${err.slice(-400)}`));
      }
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

export async function lighthousePage(baseUrl: string, page: string, runs: number, chromium: string) {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) reports.push(await runOnce(`${baseUrl}${page}`, chromium));
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
