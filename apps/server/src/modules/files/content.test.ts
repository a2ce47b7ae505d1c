/** Signed URLs: the bytes for a valid signature, 403 for an expired or tampered one, ranges for videos. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, mp4, pdf, upload } from '../../test/files.js';

const app = await startTestApp();
const token = await superAdminSession(app);
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

describe('signed file URLs', () => {
  it('serve an image inline with its type, nosniff and a private cache until expiry, without a token', async () => {
    const bytes = await image('jpeg', 800, 600);
    const file = (await upload(app, token, 'images', bytes, { name: '封面 photo.jpg' })).body;
    const answer = await get(file.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(answer.headers['content-disposition']).toBe(
      `inline; filename="?? photo.jpg"; filename*=UTF-8''%E5%B0%81%E9%9D%A2%20photo.jpg`,
    );
    expect(answer.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
  });

  it('serve the thumbnail, 320 px wide WebP', async () => {
    const file = (await upload(app, token, 'images', await image('png', 1000, 500))).body;
    const answer = await get(file.thumbnail_url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    const meta = await sharp(answer.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });

  it('serve anything else as a download under its name', async () => {
    const file = (await upload(app, token, 'upload', pdf(), { name: 'terms (v2) 条款.pdf' })).body;
    const answer = await get(file.url);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="terms \(v2\) \?\?\.pdf"; filename\*=UTF-8''terms/,
    );
  });

  it('refuse an expired, tampered or borrowed signature with 403', async () => {
    const file = (await upload(app, token, 'images', await image('png'))).body;
    const other = (await upload(app, token, 'images', await image('png'))).body;
    const { expires, signature } = Object.fromEntries(new URL(file.url, 'http://x').searchParams);
    const tampered = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/files/${file.id}/content?expires=${Number(expires) + 900}&signature=${signature}`,
      `/api/files/${file.id}/content?expires=${expires}&signature=${tampered}`,
      `/api/files/${other.id}/content?expires=${expires}&signature=${signature}`,
      `/api/files/${file.id}/thumbnail?expires=${expires}&signature=${signature}`,
      `/api/files/${file.id}/content?expires=1000&signature=${signature}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe('This link has expired or is not valid.');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('serve byte ranges of a video', async () => {
    const bytes = mp4(30);
    const file = (await upload(app, token, 'videos', bytes)).body;
    const whole = await get(file.url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toMatch(/^attachment/);
    const part = await get(file.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(file.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(bytes.subarray(-10))).toBe(true);
    const beyond = await get(file.url, { range: `bytes=${bytes.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });
});
