/**
 * The resumable uploads' store in an S3 bucket: under `<prefix>uploads/` only, unfinished uploads past their
 * time removed with everything they left (the listing kept to that folder), and nothing left behind on removal.
 */
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test/local-s3.js';
import { resumableStore, type ResumableStore } from './resumable-store.js';

const s3 = await startLocalS3({ prefix: 'media/' });
const config = { storage: s3.storage, dataDir: '/nonexistent' };
const bucketNow = async () => ({ objects: await s3.keys(), unfinished: (await s3.unfinished()).map((u) => u.key) });

/** Starts an upload of 10 bytes and sends the first 4 of them (an incomplete part, waiting as an object). */
async function startUpload(store: ResumableStore, id: string) {
  await store.create(new Upload({ id, size: 10, offset: 0 }));
  await store.write(Readable.from([Buffer.from('1234')]), id, 0);
}

describe('resumable uploads in a bucket', () => {
  it('are kept under the prefix, and removed with all they left', async () => {
    const store = await resumableStore(config, 7 * 24 * 3_600_000);
    await startUpload(store, '1-kept');
    expect(await bucketNow()).toEqual({
      objects: ['media/uploads/1-kept.info', 'media/uploads/1-kept.part'],
      unfinished: ['media/uploads/1-kept'],
    });
    expect((await store.getUpload('1-kept')).offset).toBe(4);
    await store.remove('1-kept');
    expect(await bucketNow()).toEqual({ objects: [], unfinished: [] });
  });

  it('are removed once past their time, and the bucket’s other unfinished uploads are left alone', async () => {
    const other = 'media/0123456789abcdef0123456789abcdef';
    await s3.client.send(new CreateMultipartUploadCommand({ Bucket: s3.settings.bucket, Key: other }));
    await startUpload(await resumableStore(config, 1), '2-old');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await (await resumableStore(config, 60_000)).deleteExpired()).toBe(0);
    expect(await (await resumableStore(config, 1)).deleteExpired()).toBeGreaterThan(0);
    expect(await bucketNow()).toEqual({ objects: [], unfinished: [other] });
  });
});
