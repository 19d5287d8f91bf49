/**
 * Target 4: the SPEC's unpaged /api/transactions (122,000 rows at full scale) is streamed. Measures, on the built
 * server's own process, the time to the first byte and how much its resident memory grows (peak over the
 * baseline, sampled every 20 ms from /proc) while one client downloads the whole list. Medians over the repeats.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { median, spread } from './load.js';
import type { Report } from './report.js';
import type { BenchServer } from './server.js';

const rssMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface Download {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

function download(url: string, headers: Record<string, string>): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url}: status ${res.statusCode}`));
        let firstByteMs = -1;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ firstByteMs, totalMs: performance.now() - started, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function measureStreaming(
  server: BenchServer,
  adminToken: string,
  report: Report,
  options: { repeats: number; label: string; target: boolean },
): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}` };
  // Warm-up: JIT and pool connections on a page of the same rows.
  await download(`${server.url}/api/transactions?page=1&limit=100`, headers);
  const growth: number[] = [];
  const firstByte: number[] = [];
  let last: Download | null = null;
  for (let i = 0; i < options.repeats; i++) {
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    try {
      last = await download(`${server.url}/api/transactions`, headers);
    } finally {
      clearInterval(sampler);
    }
    growth.push(peak - baseline);
    firstByte.push(last.firstByteMs);
  }
  const note = last ? `${(last.bytes / 1e6).toFixed(1)} MB in ${(last.totalMs / 1000).toFixed(1)} s` : '';
  report.add({
    name: `t4 unpaged transactions RSS growth${options.label}`,
    value: median(growth),
    unit: 'MB',
    target: options.target ? '≤ 50' : '',
    met: options.target ? median(growth) <= 50 : null,
    spread: spread(growth),
    note: `${note}; runs ${growth.map((g) => `+${g.toFixed(0)}`).join(', ')} MB`,
  });
  if (!options.target) return;
  report.add({
    name: 't4 unpaged transactions first byte',
    value: median(firstByte),
    unit: 'ms',
    target: '≤ 300',
    met: median(firstByte) <= 300,
    spread: spread(firstByte),
  });
}
