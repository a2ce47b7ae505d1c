/** Posts: sanitized rich text, models in order, publish and unpublish, filters. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let modelIds: number[];
let coverId = 0;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-posts',
    'create-posts',
    'edit-posts',
    'delete-posts',
    'publish-posts',
    'create-models',
    'delete-models',
    'list-audit-logs',
    'upload-files',
  ]);
  api = as(app, token);
  coverId = (await upload(app, token, 'images', await image('png', 400, 300))).body.id;
  modelIds = [];
  for (const name of ['Ann', 'Bea', 'Cai']) {
    modelIds.push((await api.post('/api/models', { name, name_cn: name, gender: 'female' })).body.id);
  }
});

const base = { title: 'Hello', title_cn: '你好' };

describe('posts', () => {
  it('stores rich text without script, event handlers or unsafe links, keeping the formatting', async () => {
    const created = await api.post('/api/posts', {
      ...base,
      content:
        '<h2>Title</h2><p onclick="x()">Some <strong>bold</strong> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      content_cn: '<p>正文<iframe src="https://evil.example"></iframe></p>',
    });
    expect(created.status).toBe(201);
    expect(created.body.content).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong> <a>bad</a> ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p><img src="x" />',
    );
    expect(created.body.content_cn).toBe('<p>正文</p>');
    const updated = await api.put(`/api/posts/${created.body.id}`, { content: '<p style="color:red">x</p>' });
    expect(updated.body.content).toBe('<p>x</p>');
  });

  it('keeps its models in the order given, and replaces them on update', async () => {
    const [a, b, c] = modelIds;
    const created = await api.post('/api/posts', { ...base, model_ids: [c, a] });
    expect(created.body.model_ids).toEqual([c, a]);
    expect(created.body.models.map((m: { name: string }) => m.name)).toEqual(['Cai', 'Ann']);
    const updated = await api.put(`/api/posts/${created.body.id}`, { model_ids: [b, c, a] });
    expect(updated.body.model_ids).toEqual([b, c, a]);
    const listed = await api.get(`/api/posts?model_id=${b}`);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    expect(listed.body.data[0].models.map((m: { name: string }) => m.name)).toEqual(['Bea', 'Cai', 'Ann']);

    const log = await api.get(`/api/audit-logs?resource=posts&resource_id=${created.body.id}&action=update`);
    expect(log.body.data[0].changes.model_ids).toEqual({ before: [c, a], after: [b, c, a] });
  });

  it('refuses a model that does not exist, on the field, and writes nothing', async () => {
    const bad = await api.post('/api/posts', { ...base, title: 'Ghost', model_ids: [modelIds[0], 999_999] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ model_ids: ['Does not exist.'] });
    expect((await api.get('/api/posts?q=Ghost')).body.meta.total).toBe(0);
  });

  it('publishes now or from a time, unpublishes, and refuses what the state does not allow', async () => {
    const created = await api.post('/api/posts', { ...base, title: 'Publish me' });
    expect(created.body).toMatchObject({ status: 'draft', published_at: null });
    const published = await api.post(`/api/posts/${created.body.id}/publish`);
    expect(published.body).toMatchObject({ status: 'published' });
    expect(Date.now() - Date.parse(published.body.published_at)).toBeLessThan(60_000);
    expect((await api.post(`/api/posts/${created.body.id}/publish`)).status).toBe(409);

    expect((await api.post(`/api/posts/${created.body.id}/unpublish`)).body).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    const at = '2030-01-01T08:00:00.000Z';
    const later = await api.post(`/api/posts/${created.body.id}/publish`, { published_at: at });
    expect(later.body.published_at).toBe(at);
    const ids = async (query: string) =>
      (await api.get(`/api/posts?per_page=200&${query}`)).body.data.map((p: { id: number }) => p.id);
    expect(await ids('status=published&published_from=2030-01-01&published_to=2030-01-01')).toEqual([created.body.id]);
  });

  it('drops a deleted model from its posts', async () => {
    const model = await api.post('/api/models', { name: 'Gone', name_cn: '离开', gender: 'male' });
    const created = await api.post('/api/posts', { ...base, model_ids: [model.body.id, modelIds[0]] });
    await api.delete(`/api/models/${model.body.id}`);
    expect((await api.get(`/api/posts/${created.body.id}`)).body.model_ids).toEqual([modelIds[0]]);
  });

  it('keeps a cover image, answered with its signed URLs, and clears it', async () => {
    const created = await api.post('/api/posts', { ...base, cover_id: coverId });
    expect(created.body.cover).toMatchObject({ id: coverId, kind: 'image', width: 400, height: 300 });
    expect(created.body.cover.url).toMatch(/^\/api\/files\/\d+\/content\?expires=/);
    const cleared = await api.put(`/api/posts/${created.body.id}`, { cover_id: null });
    expect(cleared.body).toMatchObject({ cover_id: null, cover: null });
  });
});
