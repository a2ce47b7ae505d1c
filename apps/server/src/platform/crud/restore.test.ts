/** "Restore this version": a content record back to the version an entry of its history left, or a clear refusal. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';

type Entry = { id: number; action: string; changes: Record<string, { before: unknown; after: unknown }> };

describe('restoring a version', async () => {
  const app = await startTestApp();
  const { token } = await adminWith(app, [
    'list-videos',
    'create-videos',
    'edit-videos',
    'publish-videos',
    'upload-files',
    'list-tags',
    'create-tags',
    'delete-tags',
  ]);
  const api = as(app, token);
  let serial = 500;
  const draft = (extra: object = {}) =>
    api.post('/api/videos', {
      serial_number: `BL-${String(++serial).padStart(6, '0')}`,
      title: 'Dawn',
      title_cn: '黎明',
      ...extra,
    });
  const historyOf = async (id: number): Promise<Entry[]> => (await api.get(`/api/videos/${id}/history`)).body.data;
  const created = async (id: number) => (await historyOf(id)).at(-1)!;

  it("reads a video's history after a create and two edits, newest first, field by field", async () => {
    const video = (await draft()).body;
    await api.put(`/api/videos/${video.id}`, { title: 'Dusk' });
    await api.put(`/api/videos/${video.id}`, { description: 'At first light' });
    const history = await historyOf(video.id);
    expect(history.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    expect(history[0]!.changes).toEqual({ description: { before: null, after: 'At first light' } });
    expect(history[1]!.changes).toEqual({ title: { before: 'Dawn', after: 'Dusk' } });
  });

  it('takes the fields back, says what it would change first, and audits the restore naming the entry', async () => {
    const video = (await draft()).body;
    await api.put(`/api/videos/${video.id}`, { title: 'Dusk' });
    await api.put(`/api/videos/${video.id}`, { description: 'At first light' });
    const first = await created(video.id);
    const preview = await api.get(`/api/videos/${video.id}/history/${first.id}/restore`);
    expect(preview.body.changes).toEqual({
      title: { before: 'Dusk', after: 'Dawn' },
      description: { before: 'At first light', after: null },
    });

    const restored = await api.post(`/api/videos/${video.id}/history/${first.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Dawn', description: null, status: 'draft' });
    const [latest] = await historyOf(video.id);
    expect(latest).toMatchObject({
      action: 'restore-version',
      changes: {
        title: { before: 'Dusk', after: 'Dawn' },
        description: { before: 'At first light', after: null },
        restored_entry: { before: null, after: first.id },
      },
    });
  });

  it('refuses a state the state machine cannot reach with a 409, and changes nothing', async () => {
    const cover = (await upload(app, token, 'images', await image('png'), { name: 'c.png' })).body.id;
    const movie = (await upload(app, token, 'videos', mp4(20), { name: 'm.mp4' })).body.id;
    const video = (await draft({ cover_id: cover, video_file_id: movie })).body;
    await api.put(`/api/videos/${video.id}`, { title: 'Live' });
    expect((await api.post(`/api/videos/${video.id}/publish`)).body.status).toBe('published');
    const before = await historyOf(video.id);
    const refused = await call(app, 'POST', `/api/videos/${video.id}/history/${before.at(-1)!.id}/restore`, {
      token,
      lang: 'en',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'restore_not_allowed' });
    expect(refused.body.message).toContain('cannot go from its current state');
    expect((await api.get(`/api/videos/${video.id}`)).body).toMatchObject({ title: 'Live', status: 'published' });
    expect(await historyOf(video.id)).toEqual(before);
  });

  it('refuses a version naming a record that is gone with a 409', async () => {
    const tag = (await api.post('/api/tags', { name: 'Fleeting', name_cn: '短暂' })).body;
    const video = (await draft({ tag_ids: [tag.id] })).body;
    await api.put(`/api/videos/${video.id}`, { tag_ids: [] });
    await api.delete(`/api/tags/${tag.id}`);
    const refused = await call(app, 'POST', `/api/videos/${video.id}/history/${(await created(video.id)).id}/restore`, {
      token,
      lang: 'zh-CN',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'restore_not_allowed',
      message: '无法恢复此版本：其引用的记录已不存在。',
    });
  });

  it("answers a 422 on the field when an old value fails today's rules", async () => {
    const video = (await draft()).body;
    await api.put(`/api/videos/${video.id}`, { serial_number: 'BL-999001' });
    await draft({ serial_number: video.serial_number });
    const refused = await call(app, 'POST', `/api/videos/${video.id}/history/${(await created(video.id)).id}/restore`, {
      token,
      lang: 'en',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ serial_number: ['This value is already taken.'] });
  });

  it('needs the edit permission, and a resource that does not restore has no restore', async () => {
    const video = (await draft()).body;
    const entry = await created(video.id);
    const reader = as(app, (await adminWith(app, ['list-videos'])).token);
    expect((await reader.post(`/api/videos/${video.id}/history/${entry.id}/restore`)).status).toBe(403);
    expect((await reader.get(`/api/videos/${video.id}/history`)).body.restorable).toBe(true);
    const tag = (await api.post('/api/tags', { name: 'Plain', name_cn: '普通' })).body;
    const [tagEntry] = (await api.get(`/api/tags/${tag.id}/history`)).body.data;
    expect((await api.post(`/api/tags/${tag.id}/history/${tagEntry.id}/restore`)).status).toBe(404);
  });

  it('restores a price as the plan writes it, though the log keeps it with its currency', async () => {
    const admin = as(app, (await adminWith(app, ['list-plans', 'create-plans', 'edit-plans'])).token);
    const body = {
      name: 'Day pass',
      title: 'Day',
      type: 'one_time',
      once_count: 1,
      once_unit: 'day',
      once_price: '4.99',
    };
    const plan = (await admin.post('/api/plans', body)).body;
    await admin.put(`/api/plans/${plan.id}`, { once_price: '6.50', title: 'Daily' });
    const history = await admin.get(`/api/plans/${plan.id}/history`);
    const [, created] = history.body.data;
    const restored = await admin.post(`/api/plans/${plan.id}/history/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ once_price: '4.99', title: 'Day' });
  });

  it('refuses an entry about another record with a 404', async () => {
    const one = (await draft()).body;
    const other = (await draft()).body;
    const entry = await created(other.id);
    expect((await api.post(`/api/videos/${one.id}/history/${entry.id}/restore`)).status).toBe(404);
  });
});
