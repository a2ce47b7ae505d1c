/**
 * The S3 storage: files as objects of one bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2), named
 * by 32 random hex digits under an optional prefix (`S3_PREFIX`), so that every server behind a proxy reads what
 * any of them wrote. A write streams up as a multipart upload and is hashed on the way; S3 shows the object only
 * once the upload is completed, and a failed stream aborts the upload, so nothing is ever under a key half-written.
 */
import { PassThrough, pipeline, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.js';
import { type ByteRange, measuring, newStorageKey, type Storage, type StoredObject } from './storage.js';

const KEY = /^[0-9a-f]{32}$/;
/** S3's smallest part: a write holds at most four of them in memory while they go up. */
const PART_SIZE = 5 * 1024 * 1024;

/** The client settings of a bucket, shared by the storage and the resumable uploads' store. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API requires one: not every S3-compatible store takes the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** An S3 error by its code (`NoSuchKey`, `NotImplemented`); a HEAD's 404 has no body and only says `NotFound`. */
export const s3ErrorIs = (error: unknown, ...names: string[]) => error instanceof Error && names.includes(error.name);
const isMissing = (error: unknown) => s3ErrorIs(error, 'NotFound', 'NoSuchKey');

export function s3Storage(settings: S3Settings): Storage {
  const { bucket: Bucket, prefix } = settings;
  const client = new S3Client(s3ClientConfig(settings));

  /** The object key of a storage key; anything that is not a key the storage made is refused. */
  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error('not a storage key');
    return prefix + key;
  };

  return {
    async put(source: Readable): Promise<StoredObject> {
      const key = newStorageKey();
      const { stream: measure, facts } = measuring();
      // A failing source destroys `measure`, which fails the upload: lib-storage then aborts the multipart upload.
      pipeline(source, measure, () => {});
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: measure },
        partSize: PART_SIZE,
      });
      try {
        await upload.done();
      } catch (error) {
        measure.destroy(); // and the source with it, when the store is what failed
        throw error;
      }
      return { key, ...facts() };
    },

    get(key: string, range?: ByteRange): Readable {
      const Key = objectKey(key);
      // The interface answers a stream at once: the object's body flows into it once S3 answers, or its error does.
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client.send(new GetObjectCommand({ Bucket, Key, Range })).then(
        ({ Body }) => pipeline(Body as Readable, out, () => {}),
        (error: Error) => out.destroy(error),
      );
      return out;
    },

    async exists(key: string) {
      if (!KEY.test(key)) return false;
      return client.send(new HeadObjectCommand({ Bucket, Key: prefix + key })).then(
        () => true,
        (error: unknown) => {
          // Only a 404 means absent: a store that cannot be reached is an error, not a missing file.
          if (isMissing(error)) return false;
          throw error;
        },
      );
    },

    async delete(key: string) {
      const Key = objectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    /**
     * Aborts the multipart uploads of this storage's keys begun before `before` (a server that stopped mid-write
     * leaves its parts behind, billed but invisible). Other objects under the prefix (resumable uploads) are not
     * this storage's and are left alone.
     */
    async sweepPartial(before: Date) {
      let removed = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client
          .send(new ListMultipartUploadsCommand({ Bucket, Prefix: prefix || undefined, ...markers }))
          .catch((error: unknown) => {
            // A store without this listing (s3rver, some gateways) leaves them to the bucket's lifecycle rule
            // (AbortIncompleteMultipartUpload).
            if (s3ErrorIs(error, 'NotImplemented')) return undefined;
            throw error;
          });
        if (!page) return removed;
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key?.startsWith(prefix) || !KEY.test(Key.slice(prefix.length)) || !Initiated || Initiated >= before)
            continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
          removed++;
        }
        if (!page.IsTruncated) return removed;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  };
}
