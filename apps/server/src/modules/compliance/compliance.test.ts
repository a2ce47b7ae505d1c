/** Compliance records and releases, and the publishing of a video only when each of its models is cleared. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call } from '../../test/client.js';
import { complianceFixtures } from '../../test/compliance.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';

const app = await startTestApp();
let token: string;
let api: ReturnType<typeof as>;
const ids = { cover: 0, movie: 0 };
let serial = 500;
let model: ReturnType<typeof complianceFixtures>['model'];
let record: ReturnType<typeof complianceFixtures>['record'];

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'list-videos',
    'create-videos',
    'edit-videos',
    'delete-videos',
    'publish-videos',
    'upload-files',
    'create-models',
    'delete-models',
    'list-model-records',
    'create-model-records',
    'edit-model-records',
    'list-model-releases',
    'create-model-releases',
  ]));
  api = as(app, token);
  ({ model, record } = complianceFixtures(app, token));
  ids.cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
  ids.movie = (await upload(app, token, 'videos', mp4(95), { name: 'movie.mp4' })).body.id;
});

const readyVideo = (modelIds: number[], extra: object = {}) =>
  api.post('/api/videos', {
    serial_number: `BL-${String(++serial).padStart(6, '0')}`,
    title: 'Dawn',
    title_cn: '黎明',
    cover_id: ids.cover,
    video_file_id: ids.movie,
    model_ids: modelIds,
    ...extra,
  });

describe('compliance records', () => {
  it('keeps one record per model, with the document number cut to its last four characters', async () => {
    const anna = await model('Anna');
    const created = await record(anna, { aliases: ['Annie'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      model_id: anna,
      model_name: 'Anna',
      id_document_last4: '7X2Q',
      id_document_country: 'US',
      aliases: ['Annie'],
    });
    const second = await record(anna);
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ model_id: ['This value is already taken.'] });
  });

  it('refuses a birthday to come, a long document number and a model that does not exist, field by field', async () => {
    const answer = await record(2_000_000, {
      date_of_birth: '2999-01-01',
      id_document_last4: '123456',
      id_document_country: 'USA',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      'date_of_birth',
      'id_document_country',
      'id_document_last4',
    ]);
    const unknown = await record(2_000_000);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['model_id']);
  });

  it('list the documents to renew: expiring within 30 days, or expired', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [soon, later, expired] = [await model('Soon'), await model('Later'), await model('Expired')];
    await record(soon, { id_document_expires_on: inDays(10) });
    await record(later, { id_document_expires_on: inDays(100) });
    await record(expired, { id_document_expires_on: inDays(-3) });
    const listed = async (flag: string) =>
      (await api.get(`/api/model-records?expiring=${flag}&per_page=200`)).body.data.map(
        (r: { model_id: number }) => r.model_id,
      );
    expect(await listed('1')).toEqual(expect.arrayContaining([soon, expired]));
    expect(await listed('1')).not.toContain(later);
    expect(await listed('0')).toContain(later);
    expect(await listed('0')).not.toContain(soon);
  });

  it('are read only by staff holding their permission', async () => {
    const { token: editor } = await adminWith(app, ['list-models', 'list-videos']);
    expect((await call(app, 'GET', '/api/model-records', { token: editor })).status).toBe(403);
    expect((await call(app, 'GET', '/api/model-releases', { token: editor })).status).toBe(403);
  });

  it('keep a model with a record from being deleted', async () => {
    const kept = await model('Kept');
    await record(kept);
    const refused = await api.delete(`/api/models/${kept}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('in_use');
    expect((await api.get(`/api/model-records?model_id=${kept}`)).body.meta.total).toBe(1);
  });
});

describe('publishing a video with models', () => {
  it('waits until each model is cleared, naming who and why in the reader’s language', async () => {
    const bella = await model('Bella');
    const cleo = await model('Cleo');
    const video = (await readyVideo([bella, cleo])).body;

    const first = await api.post(`/api/videos/${video.id}/publish`);
    expect(first.status).toBe(409);
    expect(first.body.code).toBe('compliance_missing');
    expect(first.body.missing).toEqual([
      { model_id: bella, name: 'Bella', gaps: ['production_day', 'record', 'release'] },
      { model_id: cleo, name: 'Cleo', gaps: ['production_day', 'record', 'release'] },
    ]);
    expect(first.body.message).toContain('Bella: the video has no production date, no compliance record');

    await api.put(`/api/videos/${video.id}`, { produced_on: '2026-03-01' });
    await record(bella);
    // Cleo turned 18 after the production day, and her document had expired by then.
    await record(cleo, { date_of_birth: '2008-06-01', id_document_expires_on: '2026-02-28' });
    await api.post('/api/model-releases', { model_id: bella, video_id: video.id, signed_on: '2026-03-01' });
    const second = await call(app, 'POST', `/api/videos/${video.id}/publish`, { token, lang: 'zh-CN' });
    expect(second.status).toBe(409);
    expect(second.body.missing).toEqual([
      { model_id: cleo, name: 'Cleo', gaps: ['underage', 'document_expired', 'release'] },
    ]);
    expect(second.body.message).toBe(
      '该视频中的模特尚未全部通过合规审核：Cleo：拍摄日未满 18 岁、身份证件在拍摄日前已过期、没有该视频的签署授权书。',
    );

    const cleoRecord = (await api.get(`/api/model-records?model_id=${cleo}`)).body.data[0];
    await api.put(`/api/model-records/${cleoRecord.id}`, {
      date_of_birth: '2001-06-01',
      id_document_expires_on: '2031-06-01',
    });
    await api.post('/api/model-releases', { model_id: cleo, video_id: video.id, signed_on: '2026-03-02' });
    const published = await api.post(`/api/videos/${video.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
  });

  it('keeps a video on the site from taking a model not cleared for it, or a production day on which one is not', async () => {
    const [eve, fay] = [await model('Eve'), await model('Fay')];
    await record(eve, { date_of_birth: '2007-09-01' });
    const video = (await readyVideo([eve], { produced_on: '2026-01-10' })).body;
    await api.post('/api/model-releases', { model_id: eve, video_id: video.id, signed_on: '2026-01-10' });
    expect((await api.post(`/api/videos/${video.id}/publish`)).status).toBe(200);

    const added = await api.put(`/api/videos/${video.id}`, { model_ids: [eve, fay] });
    expect(added.status).toBe(409);
    expect(added.body.missing).toEqual([{ model_id: fay, name: 'Fay', gaps: ['record', 'release'] }]);
    // Eve turned 18 on 2025-09-01: a production day before it is refused.
    const earlier = await api.put(`/api/videos/${video.id}`, { produced_on: '2025-08-01' });
    expect(earlier.status).toBe(409);
    expect(earlier.body.missing).toEqual([{ model_id: eve, name: 'Eve', gaps: ['underage'] }]);
    const kept = (await api.get(`/api/videos/${video.id}`)).body;
    expect([kept.model_ids, kept.produced_on]).toEqual([[eve], '2026-01-10']);
    expect((await api.put(`/api/videos/${video.id}`, { title: 'Dusk' })).status).toBe(200);
  });

  it('takes one release per model and video', async () => {
    const dana = await model('Dana');
    const video = (await readyVideo([dana])).body;
    const release = { model_id: dana, video_id: video.id, signed_on: '2026-01-05' };
    expect((await api.post('/api/model-releases', release)).status).toBe(201);
    const again = await api.post('/api/model-releases', release);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ model_id: ['This value is already taken.'] });
    // The signed release is kept: the video it is for is not deleted from under it.
    const deleted = await api.delete(`/api/videos/${video.id}`);
    expect([deleted.status, deleted.body.code]).toEqual([409, 'in_use']);
  });

  it('refuses a release naming a model or a video that does not exist, field by field', async () => {
    const fay = await model('Fay');
    const refused = await api.post('/api/model-releases', {
      model_id: 999_999,
      video_id: 999_999,
      signed_on: '2026-01-05',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ model_id: ['Does not exist.'], video_id: ['Does not exist.'] });
    const video = (await readyVideo([fay])).body;
    const named = await api.post('/api/model-releases', { model_id: fay, video_id: video.id, signed_on: '2026-01-05' });
    expect(named.body).toMatchObject({ model_name: 'Fay', video_title: 'Dawn' });
  });

  it('needs no record for a video without models', async () => {
    const video = (await readyVideo([])).body;
    expect((await api.post(`/api/videos/${video.id}/publish`)).status).toBe(200);
  });
});
