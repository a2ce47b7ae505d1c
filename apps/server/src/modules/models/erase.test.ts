/**
 * A performer's privacy erase: the public profile emptied, earlier audit entries scrubbed, and the compliance
 * records, releases and scans kept under legal hold, which the answer states.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_HOLD_YEARS } from '@backlot/contract';
import { startTestApp } from '../../test/harness.js';
import { call } from '../../test/client.js';
import { complianceFixtures } from '../../test/compliance.js';
import { adminWith } from '../../test/fixtures.js';
import { image, pdf, upload } from '../../test/files.js';

const app = await startTestApp();
let token: string;
let fixtures: ReturnType<typeof complianceFixtures>;

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'create-models',
    'edit-models',
    'list-models',
    'erase-models',
    'create-videos',
    'upload-files',
    'list-audit-logs',
    'list-model-records',
    'create-model-records',
    'edit-model-records',
    'create-model-releases',
  ]));
  fixtures = complianceFixtures(app, token);
});

const heldUntil = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + LEGAL_HOLD_YEARS);
  return day.toISOString().slice(0, 10);
};

describe("a performer's privacy erase", () => {
  it('empties the public profile and scrubs the audit log, keeping the compliance records under legal hold', async () => {
    const { api } = fixtures;
    const avatar = (await upload(app, token, 'images', await image('png'), { name: 'face.png' })).body.id;
    const id = await fixtures.model('Scarlett Vane');
    await api.put(`/api/models/${id}`, {
      avatar_id: avatar,
      birthday: '1996-03-04',
      birth_place: 'Riverton',
      introduction: 'Loves sailing',
      social_links: [{ platform: 'x', url: 'https://x.example/scarlett' }],
    });
    const record = (await fixtures.record(id)).body.id;
    const video = (await fixtures.video([id])).body.id;
    await api.post('/api/model-releases', { model_id: id, video_id: video, signed_on: '2024-05-01' });
    const scan = await upload(app, token, '', pdf(), { url: `/api/model-records/${record}/scans`, name: 'id.pdf' });
    expect(scan.status).toBe(201);

    const erased = await api.post(`/api/models/${id}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body.held).toEqual({ records: 1, releases: 1, scans: 1, held_until: heldUntil() });

    const profile = (await api.get(`/api/models/${id}`)).body;
    expect(profile).toMatchObject({
      name: `erased-model-${id}`,
      name_cn: `erased-model-${id}`,
      avatar: null,
      birthday: null,
      birth_place: null,
      introduction: null,
      social_links: [],
      erased_at: erased.body.erased_at,
    });
    // The records stay: they offer no delete.
    expect((await api.get(`/api/model-records/${record}`)).body.legal_name).toBe('Jane Roe');
    expect((await api.delete(`/api/model-records/${record}`)).status).toBe(404);

    const log = await api.get(`/api/audit-logs?resource=models&resource_id=${id}`);
    const text = JSON.stringify(log.body.data);
    for (const value of ['Scarlett', 'Riverton', 'sailing', '1996-03-04', 'x.example'])
      expect(text).not.toContain(value);
    const entry = (log.body.data as Array<{ action: string; changes: object }>).find((e) => e.action === 'erase');
    expect(entry!.changes).toMatchObject({ held: { after: erased.body.held } });
  });

  it('says when nothing is kept, refuses a second erase, and needs its permission', async () => {
    const id = await fixtures.model('Nobody Kept');
    const first = await fixtures.api.post(`/api/models/${id}/erase`);
    expect(first.body.held).toEqual({ records: 0, releases: 0, scans: 0, held_until: null });
    const again = await fixtures.api.post(`/api/models/${id}/erase`);
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);

    const { token: editor } = await adminWith(app, ['list-models', 'edit-models']);
    const other = await fixtures.model('Not Erased');
    expect((await call(app, 'POST', `/api/models/${other}/erase`, { token: editor })).status).toBe(403);
    expect((await fixtures.api.post('/api/models/999999/erase')).status).toBe(404);
  });
});
