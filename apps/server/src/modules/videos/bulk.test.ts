/**
 * Bulk actions on videos: one call publishes, hides or deletes many, in one transaction, each record checked
 * and audited as the single action; refusals are reported per record, an unexpected error writes nothing.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';

const app = await startTestApp();
let token: string;
let api: ReturnType<typeof as>;
let serial = 500;
const files = { cover: 0, movie: 0 };

beforeAll(async () => {
  ({ token } = await adminWith(app, [
    'list-videos',
    'create-videos',
    'delete-videos',
    'publish-videos',
    'upload-files',
    'list-audit-logs',
  ]));
  api = as(app, token);
  files.cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
  files.movie = (await upload(app, token, 'videos', mp4(30), { name: 'movie.mp4' })).body.id;
});

/** A draft ready to publish, or without a cover when `ready` is false; its id. */
async function draft(ready = true): Promise<number> {
  const made = await api.post('/api/videos', {
    serial_number: `bk-${String(++serial).padStart(6, '0')}`,
    title: `Bulk ${serial}`,
    title_cn: `批量 ${serial}`,
    video_file_id: files.movie,
    ...(ready && { cover_id: files.cover }),
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

const statusOf = async (id: number) => (await api.get(`/api/videos/${id}`)).body.status as string;

describe('bulk actions on videos', () => {
  it('publishes several in one call, reporting the one that cannot be, as the single publish does', async () => {
    const [a, b, bare] = [await draft(), await draft(), await draft(false)];
    const single = await call(app, 'POST', `/api/videos/${bare}/publish`, { token, lang: 'zh-CN' });
    const bulk = await call(app, 'POST', '/api/videos/bulk/publish', {
      token,
      lang: 'zh-CN',
      body: { ids: [bare, b, a] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({
      done: [a, b],
      failed: [{ id: bare, code: single.body.code, message: single.body.message, errors: single.body.errors }],
    });
    expect(single.body.errors.cover_id).toHaveLength(1);
    expect([await statusOf(a), await statusOf(b), await statusOf(bare)]).toEqual(['published', 'published', 'draft']);

    for (const id of [a, b]) {
      const log = await api.get(`/api/audit-logs?resource=videos&resource_id=${id}&action=publish`);
      expect(log.body.data).toHaveLength(1);
      expect(log.body.data[0].changes.status).toEqual({ before: 'draft', after: 'published' });
    }
    expect((await api.get(`/api/audit-logs?resource=videos&resource_id=${bare}&action=publish`)).body.data).toEqual([]);
  });

  it('hides what it may, and reports the state refusal and an unknown id', async () => {
    const [live, still] = [await draft(), await draft()];
    await api.post(`/api/videos/${live}/publish`);
    const hidden = await api.post('/api/videos/bulk/hide', { ids: [live, still, 999_999] });
    expect(hidden.body.done).toEqual([live]);
    expect(hidden.body.failed).toEqual([
      { id: still, code: 'invalid_transition', message: expect.any(String) },
      { id: 999_999, code: 'not_found', message: 'Not found.' },
    ]);
    expect(await statusOf(live)).toBe('hidden');
  });

  it('deletes in one call, each audited', async () => {
    const [a, b] = [await draft(), await draft()];
    const deleted = await api.post('/api/videos/bulk/delete', { ids: [a, b] });
    expect(deleted.body).toEqual({ done: [a, b], failed: [] });
    expect((await api.get(`/api/videos/${a}`)).status).toBe(404);
    expect((await api.get(`/api/audit-logs?resource=videos&resource_id=${b}&action=delete`)).body.data).toHaveLength(1);
  });

  it('takes 1 to 200 distinct ids and nothing else (422)', async () => {
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    const tooMany = await api.post('/api/videos/bulk/publish', { ids: many });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(['ids']);
    expect((await api.post('/api/videos/bulk/publish', { ids: [] })).status).toBe(422);
    expect((await api.post('/api/videos/bulk/publish', { ids: [1, 1] })).status).toBe(422);
    expect((await api.post('/api/videos/bulk/publish', { ids: [1], published_at: null })).status).toBe(422);
  });

  it("needs the single action's permission (403)", async () => {
    const id = await draft();
    const { token: reader } = await adminWith(app, ['list-videos', 'edit-videos']);
    expect((await call(app, 'POST', '/api/videos/bulk/publish', { token: reader, body: { ids: [id] } })).status).toBe(
      403,
    );
    expect((await call(app, 'POST', '/api/videos/bulk/delete', { token: reader, body: { ids: [id] } })).status).toBe(
      403,
    );
    expect(await statusOf(id)).toBe('draft');
  });

  it('writes nothing when an unexpected error comes mid-way (500)', async () => {
    const [first, second] = [await draft(), await draft()];
    const ddl = (text: string) => app.db.execute(sql.raw(text));
    await ddl(`create function bulk_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'unexpected'; end $$`);
    await ddl(`create trigger bulk_test_fail before update on videos for each row
      when (new.id = ${second}) execute function bulk_test_fail()`);
    try {
      const failed = await api.post('/api/videos/bulk/publish', { ids: [first, second] });
      expect(failed.status).toBe(500);
    } finally {
      await ddl('drop trigger bulk_test_fail on videos');
      await ddl('drop function bulk_test_fail()');
    }
    expect([await statusOf(first), await statusOf(second)]).toEqual(['draft', 'draft']);
    expect((await api.get(`/api/audit-logs?resource=videos&resource_id=${first}&action=publish`)).body.data).toEqual(
      [],
    );
  });
});
