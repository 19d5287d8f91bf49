import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, assertSafePrefix, type Storage } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  // Maintenance videos (issue 26), stored as uploaded.
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Files under DATA_DIR/uploads; the content type follows the key's extension. */
export function createLocalStorage(dir: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        const body = await readFile(resolve(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const root = path.join(dir, prefix);
      try {
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const relative = path.relative(root, path.join(entry.parentPath, entry.name));
            return `${prefix}${relative.split(path.sep).join('/')}`;
          })
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
