/**
 * The Noto font files every PDF draws with, self-hosted from npm packages (SIL Open Font License):
 * Noto Sans (Latin, Greek, Cyrillic, Vietnamese), Noto Sans Hans (Simplified Chinese), Noto Sans Tamil and
 * Noto Naskh Arabic (Arabic and Jawi). Read once per process; each document embeds a subset of the glyphs it uses.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Script = 'latin' | 'han' | 'tamil' | 'arabic';
export type Weight = 'regular' | 'bold' | 'italic';

const require = createRequire(import.meta.url);
/** The package's root folder (their exports maps hide the font files, so resolve the entry point and go up). */
const packageRoot = (name: string, entryDepth: number): string => {
  let dir = dirname(require.resolve(name));
  for (let i = 0; i < entryDepth; i++) dir = dirname(dir);
  return dir;
};

const FILES: Record<Script, () => Partial<Record<Weight, string>>> = {
  latin: () => {
    const root = join(packageRoot('@embedpdf/fonts-latin', 1), 'fonts');
    return {
      regular: join(root, 'NotoSans-Regular.ttf'),
      bold: join(root, 'NotoSans-Bold.ttf'),
      italic: join(root, 'NotoSans-Italic.ttf'),
    };
  },
  han: () => {
    const root = join(packageRoot('@embedpdf/fonts-sc', 1), 'fonts');
    return { regular: join(root, 'NotoSansHans-Regular.otf'), bold: join(root, 'NotoSansHans-Bold.otf') };
  },
  tamil: () => {
    const root = packageRoot('@expo-google-fonts/noto-sans-tamil', 0);
    return {
      regular: join(root, '400Regular/NotoSansTamil_400Regular.ttf'),
      bold: join(root, '700Bold/NotoSansTamil_700Bold.ttf'),
    };
  },
  arabic: () => {
    const root = join(packageRoot('@embedpdf/fonts-arabic', 1), 'fonts');
    return { regular: join(root, 'NotoNaskhArabic-Regular.ttf'), bold: join(root, 'NotoNaskhArabic-Bold.ttf') };
  },
};

/** Buffers, not plain Uint8Arrays: fontkit probes the format with Buffer#toString. */
const cache = new Map<string, Promise<Buffer>>();

/** The font file's bytes; scripts without an italic face (or bold) use their regular face. */
export function fontBytes(script: Script, weight: Weight): Promise<Buffer> {
  const files = FILES[script]();
  const path = files[weight] ?? files.regular;
  if (!path) throw new Error(`No ${script} font`);
  let bytes = cache.get(path);
  if (!bytes) {
    bytes = readFile(path);
    // A failed read is not cached, so a transient error does not poison every later document.
    bytes.catch(() => cache.delete(path));
    cache.set(path, bytes);
  }
  return bytes;
}

/** Which faces a script has (Tamil, Han and Arabic have no italic: italic text uses the regular face). */
export function hasOwnFace(script: Script, weight: Weight): boolean {
  return FILES[script]()[weight] !== undefined;
}
