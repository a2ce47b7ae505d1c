/** The storage STORAGE names: the disk under DATA_DIR/files (the default), or the bucket of the S3_* settings. */
import path from 'node:path';
import type { Config } from '../../config.js';
import { diskStorage } from './disk.js';
import type { Storage } from './storage.js';

/** The S3 storage is loaded only when it is the one used: the AWS SDK weighs on every server's memory. */
export async function storageOf(config: Pick<Config, 'storage' | 'dataDir'>): Promise<Storage> {
  if (config.storage.kind !== 's3') return diskStorage(path.join(config.dataDir, 'files'));
  const { s3Storage } = await import('./s3.js');
  return s3Storage(config.storage.s3);
}
