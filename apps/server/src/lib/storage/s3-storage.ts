import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, assertSafePrefix, type Storage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** Any S3-compatible object store (AWS S3, MinIO, R2...). Objects stay private; the API streams them. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!result.Body) return null;
        const body = Buffer.from(await result.Body.transformToByteArray());
        return { body, contentType: result.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const keys: string[] = [];
      // ListObjects (v1) paged by Marker, the last key so far: every S3-compatible store answers it alike. (The
      // test server's v2 continuation tokens need DES, which OpenSSL 3 no longer offers: test/s3-server.ts.)
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: options.bucket, Prefix: prefix, Marker: keys.at(-1) }),
        );
        const found = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        keys.push(...found);
        if (!page.IsTruncated || found.length === 0) return keys.sort();
      }
    },
  };
}
