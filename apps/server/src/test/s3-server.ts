/**
 * A local S3-compatible server for the storage tests (@20minutes/s3rver, pure JavaScript, in this process): a free
 * port, a temporary directory, one bucket, and the real signature checks (keys S3RVER/S3RVER). Its ListObjectsV2
 * continuation tokens are DES-encrypted, which OpenSSL 3 refuses: the adapter pages with ListObjects + Marker.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageOptions } from '../lib/storage/s3-storage.js';

export interface LocalS3 {
  /** Options for createS3Storage (lib/storage/s3-storage.ts) pointing at this server. */
  options: S3StorageOptions;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'sewamudah-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sewamudah-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  // Current SDKs send (and sign) a bucket-level request in path style as `/<bucket>/`; s3rver signs `/<bucket>`, so
  // every ListObjectsV2 failed with SignatureDoesNotMatch. S3 itself takes the slash. Before s3rver's router (after
  // its vhost step), such a request's canonical resource is made `/<bucket>/` (vhost form + '/' mount path).
  server.middleware.splice(server.middleware.length - 1, 0, async (ctx, next) => {
    if (!ctx.state.vhost && /^\/[^/]+\/$/.test(ctx.path)) {
      ctx.state.vhost = true;
      ctx.mountPath = '/';
    }
    return next();
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      region: 'ap-southeast-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
