/**
 * The JavaScript of a first visit, read from the client build's manifest (apps/web/dist/.vite/manifest.json): the
 * entry's static imports, the start-up stages main.tsx imports dynamically (ADR 24 phase 5: each its own task) and their
 * static imports, plus the page's route module and its static imports (main.tsx loads the page's route module before
 * hydrating). Sizes are gzip level 9 of the built files, as `vite build` reports them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  const file = path.join(WEB_DIST, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Manifest keys of the chunks loaded up front for `pageSources` (e.g. src/features/public/pages/home-page.tsx). */
export function firstVisitChunks(manifest: Manifest, pageSources: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  // The start-up stages: the entry's own dynamic imports, all loaded on every visit (not their dynamic imports).
  for (const stage of manifest[entry]?.dynamicImports ?? []) visit(stage);
  for (const source of pageSources) visit(source);
  return [...seen];
}

export const gzipBytes = (file: string): number =>
  gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length;

/** The source modules bundled into a chunk are not in the manifest; its key (a source path) or file name is. */
export const chunkFiles = (manifest: Manifest, keys: string[]): string[] =>
  keys.map((key) => manifest[key]?.file ?? key);
