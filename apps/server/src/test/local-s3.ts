/**
 * A local S3-compatible server for tests: s3rver on 127.0.0.1 (a free port) over a temporary directory, with one
 * bucket; stopped and removed after the file's tests. s3rver lacks three calls the product makes (ListParts,
 * AbortMultipartUpload, ListMultipartUploads): they are answered here from s3rver's own folder of unfinished
 * uploads, `<bucket>/._S3rver_uploads/<upload id>/`, which holds the upload's `key` and each part `<n>` with its
 * `<n>.md5`. `listUploads: false` leaves the listing out, as some stores do.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { S3Settings, StorageSettings } from '../config.js';
import { s3ClientConfig } from '../platform/storage/s3.js';

export type LocalS3 = {
  settings: S3Settings;
  /** The app's `storage` setting for this bucket. */
  storage: StorageSettings;
  client: S3Client;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  /** Unfinished multipart uploads: their keys, and the bytes of the parts they hold so far. */
  unfinished(): Promise<Array<{ key: string; bytes: number }>>;
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startLocalS3(options: { prefix?: string; listUploads?: boolean } = {}): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'backlot-s3-'));
  const bucket = `backlot-${randomBytes(4).toString('hex')}`;
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const s3rver = new S3rver({ directory, silent: true }).callback();

  /**
   * An unfinished upload's key and parts (a part still arriving has no ETag yet), or undefined when there is no
   * such upload (any more: a completed upload's folder goes away while it is read).
   */
  async function uploadOf(uploadId: string) {
    const dir = path.join(uploadsDir, path.basename(uploadId));
    try {
      const key = await fs.readFile(path.join(dir, 'key'), 'utf8');
      const initiated = (await fs.stat(path.join(dir, 'key'))).mtime;
      const numbers = (await fs.readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number);
      const parts = await Promise.all(
        numbers
          .sort((a, b) => a - b)
          .map(async (n) => ({
            n,
            size: (await fs.stat(path.join(dir, String(n)))).size,
            etag: await fs.readFile(path.join(dir, `${n}.md5`), 'utf8').catch(() => undefined),
          })),
      );
      return { dir, key, initiated, parts };
    } catch {
      return undefined;
    }
  }

  async function unfinished() {
    const ids = await fs.readdir(uploadsDir).catch(() => [] as string[]);
    return (await Promise.all(ids.map(uploadOf))).filter((u) => u !== undefined);
  }

  /** Answers the calls s3rver lacks; false for any other request. */
  async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://s3');
    const [, , ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploadId = url.searchParams.get('uploadId');
    const send = (status: number, body?: string) => {
      response.writeHead(status, body ? { 'content-type': 'application/xml' } : {}).end(body && xml(body));
      return true;
    };
    if (request.method === 'GET' && !key && url.searchParams.has('uploads')) {
      if (options.listUploads === false) return false; // s3rver answers NotImplemented
      const prefix = url.searchParams.get('prefix') ?? '';
      const listed = (await unfinished()).filter((u) => u.key.startsWith(prefix));
      const uploads = listed.map(
        (u) =>
          `<Upload><Key>${escape(u.key)}</Key><UploadId>${path.basename(u.dir)}</UploadId>` +
          `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
      );
      return send(
        200,
        `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><Prefix>${escape(prefix)}</Prefix>` +
          `<IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
      );
    }
    if (!key || uploadId === null || (request.method !== 'GET' && request.method !== 'DELETE')) return false;
    const upload = await uploadOf(uploadId);
    if (!upload || upload.key !== key)
      return send(404, '<Error><Code>NoSuchUpload</Code><Message>The upload does not exist.</Message></Error>');
    if (request.method === 'DELETE') {
      await fs.rm(upload.dir, { recursive: true, force: true });
      return send(204);
    }
    const parts = upload.parts.flatMap((p) =>
      p.etag === undefined
        ? []
        : [`<Part><PartNumber>${p.n}</PartNumber><ETag>"${p.etag}"</ETag><Size>${p.size}</Size></Part>`],
    );
    return send(
      200,
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  }

  const server = http.createServer((request, response) => {
    answer(request, response).then(
      (answered) => answered || s3rver(request, response),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's own account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: options.prefix ?? '',
  };
  const client = new S3Client(s3ClientConfig(settings));
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  afterAll(async () => {
    client.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(directory, { recursive: true, force: true });
  });

  return {
    settings,
    storage: { kind: 's3', s3: settings },
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    unfinished: async () =>
      (await unfinished()).map((u) => ({ key: u.key, bytes: u.parts.reduce((sum, p) => sum + p.size, 0) })),
  };
}
