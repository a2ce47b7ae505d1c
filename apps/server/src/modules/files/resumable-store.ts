/**
 * Where resumable uploads keep their bytes while they are sent: with the disk storage, `@tus/file-store` in
 * DATA_DIR/uploads; with S3, `@tus/s3-store` in the same bucket under `<S3_PREFIX>uploads/`, so an upload
 * started through one server goes on, and finishes, through any other.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../config.js';

/** A tus datastore that also reads back a finished upload (both stores can; tus's own type does not say so). */
export type ResumableStore = DataStore & { read(id: string): Readable | Promise<Readable> };

/** The S3 store is loaded only when it is the one used: the AWS SDK weighs on every server's memory. */
export async function resumableStore(
  config: Pick<Config, 'storage' | 'dataDir'>,
  expiresAfterMs: number,
): Promise<ResumableStore> {
  if (config.storage.kind === 's3') {
    const { BucketUploads } = await import('./resumable-bucket.js');
    return new BucketUploads(config.storage.s3, expiresAfterMs);
  }
  return new FileStore({
    directory: path.join(config.dataDir, 'uploads'),
    expirationPeriodInMilliseconds: expiresAfterMs,
  });
}
