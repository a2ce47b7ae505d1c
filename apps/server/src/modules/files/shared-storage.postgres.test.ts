/**
 * Two servers on one database and one S3 bucket, as behind a proxy: a file uploaded through one is served
 * through the other, and a resumable upload started on one goes on and finishes on the other.
 * PostgreSQL only (the embedded database belongs to a single process).
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { startTestApps } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';
import { startLocalS3 } from '../../test/local-s3.js';

const s3 = await startLocalS3({ prefix: 'shared/' });
const [one, two] = (await startTestApps(2, { storage: s3.storage })) as [App, App];
const token = await superAdminSession(one);
const TUS = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };

describe('two servers sharing one bucket', () => {
  it('serve through one a file uploaded through the other', async () => {
    const picture = await image('jpeg');
    const stored = await upload(one, token, 'images', picture);
    expect(stored.status).toBe(201);
    const served = await two.inject({ method: 'GET', url: stored.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
    expect((await two.inject({ method: 'GET', url: stored.body.thumbnail_url })).statusCode).toBe(200);
  });

  it('finish on one a resumable upload started on the other', async () => {
    const video = mp4(33);
    const created = await one.inject({
      method: 'POST',
      url: '/api/files/tus',
      headers: { ...TUS, 'upload-length': String(video.length), 'upload-metadata': `filename ${btoa('m.mp4')}` },
    });
    const url = String(created.headers.location);
    const patch = (app: App, offset: number, bytes: Buffer) =>
      app.inject({
        method: 'PATCH',
        url,
        headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: bytes,
      });
    expect((await patch(one, 0, video.subarray(0, 700))).statusCode).toBe(204);
    const head = await two.inject({ method: 'HEAD', url, headers: TUS });
    expect(head.headers['upload-offset']).toBe('700');
    const last = await patch(two, 700, video.subarray(700));
    expect(last.statusCode).toBe(200);
    const file = JSON.parse(last.body);
    expect(file).toMatchObject({ name: 'm.mp4', size: video.length, duration: 33 });
    // Finished through the second: gone for the first too, and its file served by the first.
    expect((await one.inject({ method: 'HEAD', url, headers: TUS })).statusCode).toBe(404);
    expect((await one.inject({ method: 'GET', url: file.url })).rawPayload.equals(video)).toBe(true);
  });
});
