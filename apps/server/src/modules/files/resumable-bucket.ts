/** Resumable uploads in the S3 bucket (`resumable-store.ts`): `@tus/s3-store`, its keys under `<S3_PREFIX>uploads/`. */
import { type Options, S3Store } from '@tus/s3-store';
import type { S3Settings } from '../../config.js';
import { s3ClientConfig, s3ErrorIs } from '../../platform/storage/s3.js';

/**
 * No cache of uploads' metadata in memory: another server may have written to, finished or removed the upload
 * since, so each request reads its `.info` object from the bucket.
 */
const noCache: NonNullable<Options['cache']> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

type KeyedInput = { Key?: string; Prefix?: string; Delete?: { Objects?: Array<{ Key?: string }> } };
type UploadsListing = { Uploads?: Array<{ Key?: string }> };

export class BucketUploads extends S3Store {
  constructor(settings: S3Settings, expiresAfterMs: number) {
    super({
      s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
      cache: noCache,
      expirationPeriodInMilliseconds: expiresAfterMs,
      // Unfinished uploads are found by listing them, not by object tags, which not every store supports.
      useTags: false,
    });
    // The store names objects by upload id at the bucket's root: every key it sends is moved under the prefix,
    // and the listing of unfinished uploads is kept to it (and answered without it).
    const prefix = `${settings.prefix}uploads/`;
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as KeyedInput;
        const listing = context.commandName === 'ListMultipartUploadsCommand';
        const moved: KeyedInput = {
          ...input,
          ...(input.Key !== undefined && { Key: prefix + input.Key }),
          ...(input.Delete?.Objects && {
            Delete: { ...input.Delete, Objects: input.Delete.Objects.map((o) => ({ ...o, Key: prefix + o.Key })) },
          }),
          ...(listing && { Prefix: prefix }),
        };
        const result = await next({ ...args, input: moved });
        if (listing)
          for (const upload of (result.output as UploadsListing).Uploads ?? [])
            upload.Key = upload.Key?.slice(prefix.length);
        return result;
      },
      { step: 'initialize', name: 'resumableUploadsUnderPrefix' },
    );
  }

  /**
   * tus removes an upload by aborting its multipart upload and stops there when there is none, as for a finished
   * upload, whose object would then stay; and it forgets the incomplete last part. All of them go here.
   */
  override async remove(id: string) {
    const failure = await super.remove(id).then(
      () => undefined,
      (error: unknown) => error,
    );
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] },
    });
    if (failure) throw failure;
  }

  /** A store that cannot list unfinished uploads leaves them to the bucket's lifecycle rule. */
  override async deleteExpired() {
    return super.deleteExpired().catch((error: unknown) => {
      if (s3ErrorIs(error, 'NotImplemented')) return 0;
      throw error;
    });
  }
}
