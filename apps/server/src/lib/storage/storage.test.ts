/**
 * The storage contract, run against both adapters: local disk, and the S3 adapter talking to a real S3-compatible
 * server (test/s3-server.ts): put, get, overwrite, delete (idempotent), listing by prefix, and unsafe keys.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

let s3: LocalS3;
let dir: string;
const adapters: Record<'local' | 's3', () => Storage> = {
  local: () => createLocalStorage(dir),
  s3: () => createS3Storage(s3.options),
};

beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(path.join(tmpdir(), 'sewamudah-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  const storage = () => adapters[kind]();
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + 3) % 256));

  it('puts and gets bytes exactly (binary, 1 byte and 3 MB), with their content type', async () => {
    const store = storage();
    for (const [key, body, type] of [
      [`${kind}/a/photo-detail.webp`, bytes(1), 'image/webp'],
      [`${kind}/a/agreement.pdf`, bytes(3 * 1024 * 1024), 'application/pdf'],
    ] as const) {
      await store.put(key, body, type);
      const object = await store.get(key);
      expect(object?.contentType).toBe(type);
      expect(Buffer.compare(object!.body, body)).toBe(0);
    }
  });

  it('answers null for a missing object, overwrites in place, and deletes (twice is fine)', async () => {
    const store = storage();
    const key = `${kind}/b/signed.pdf`;
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('first'), 'application/pdf');
    await store.put(key, Buffer.from('second'), 'application/pdf');
    expect((await store.get(key))?.body.toString()).toBe('second');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
    await store.delete(`${kind}/b/never-stored.pdf`);
  });

  it('lists the keys under a prefix, nested ones too, and nothing of a neighbour or a deleted key', async () => {
    const store = storage();
    const keys = [`${kind}/p1/x-card.webp`, `${kind}/p1/x-detail.webp`, `${kind}/p1/docs/id-front.jpg`];
    for (const key of [...keys, `${kind}/p10/other.webp`, `${kind}/p1-other.webp`]) {
      await store.put(key, Buffer.from(key), 'application/octet-stream');
    }
    expect(await store.list(`${kind}/p1/`)).toEqual([...keys].sort());
    await store.delete(`${kind}/p1/x-card.webp`);
    expect(await store.list(`${kind}/p1/`)).toEqual([`${kind}/p1/docs/id-front.jpg`, `${kind}/p1/x-detail.webp`]);
    expect(await store.list(`${kind}/nothing-here/`)).toEqual([]);
  });

  it('lists past one page of results', async () => {
    const store = storage();
    const keys = Array.from({ length: 1005 }, (_, i) => `${kind}/many/${String(i).padStart(4, '0')}.pdf`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, Buffer.from('x'), 'application/pdf')));
    }
    expect(await store.list(`${kind}/many/`)).toEqual(keys);
  }, 60_000);

  it('refuses unsafe keys and prefixes before touching the store', async () => {
    const store = storage();
    for (const key of ['../etc/passwd', '/abs.pdf', 'a//b.pdf', 'a/../b.pdf', 'a/b/']) {
      await expect(store.put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Unsafe storage key/);
      await expect(store.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Unsafe storage key/);
    }
    for (const prefix of ['../', 'a/../', 'a', '']) {
      await expect(store.list(prefix)).rejects.toThrow(/Unsafe storage (key|prefix)/);
    }
  });
});
