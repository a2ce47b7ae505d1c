/** The storage STORAGE names: the disk under DATA_DIR/files (the default), or the bucket of the S3_* settings. */
import path from 'node:path';
import type { Config } from '../../config.js';
import { diskStorage } from './disk.js';
import { s3Storage } from './s3.js';
import type { Storage } from './storage.js';

export function storageOf(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  return config.storage.kind === 's3' ? s3Storage(config.storage.s3) : diskStorage(path.join(config.dataDir, 'files'));
}
