/** The checks, the blocklist and the photo list, and who may use them. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, files } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith, superAdminSession } from '../../test/fixtures.js';
import { image, pdf, upload } from '../../test/files.js';

const app = await startTestApp();
const token = await superAdminSession(app);
const admin = as(app, token);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('file checks', () => {
  it('tell whether a stored file is on the server, by hash or id', async () => {
    const bytes = pdf();
    const file = (await upload(app, token, 'upload', bytes)).body;
    expect(file.sha256).toBe(sha256(bytes));
    expect((await admin.get(`/api/files/checkFileOnServer?sha256=${file.sha256.toUpperCase()}`)).body).toEqual({
      exists: true,
    });
    expect((await admin.get(`/api/files/checkFileOnServer?id=${file.id}`)).body).toEqual({ exists: true });
    expect((await admin.get(`/api/files/checkFileOnServer?sha256=${'0'.repeat(64)}`)).body).toEqual({ exists: false });
    const [row] = await app.db.select().from(files).where(eq(files.id, file.id));
    await app.storage.delete(row!.storageKey);
    expect((await admin.get(`/api/files/checkFileOnServer?id=${file.id}`)).body).toEqual({ exists: false });
    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('say object storage is not configured on the disk storage', async () => {
    expect((await admin.get(`/api/files/checkFileOnCloud?id=1`)).body).toEqual({ configured: false, exists: false });
  });

  it('refuse a malformed hash', async () => {
    const answer = await admin.get('/api/files/checkBlockList?sha256=abc');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.sha256).toEqual(['Must be a SHA-256: 64 hexadecimal digits.']);
  });
});

describe('blocklist', () => {
  it('refuses an upload of a listed hash and removes its bytes, until the entry is removed', async () => {
    const bytes = await image('png');
    const hash = sha256(bytes);
    expect((await admin.get(`/api/files/checkBlockList?sha256=${hash}`)).body).toEqual({ blocked: false });
    const created = await admin.post('/api/files/blocklist', { sha256: hash.toUpperCase(), reason: 'Stolen content' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sha256: hash, reason: 'Stolen content' });
    expect((await admin.post('/api/files/blocklist', { sha256: hash, reason: 'again' })).status).toBe(200);
    expect((await admin.get(`/api/files/checkBlockList?sha256=${hash}`)).body).toEqual({ blocked: true });

    const refused = await upload(app, token, 'images', bytes, { lang: 'zh-CN' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { file: ['该文件在违禁内容黑名单中。'] } } });
    expect(await app.db.select().from(files).where(eq(files.sha256, hash))).toEqual([]);

    const list = await admin.get('/api/files/blocklist');
    expect(list.body.data.map((e: { sha256: string }) => e.sha256)).toContain(hash);
    expect((await admin.delete(`/api/files/blocklist/${created.body.id}`)).status).toBe(204);
    expect((await upload(app, token, 'images', bytes)).status).toBe(201);
    const audit = await app.db.select().from(auditLogs).where(eq(auditLogs.resource, 'blocklist'));
    expect(audit.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('photos', () => {
  it('lists stored images newest first, with fresh URLs', async () => {
    const first = (await upload(app, token, 'images', await image('png'), { name: 'first.png' })).body;
    const second = (await upload(app, token, 'images', await image('webp'), { name: 'second.webp' })).body;
    await upload(app, token, 'upload', pdf());
    const page = await admin.get('/api/photos?per_page=200');
    expect(page.status).toBe(200);
    expect(page.body.data.every((f: { kind: string }) => f.kind === 'image')).toBe(true);
    const ids = page.body.data.map((f: { id: number }) => f.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(page.body.data[0].url).toMatch(/^\/api\/files\/\d+\/content\?expires=/);
    expect((await admin.get('/api/photos?q=second')).body.data.map((f: { id: number }) => f.id)).toEqual([second.id]);
  });
});

describe('permissions', () => {
  it('are needed for every file route', async () => {
    const { token: nobody } = await adminWith(app, ['list-tags']);
    const client = as(app, nobody);
    const hash = '1'.repeat(64);
    for (const url of [
      `/api/files/checkFileOnServer?sha256=${hash}`,
      '/api/files/checkFileOnCloud?id=1',
      `/api/files/checkBlockList?sha256=${hash}`,
      '/api/files/blocklist',
      '/api/photos',
    ]) {
      expect((await client.get(url)).status, url).toBe(403);
    }
    expect((await client.post('/api/files/blocklist', { sha256: hash, reason: 'x' })).status).toBe(403);
    expect((await client.delete('/api/files/blocklist/1')).status).toBe(403);
    for (const route of ['images', 'videos', 'subtitles', 'upload']) {
      expect((await upload(app, nobody, route, pdf())).status, route).toBe(403);
    }
  });

  it('let an uploader upload and check, and nothing more', async () => {
    const { token: uploader } = await adminWith(app, ['upload-files']);
    expect((await upload(app, uploader, 'upload', pdf())).status).toBe(201);
    expect((await as(app, uploader).get(`/api/files/checkBlockList?sha256=${'2'.repeat(64)}`)).status).toBe(200);
    expect((await as(app, uploader).get('/api/files/blocklist')).status).toBe(403);
    expect((await as(app, uploader).get('/api/photos')).status).toBe(403);
  });
});
