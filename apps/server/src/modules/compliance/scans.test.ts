/**
 * Scans of compliance records and releases: uploaded and read only under the records' permissions, read only
 * through the record's own route (audited, never cached), and never reachable as an ordinary file.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelRecordScans } from '../../db/schema/index.js';
import { derivedKey } from '../../platform/auth/secret-box.js';
import { urlSigner } from '../files/signed-urls.js';
import { startTestApp, testConfig } from '../../test/harness.js';
import { call } from '../../test/client.js';
import { complianceFixtures } from '../../test/compliance.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, pdf, upload } from '../../test/files.js';

const app = await startTestApp();
let token: string;
let fixtures: ReturnType<typeof complianceFixtures>;
const addScan = (path: string, bytes: Buffer, name: string, as = token) =>
  upload(app, as, '', bytes, { url: `/api${path}/scans`, name });

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'create-models',
    'edit-models',
    'list-models',
    'create-videos',
    'upload-files',
    'list-photos',
    'list-audit-logs',
    'create-sites',
    'list-model-records',
    'create-model-records',
    'edit-model-records',
    'list-model-releases',
    'create-model-releases',
    'edit-model-releases',
  ]));
  fixtures = complianceFixtures(app, token);
});

const recordPath = async (name: string) => {
  const modelId = await fixtures.model(name);
  return `/model-records/${(await fixtures.record(modelId)).body.id}`;
};

describe('scans of a compliance record', () => {
  it('are uploaded, listed and downloaded by staff holding the records’ permissions, each read audited', async () => {
    const path = await recordPath('Ada');
    const bytes = pdf();
    const front = await addScan(path, bytes, 'passport front.pdf');
    expect(front.status).toBe(201);
    expect(front.body).toMatchObject({ name: 'passport front.pdf', mime: 'application/pdf', size: bytes.length });
    expect(front.body).not.toHaveProperty('url');
    const back = await addScan(path, await image('jpeg'), 'back.jpg');
    const listed = await fixtures.api.get(`/api${path}/scans`);
    expect(listed.body.data.map((s: { name: string }) => s.name)).toEqual(['passport front.pdf', 'back.jpg']);
    expect(listed.body.data[1]).toMatchObject({ mime: 'image/jpeg', created_by_name: expect.any(String) });

    const { token: reader, adminId } = await adminWith(app, ['list-model-records']);
    const read = await app.inject({
      method: 'GET',
      url: `/api${path}/scans/${front.body.id}/content`,
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    expect(read.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(read.headers['content-disposition']).toMatch(/^attachment; filename="passport front.pdf"/);

    const recordId = Number(path.split('/').pop());
    const audit = await fixtures.api.get(
      `/api/audit-logs?resource=model-records&resource_id=${recordId}&action=read-scan`,
    );
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({ actor_id: adminId, record_label: 'Jane Roe' });
    expect(audit.body.data[0].changes).toMatchObject({
      scan_id: { after: front.body.id },
      file_id: { after: expect.any(Number) },
      name: { after: 'passport front.pdf' },
    });
    // A reader may not add or delete a scan.
    expect((await addScan(path, pdf(), 'more.pdf', reader)).status).toBe(403);
    expect((await call(app, 'DELETE', `/api${path}/scans/${back.body.id}`, { token: reader })).status).toBe(403);
  });

  it('are refused to staff without the records’ permissions', async () => {
    const path = await recordPath('Bea');
    const scan = (await addScan(path, pdf(), 'id.pdf')).body;
    const { token: editor } = await adminWith(app, ['list-models', 'edit-models', 'upload-files']);
    expect((await call(app, 'GET', `/api${path}/scans`, { token: editor })).status).toBe(403);
    expect((await call(app, 'GET', `/api${path}/scans/${scan.id}/content`, { token: editor })).status).toBe(403);
    expect((await addScan(path, pdf(), 'id.pdf', editor)).status).toBe(403);
    expect((await call(app, 'GET', `/api${path}/scans/${scan.id}/content`)).status).toBe(401);
  });

  it('are PDF or images, decided by their bytes, and a scan of another record is not found', async () => {
    const path = await recordPath('Cat');
    const other = await recordPath('Dee');
    const video = await addScan(path, mp4(5), 'passport.pdf');
    expect(video.status).toBe(422);
    expect(video.body.errors.file[0]).toContain('application/pdf, image/jpeg, image/png, image/webp');
    const scan = (await addScan(path, await image('webp'), 'front.webp')).body;
    expect(scan.mime).toBe('image/webp');
    expect((await fixtures.api.get(`/api${other}/scans/${scan.id}/content`)).status).toBe(404);
    expect((await fixtures.api.delete(`/api${other}/scans/${scan.id}`)).status).toBe(404);
    expect((await fixtures.api.get(`/api/model-records/2000000/scans`)).status).toBe(404);
  });
});

describe('a scan', () => {
  it('has no signed URL: its file opens nothing under /files, is listed as no photo and is no file field', async () => {
    const path = await recordPath('Eda');
    await addScan(path, await image('jpeg'), 'front.jpg');
    const recordId = Number(path.split('/').pop());
    const [link] = await app.db.select().from(modelRecordScans).where(eq(modelRecordScans.ownerId, recordId));
    const fileId = link!.fileId;
    // Even a URL signed with the server's own key (a leaked key) opens nothing.
    const signer = urlSigner(derivedKey(testConfig(), 'backlot file urls'));
    expect((await call(app, 'GET', signer.url(fileId, 'content'))).status).toBe(404);
    expect((await call(app, 'GET', signer.url(fileId, 'thumbnail'))).status).toBe(404);
    expect((await fixtures.api.get('/api/files')).status).toBe(404);
    const photos = await fixtures.api.get('/api/photos?per_page=200');
    expect(photos.body.data.map((f: { id: number }) => f.id)).not.toContain(fileId);

    const modelId = await fixtures.model('Fay');
    const avatar = await fixtures.api.put(`/api/models/${modelId}`, { avatar_id: fileId });
    expect([avatar.status, avatar.body.errors]).toEqual([422, { avatar_id: ['This file is of another kind.'] }]);
    const gallery = await fixtures.api.post(`/api/models/${modelId}/photos`, { file_ids: [fileId] });
    expect(gallery.status).toBe(422);
  });

  it('reaches neither the member site nor an export', async () => {
    const path = await recordPath('Gia');
    const scan = (await addScan(path, pdf(), 'secret-release.pdf')).body;
    const site = await fixtures.api.post('/api/sites', { name: 'Scans site', domain: 'scans.example.com' });
    const key = site.body.intake_key as string;
    const siteReads = app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/site/'));
    expect(siteReads.length).toBeGreaterThan(0);
    for (const read of siteReads) {
      const answer = await call(app, 'GET', read.url, { headers: { 'x-site-key': key } });
      expect(JSON.stringify(answer.body ?? '')).not.toContain('secret-release');
    }
    expect(app.routeTable.filter((r) => /scans/.test(r.url) && !r.url.startsWith('/api/model-re'))).toEqual([]);
    expect((await fixtures.api.get('/api/model-records/exportCsv')).status).toBe(404);
    expect((await fixtures.api.get('/api/model-releases/exportCsv')).status).toBe(404);
    expect(scan.id).toBeGreaterThan(0);
  });
});

describe('scans of a release', () => {
  it('are added and read under the releases’ permissions', async () => {
    const modelId = await fixtures.model('Hana');
    const video = (await fixtures.video([modelId])).body;
    const release = await fixtures.api.post('/api/model-releases', {
      model_id: modelId,
      video_id: video.id,
      signed_on: '2026-01-05',
    });
    const path = `/model-releases/${release.body.id}`;
    const scan = await addScan(path, await image('png'), 'signed.png');
    expect(scan.status).toBe(201);
    const { token: recordsOnly } = await adminWith(app, ['list-model-records']);
    expect((await call(app, 'GET', `/api${path}/scans`, { token: recordsOnly })).status).toBe(403);
    const read = await fixtures.api.get(`/api${path}/scans/${scan.body.id}/content`);
    expect([read.status, read.headers['cache-control']]).toEqual([200, 'no-store']);
  });
});
