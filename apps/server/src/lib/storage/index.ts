import type { AppConfig } from '../../config/env.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export type { Storage, StoredObject } from './storage.js';

export function createStorage(config: AppConfig['storage']): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
