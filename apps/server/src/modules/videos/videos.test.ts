/** Videos: files, ordered relations, filters, derived fields and the publish/hide state machine. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, srt, upload } from '../../test/files.js';

const app = await startTestApp();
let token: string;
let api: ReturnType<typeof as>;
let serial = 100;
const ids = { cover: 0, movie: 0, subtitle: 0, tagA: 0, tagB: 0, model: 0, director: 0 };

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'list-videos',
    'create-videos',
    'edit-videos',
    'delete-videos',
    'publish-videos',
    'export-videos',
    'upload-files',
    'create-tags',
    'create-models',
    'create-directors',
    'list-audit-logs',
  ]));
  api = as(app, token);
  ids.cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
  ids.movie = (await upload(app, token, 'videos', mp4(95), { name: 'movie.mp4' })).body.id;
  ids.subtitle = (await upload(app, token, 'subtitles', srt(), { name: 'zh.srt' })).body.id;
  ids.tagA = (await api.post('/api/tags', { name: 'Alpha', name_cn: '甲' })).body.id;
  ids.tagB = (await api.post('/api/tags', { name: 'Beta', name_cn: '乙' })).body.id;
  ids.model = (await api.post('/api/models', { name: 'Ava', name_cn: '艾娃', gender: 'female' })).body.id;
  ids.director = (await api.post('/api/directors', { name: 'Lena Fischer' })).body.id;
});

const draft = (extra: object = {}) =>
  api.post('/api/videos', {
    serial_number: `bl-${String(++serial).padStart(6, '0')}`,
    title: 'Dawn',
    title_cn: '黎明',
    ...extra,
  });

describe('videos', () => {
  it('creates a draft with files and ordered relations, answering file records and derived fields', async () => {
    const created = await draft({
      cover_id: ids.cover,
      video_file_id: ids.movie,
      subtitle_zh_id: ids.subtitle,
      tag_ids: [ids.tagB, ids.tagA],
      model_ids: [ids.model],
      director_ids: [ids.director],
      token: 30,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      serial_number: expect.stringMatching(/^BL-\d{6}$/),
      status: 'draft',
      is_srt: true,
      token: 30,
      tag_ids: [ids.tagB, ids.tagA],
      tags: [{ name: 'Beta' }, { name: 'Alpha' }],
      models: [{ name: 'Ava', name_cn: '艾娃' }],
      directors: [{ name: 'Lena Fischer' }],
      cover: { id: ids.cover, kind: 'image', name: 'cover.png' },
      video_file: { id: ids.movie, kind: 'video', duration: 95 },
      trailer: null,
      views: 0,
    });
    expect(created.body.cover.url).toMatch(/^\/api\/files\/\d+\/content\?expires=\d+&signature=/);
  });

  it('refuses a file of another kind, a missing file, a taken serial number and a malformed one', async () => {
    const bad = await draft({ cover_id: ids.subtitle, trailer_id: 999_999 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ cover_id: ['This file is of another kind.'], trailer_id: ['Does not exist.'] });

    const first = await draft();
    const taken = await api.post('/api/videos', {
      serial_number: first.body.serial_number.toLowerCase(),
      title: 'x',
      title_cn: 'x',
    });
    expect(taken.body.errors).toEqual({ serial_number: ['This value is already taken.'] });
    const malformed = await api.post('/api/videos', { serial_number: '123', title: 'x', title_cn: 'x' });
    expect(malformed.body.errors).toEqual({ serial_number: ['Write it as BL-000123.'] });
  });

  it('publishes only with a cover, both titles and the video file, naming what is missing', async () => {
    const { body } = await draft();
    const refused = await api.post(`/api/videos/${body.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      cover_id: ['A cover is needed to publish.'],
      video_file_id: ['The video file is needed to publish.'],
    });
    await api.put(`/api/videos/${body.id}`, { cover_id: ids.cover, video_file_id: ids.movie });
    const published = await api.post(`/api/videos/${body.id}/publish`);
    expect(published.body).toMatchObject({ status: 'published' });
    expect((await api.post(`/api/videos/${body.id}/publish`)).status).toBe(409);

    const hidden = await api.post(`/api/videos/${body.id}/hide`);
    expect(hidden.body.status).toBe('hidden');
    const again = await api.post(`/api/videos/${body.id}/publish`);
    expect(again.body).toMatchObject({ status: 'published', published_at: published.body.published_at });
  });

  it('schedules for a later time, counting as published once it has come', async () => {
    const ready = { cover_id: ids.cover, video_file_id: ids.movie };
    const later = await draft(ready);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api.post(`/api/videos/${later.body.id}/publish`, { published_at: at })).body.status).toBe(
      'scheduled',
    );

    const garbled = await api.post(`/api/videos/${later.body.id}/publish`, { published_at: 'next friday' });
    expect(garbled.status).toBe(422);
    expect(Object.keys(garbled.body.errors)).toEqual(['published_at']);

    const past = await draft(ready);
    await api.post(`/api/videos/${past.body.id}/publish`, { published_at: new Date(Date.now() + 1500).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await api.get(`/api/videos/${past.body.id}`)).body.status).toBe('published');
    const listed = async (status: string) =>
      (await api.get(`/api/videos?per_page=200&status=${status}`)).body.data.map((v: { id: number }) => v.id);
    expect(await listed('published')).toContain(past.body.id);
    expect(await listed('scheduled')).toEqual([later.body.id]);
  });

  it('filters by tag, model, director, free and type, and searches titles and serial numbers', async () => {
    const tagged = await draft({
      title: 'Needle',
      tag_ids: [ids.tagA],
      model_ids: [ids.model],
      is_free: true,
      type: 'clip',
    });
    const found = async (query: string) =>
      (await api.get(`/api/videos?per_page=200&${query}`)).body.data.map((v: { id: number }) => v.id);
    expect(await found(`q=Needle&tag_id=${ids.tagA}&model_id=${ids.model}&free=1&type=clip`)).toEqual([tagged.body.id]);
    expect(await found(`q=Needle&tag_id=${ids.tagB}`)).toEqual([]);
    expect(await found(`q=${tagged.body.serial_number}`)).toEqual([tagged.body.id]);
    expect(await found(`q=Needle&director_id=${ids.director}`)).toEqual([]);
  });

  it('keeps a file a video names from the sweep, and the audit log lists relation changes', async () => {
    const created = await draft({ tag_ids: [ids.tagA] });
    await api.put(`/api/videos/${created.body.id}`, { tag_ids: [ids.tagA, ids.tagB] });
    const log = await api.get(`/api/audit-logs?resource=videos&resource_id=${created.body.id}&action=update`);
    expect(log.body.data[0].changes.tag_ids).toEqual({ before: [ids.tagA], after: [ids.tagA, ids.tagB] });
  });
});

describe('videos.csv', () => {
  it('streams the videos a list query matches, with names for related records and no formula', async () => {
    const exported = await draft({
      title: '=HYPERLINK("x")',
      title_cn: '导出',
      tag_ids: [ids.tagB, ids.tagA],
      is_free: true,
    });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/videos/exportCsv?q=${encodeURIComponent(exported.body.serial_number)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="videos.csv"');
    expect(answer.body.startsWith('\uFEFFid,serial_number,title,title_cn,')).toBe(true);
    const lines = answer.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${exported.body.id},${exported.body.serial_number},"'=HYPERLINK(""x"")",导出,full,draft,`,
    );
    expect(lines[1]).toContain(',1,0,0,0,0,0,,,Beta; Alpha,');
    // Instants as the API writes them: ISO 8601 in UTC, to the millisecond.
    expect(lines[1]!.endsWith(`,${exported.body.created_at}`)).toBe(true);
  });

  it('needs the export permission', async () => {
    const { token: reader } = await adminWith(app, ['list-videos']);
    expect((await as(app, reader).get('/api/videos/exportCsv')).status).toBe(403);
  });
});
