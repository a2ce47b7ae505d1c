/** Tags, the model resource: CRUD, uniqueness, search, sort, pagination, validation and audit, as a client sees them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let token: string;

beforeAll(async () => {
  ({ token } = await adminWith(app, ['list-tags', 'create-tags', 'edit-tags', 'delete-tags', 'list-audit-logs']));
  api = as(app, token);
});

describe('tags', () => {
  it('creates, shows, updates and deletes a tag', async () => {
    const created = await api.post('/api/tags', { name: '  Drama ', name_cn: '剧情', sort: 5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Drama', name_cn: '剧情', sort: 5 });
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const shown = await api.get(`/api/tags/${created.body.id}`);
    expect(shown.body).toEqual(created.body);

    const updated = await api.put(`/api/tags/${created.body.id}`, { sort: 7 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Drama', sort: 7 });

    expect((await api.delete(`/api/tags/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/tags/${created.body.id}`)).status).toBe(404);
  });

  it('defaults sort to 0', async () => {
    const created = await api.post('/api/tags', { name: 'Zero', name_cn: '零' });
    expect(created.body.sort).toBe(0);
  });

  it('keeps the fields an update leaves out', async () => {
    const created = await api.post('/api/tags', { name: 'Kept', name_cn: '保留', sort: 9 });
    const renamed = await api.put(`/api/tags/${created.body.id}`, { name: 'Kept still' });
    expect(renamed.body).toMatchObject({ name: 'Kept still', name_cn: '保留', sort: 9 });
  });

  it('refuses a taken name, ignoring case, on the field, in the request language', async () => {
    await api.post('/api/tags', { name: 'Romance', name_cn: '爱情' });
    const dupe = await call(app, 'POST', '/api/tags', {
      token,
      body: { name: 'ROMANCE', name_cn: '浪漫' },
      lang: 'en',
    });
    expect(dupe.status).toBe(422);
    expect(dupe.body.errors).toEqual({ name: ['This value is already taken.'] });

    const dupeCn = await call(app, 'POST', '/api/tags', {
      token,
      body: { name: 'Love', name_cn: '爱情' },
      lang: 'zh-CN,zh;q=0.9',
    });
    expect(dupeCn.status).toBe(422);
    expect(dupeCn.body.message).toBe('部分字段无效。');
    expect(dupeCn.body.errors).toEqual({ name_cn: ['该值已被占用。'] });
  });

  it('refuses to rename onto a taken name but accepts keeping its own', async () => {
    const a = await api.post('/api/tags', { name: 'Alpha', name_cn: '阿尔法' });
    await api.post('/api/tags', { name: 'Beta', name_cn: '贝塔' });
    expect((await api.put(`/api/tags/${a.body.id}`, { name: 'beta' })).status).toBe(422);
    expect((await api.put(`/api/tags/${a.body.id}`, { name: 'ALPHA' })).status).toBe(200);
  });

  it('validates: missing, unknown and wrongly typed fields are 422 with field messages', async () => {
    const answer = await api.post('/api/tags', { name: '', sort: 'first', colour: 'red' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['This field is required.'],
      name_cn: ['This field is required.'],
      sort: ['Expected number.'],
      colour: ['Unknown field.'],
    });
    const tooLong = await api.post('/api/tags', { name: 'x'.repeat(65), name_cn: '长' });
    expect(tooLong.body.errors).toEqual({ name: ['At most 64 characters.'] });
  });

  it('answers 400 to malformed JSON and 404 to a non-numeric or missing id', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await api.get('/api/tags/abc')).status).toBe(404);
    expect((await api.get('/api/tags/999999')).status).toBe(404);
    expect((await api.put('/api/tags/999999', { sort: 1 })).status).toBe(404);
  });

  it('lists with search, sort and pagination', async () => {
    for (const [name, nameCn, sort] of [
      ['Outdoor', '户外', 30],
      ['Outlaw', '亡命', 10],
      ['Indoor', '室内', 20],
    ] as const) {
      await api.post('/api/tags', { name, name_cn: nameCn, sort });
    }
    const search = await api.get('/api/tags?q=out&sort=-sort');
    expect(search.body.data.map((t: { name: string }) => t.name)).toEqual(['Outdoor', 'Outlaw']);
    expect(search.body.meta).toEqual({ page: 1, per_page: 20, total: 2, total_is_estimate: false, has_next: false });

    const byChinese = await api.get(`/api/tags?q=${encodeURIComponent('室')}`);
    expect(byChinese.body.data.map((t: { name: string }) => t.name)).toEqual(['Indoor']);

    const page2 = await api.get('/api/tags?per_page=2&page=2&sort=name');
    const all = await api.get('/api/tags?per_page=200&sort=name');
    expect(page2.body.data).toEqual(all.body.data.slice(2, 4));
    expect(page2.body.meta.total).toBe(all.body.data.length);
  });

  it('treats % and _ in a search as plain characters', async () => {
    await api.post('/api/tags', { name: '100% Real', name_cn: '百分百' });
    const hits = await api.get(`/api/tags?q=${encodeURIComponent('%')}`);
    expect(hits.body.data.map((t: { name: string }) => t.name)).toEqual(['100% Real']);
  });

  it('refuses bad list parameters with 422', async () => {
    expect((await api.get('/api/tags?per_page=201')).body.errors).toHaveProperty('per_page');
    expect((await api.get('/api/tags?sort=colour')).body.errors).toHaveProperty('sort');
    expect((await api.get('/api/tags?page=0')).status).toBe(422);
    expect((await api.get('/api/tags?bogus=1')).body.errors).toEqual({ bogus: ['Unknown field.'] });
  });

  it('writes an audit entry for each change, with the changed fields', async () => {
    const created = await api.post('/api/tags', { name: 'Audited', name_cn: '审计', sort: 1 });
    await api.put(`/api/tags/${created.body.id}`, { name: 'Audited Twice', sort: 1 });
    await api.delete(`/api/tags/${created.body.id}`);
    const log = await api.get(`/api/audit-logs?resource=tags&resource_id=${created.body.id}&sort=id`);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    const [create, update, remove] = log.body.data;
    expect(create.changes.name).toEqual({ before: null, after: 'Audited' });
    expect(update.changes).toEqual({ name: { before: 'Audited', after: 'Audited Twice' } });
    expect(remove.changes.name_cn).toEqual({ before: '审计', after: null });
    expect(update.actor_username).toMatch(/^user-/);
  });
});
