/**
 * Uploads and downloads through the API with the files in an S3 bucket (STORAGE=s3, against a local S3-compatible
 * server): stored in the bucket and nowhere on disk, served back whole and by range, streamed up while they are
 * still being sent, and nothing kept of a refused one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, mp4, mp4Head, upload } from '../../test/files.js';
import { startLocalS3 } from '../../test/local-s3.js';
import { call } from '../../test/client.js';

const MB = 1024 * 1024;
const s3 = await startLocalS3();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-s3-app-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const app = await startTestApp({ dataDir, storage: s3.storage, maxVideoUploadBytes: 26 * MB });
const token = await superAdminSession(app);
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('files in an S3 bucket', () => {
  it('are stored in the bucket, not on disk, and served back whole, by range and as thumbnails', async () => {
    const picture = await image('png', 1000, 500);
    const stored = await upload(app, token, 'images', picture, { name: 'cover.png' });
    expect(stored.status).toBe(201);
    expect((await get(stored.body.url)).rawPayload.equals(picture)).toBe(true);
    const thumbnail = await get(stored.body.thumbnail_url);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });

    const video = mp4(42);
    const clip = await upload(app, token, 'videos', video, { name: 'clip.mp4' });
    expect(clip.body).toMatchObject({ size: video.length, duration: 42 });
    const range = await get(clip.body.url, { range: 'bytes=100-199' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const onCloud = await call(app, 'GET', `/api/files/checkFileOnCloud?sha256=${clip.body.sha256}`, { token });
    expect(onCloud.body).toEqual({ configured: true, exists: true });

    // Image, thumbnail and video: three objects, and no stored file on this server's disk.
    expect(await s3.keys()).toHaveLength(3);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const before = new Set(await s3.keys());
    const clip = await upload(app, token, 'videos', mp4(3));
    const key = (await s3.keys()).find((k) => !before.has(k));
    expect(key).toBeDefined();
    await app.storage.delete(key!);
    expect((await get(clip.body.url)).statusCode).toBe(404);
    const onCloud = await call(app, 'GET', `/api/files/checkFileOnCloud?id=${clip.body.id}`, { token });
    expect(onCloud.body).toEqual({ configured: true, exists: false });
  });

  it('streams a large upload to the bucket while it is still being sent', async () => {
    const seen: number[] = [];
    const chunk = Buffer.alloc(MB, 1);
    async function* video() {
      yield mp4Head(60, 'isom', 24 * MB);
      for (let i = 0; i < 24; i++) {
        if (i === 23) seen.push((await s3.unfinished()).reduce((sum, u) => sum + u.bytes, 0));
        // Let the server read what was sent so far, as a network would.
        await new Promise((resolve) => setTimeout(resolve, 10));
        yield chunk;
      }
    }
    const answer = await upload(app, token, 'videos', video(), { name: 'big.mp4' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ size: mp4Head(60, 'isom', 0).length + 24 * MB, duration: 60 });
    // With the last megabyte not yet sent, parts are already arriving in the bucket. How much of them has arrived
    // is the machine's pace: up to four parts go up at once, so a busy machine had 4.99 MB there with 20 MB on the way.
    expect(seen[0]).toBeGreaterThan(0);
    expect(await s3.unfinished()).toEqual([]);
  });

  it('keeps nothing of a refused upload, even one refused after parts of it went up', async () => {
    const before = await s3.keys();
    const text = Buffer.from('not a picture\n'.repeat(100));
    expect((await upload(app, token, 'images', text, { name: 'a.png' })).status).toBe(422);
    const tooLarge = Buffer.concat([mp4Head(10, 'isom', 27 * MB), Buffer.alloc(27 * MB)]);
    expect((await upload(app, token, 'videos', tooLarge)).status).toBe(413);
    expect(await s3.keys()).toEqual(before);
    expect(await s3.unfinished()).toEqual([]);
  });
});
