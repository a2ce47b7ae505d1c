/**
 * Resumable (tus) video uploads: resume where it stopped, the same checks at the end, the owner's only; with the
 * disk storage and with an S3 bucket, where an upload waits in the bucket while it is sent and leaves nothing.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { startTestApp } from '../../test/harness.js';
import { adminWith } from '../../test/fixtures.js';
import { mp4, mp4Head, pdf } from '../../test/files.js';
import { startLocalS3 } from '../../test/local-s3.js';

const s3 = await startLocalS3({ prefix: 'backlot/' });
const onDisk = await startTestApp();
const onS3 = await startTestApp({ storage: s3.storage });

const TUS = { 'tus-resumable': '1.0.0' };
const auth = (token: string) => ({ ...TUS, authorization: `Bearer ${token}` });

/** A tus client of one app. */
function tusClient(app: App) {
  /** Starts an upload of `length` bytes; its URL. */
  async function start(token: string, length: number, filename = 'master.mp4', lang = 'en') {
    const created = await app.inject({
      method: 'POST',
      url: '/api/files/tus',
      headers: {
        ...auth(token),
        'accept-language': lang,
        'upload-length': String(length),
        'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    return String(created.headers.location);
  }

  const send = (url: string, token: string, offset: number, bytes: Buffer, lang = 'en') =>
    app.inject({
      method: 'PATCH',
      url,
      headers: {
        ...auth(token),
        'accept-language': lang,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });

  const offsetOf = async (url: string, token: string) => {
    const head = await app.inject({ method: 'HEAD', url, headers: auth(token) });
    return head.statusCode === 200 ? Number(head.headers['upload-offset']) : head.statusCode;
  };

  return { start, send, offsetOf };
}

describe.each([
  ['disk', onDisk],
  ['S3', onS3],
])('resumable uploads (%s storage)', (_, app) => {
  const { start, send, offsetOf } = tusClient(app);
  let owner: string;
  let other: string;

  beforeAll(async () => {
    owner = (await adminWith(app, ['upload-files'])).token;
    other = (await adminWith(app, ['upload-files'])).token;
  });

  it('goes on from where it stopped and answers the stored video at the end', async () => {
    const video = mp4(125);
    const url = await start(owner, video.length);
    expect(url).toMatch(/^\/api\/files\/tus\/\d+-[0-9a-f]{32}$/);
    const first = await send(url, owner, 0, video.subarray(0, 1000));
    expect(first.statusCode).toBe(204);
    // The connection dropped here: the client asks where to go on.
    expect(await offsetOf(url, owner)).toBe(1000);
    const last = await send(url, owner, 1000, video.subarray(1000));
    expect(last.statusCode).toBe(200);
    expect(JSON.parse(last.body)).toMatchObject({
      kind: 'video',
      name: 'master.mp4',
      size: video.length,
      duration: 125,
    });
    // Stored and recorded once; the partial copy is gone.
    expect(await offsetOf(url, owner)).toBe(404);
  });

  it("answers 404 for another admin's upload, and 403 without the permission", async () => {
    const url = await start(owner, 5000);
    expect(await offsetOf(url, other)).toBe(404);
    expect((await send(url, other, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect(await offsetOf(url, owner)).toBe(0);
    const lister = (await adminWith(app, ['list-videos'])).token;
    const denied = await app.inject({
      method: 'POST',
      url: '/api/files/tus',
      headers: { ...auth(lister), 'upload-length': '10' },
    });
    expect(denied.statusCode).toBe(403);
  });

  describe("takes the upload id from the path alone: a query string naming another admin's upload changes nothing", () => {
    /** Their upload (100 bytes in), mine (none yet), and my upload's URL with theirs smuggled in its query. */
    async function twoUploads() {
      const theirs = await start(owner, 5000);
      expect((await send(theirs, owner, 0, Buffer.alloc(100))).statusCode).toBe(204);
      const mine = await start(other, 3000);
      return { theirs, mine, smuggled: `${mine}?x=/${theirs.split('/').pop()}` };
    }

    it('PATCH writes into the caller’s own upload', async () => {
      const { theirs, mine, smuggled } = await twoUploads();
      expect((await send(smuggled, other, 0, Buffer.alloc(10))).statusCode).toBe(204);
      expect(await offsetOf(mine, other)).toBe(10);
      expect(await offsetOf(theirs, owner)).toBe(100);
      // At their offset, it is still the caller's own upload that answers (a conflict with its offset 10).
      expect((await send(smuggled, other, 100, Buffer.alloc(10))).statusCode).toBe(409);
      expect(await offsetOf(theirs, owner)).toBe(100);
    });

    it('HEAD answers the caller’s own upload', async () => {
      const { smuggled } = await twoUploads();
      const head = await app.inject({ method: 'HEAD', url: smuggled, headers: auth(other) });
      expect(head.statusCode).toBe(200);
      expect(head.headers).toMatchObject({ 'upload-offset': '0', 'upload-length': '3000' });
    });

    it('DELETE removes the caller’s own upload, theirs stays', async () => {
      const { theirs, mine, smuggled } = await twoUploads();
      const removed = await app.inject({ method: 'DELETE', url: smuggled, headers: auth(other) });
      expect(removed.statusCode).toBe(204);
      expect(await offsetOf(theirs, owner)).toBe(100);
      expect(await offsetOf(mine, other)).toBe(404);
    });
  });

  it('refuses, in the caller’s language, a finished upload that is not a video, keeping nothing', async () => {
    const bytes = pdf();
    const url = await start(owner, bytes.length, 'notes.pdf', 'zh-CN');
    const refused = await send(url, owner, 0, bytes, 'zh-CN');
    expect(refused.statusCode).toBe(422);
    expect(JSON.parse(refused.body).errors).toEqual({
      file: ['此处不接受该类型的文件。可接受：video/mp4, video/webm, video/quicktime。'],
    });
    expect(await offsetOf(url, owner)).toBe(404);
  });

  it('refuses an upload larger than the video limit before any byte is sent', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/files/tus',
      headers: { ...auth(owner), 'upload-length': String(100 * 1024 ** 4) },
    });
    expect(refused.statusCode).toBe(413);
  });
});

describe('resumable uploads in an S3 bucket', () => {
  const { start, send, offsetOf } = tusClient(onS3);
  const MB = 1024 * 1024;
  let owner: string;

  beforeAll(async () => {
    owner = (await adminWith(onS3, ['upload-files'])).token;
  });

  /** The bucket's objects and unfinished multipart uploads. */
  const bucketNow = async () => ({ objects: await s3.keys(), unfinished: (await s3.unfinished()).map((u) => u.key) });

  it('wait under the prefix while sent in pieces of any size, and leave only the stored file', async () => {
    const before = await bucketNow();
    const video = Buffer.concat([mp4Head(90, 'isom', 12 * MB), randomBytes(12 * MB)]);
    const url = await start(owner, video.length);
    const id = url.split('/').pop();
    // Pieces smaller than a part wait in an object of their own until a part is full.
    const cuts = [0, 1000, 3 * MB, 9 * MB, video.length];
    for (let i = 0; i < cuts.length - 2; i++) {
      const sent = await send(url, owner, cuts[i]!, video.subarray(cuts[i], cuts[i + 1]));
      expect(sent.statusCode).toBe(204);
      expect(await offsetOf(url, owner)).toBe(cuts[i + 1]);
    }
    const waiting = await bucketNow();
    expect(waiting.unfinished).toContain(`backlot/uploads/${id}`);
    expect(waiting.objects).toContain(`backlot/uploads/${id}.info`);
    const last = await send(url, owner, cuts.at(-2)!, video.subarray(cuts.at(-2)));
    expect(last.statusCode).toBe(200);
    const file = JSON.parse(last.body);
    expect(file).toMatchObject({ size: video.length, duration: 90 });
    const content = await onS3.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=0-99' } });
    expect(content.statusCode).toBe(206);
    expect(content.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    // The stored file is the one new object; the upload's own objects are gone.
    const after = await bucketNow();
    expect(after.unfinished).toEqual(before.unfinished);
    expect(after.objects.filter((key) => !before.objects.includes(key))).toEqual([
      expect.stringMatching(/^backlot\/[0-9a-f]{32}$/),
    ]);
  });

  it('leave nothing in the bucket when refused at the end or cancelled', async () => {
    const before = await bucketNow();
    const notes = pdf();
    const refused = await start(owner, notes.length, 'notes.pdf');
    expect((await send(refused, owner, 0, notes)).statusCode).toBe(422);
    const cancelled = await start(owner, 5000);
    expect((await send(cancelled, owner, 0, Buffer.alloc(100))).statusCode).toBe(204);
    const removed = await onS3.inject({ method: 'DELETE', url: cancelled, headers: auth(owner) });
    expect(removed.statusCode).toBe(204);
    expect(await offsetOf(cancelled, owner)).toBe(404);
    expect(await bucketNow()).toEqual(before);
  });
});
