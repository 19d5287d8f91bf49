#!/usr/bin/env node
/**
 * `npm start` runs this instead of always building: it fingerprints the build inputs (path, size and modification
 * time of every source and config file of packages/shared, apps/web and apps/server, tests excluded) and runs
 * `npm run build` only when the fingerprint differs from the stamp the last build through this script left in
 * apps/server/dist, or an output is missing. `--force` always builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'apps/server/dist/.build-stamp');
const OUTPUTS = ['packages/shared/dist/index.js', 'apps/web/dist/index.html', 'apps/server/dist/server.js'];
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/tsconfig.build.json',
  'packages/shared/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/public',
  'apps/web/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.build.json',
  'apps/server/src',
];
const isTest = (name) => /\.(test|int\.test|spec)\.tsx?$/.test(name);

function* files(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const stat = statSync(absolute);
  if (stat.isFile()) {
    yield `${relative}\t${stat.size}\t${stat.mtimeMs}`;
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || isTest(entry.name)) continue;
    yield* files(path.join(relative, entry.name));
  }
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) for (const line of files(input)) hash.update(`${line}\n`);
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const current = fingerprint();
const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
const outputsPresent = OUTPUTS.every((output) => existsSync(path.join(root, output)));

if (!force && outputsPresent && stamp === current) {
  console.log(
    'Build is up to date (no source changed since the last build): skipping it. `npm run build` always builds.',
  );
} else {
  console.log(stamp ? 'Sources changed since the last build: building…' : 'Building (first start)…');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The fingerprint taken before the build: a file saved during the build triggers the next one.
  writeFileSync(STAMP, `${current}\n`);
}
