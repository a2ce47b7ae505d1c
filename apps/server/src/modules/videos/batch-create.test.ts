/** Batch creation of draft videos from uploaded files: serial numbers, all-or-none, per-item messages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { mp4, srt, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
const movies: number[] = [];
let subtitle = 0;

beforeAll(async () => {
  const { token } = await adminWith(app, ['list-videos', 'create-videos', 'batch-create-videos', 'upload-files']);
  api = as(app, token);
  for (const seconds of [60, 61, 62]) movies.push((await upload(app, token, 'videos', mp4(seconds))).body.id);
  subtitle = (await upload(app, token, 'subtitles', srt())).body.id;
  await api.post('/api/videos', { serial_number: 'BL-000041', title: 'Taken', title_cn: '已有' });
});

const total = async () => (await api.get('/api/videos?per_page=1')).body.meta.total as number;

describe('POST /videos/batch-create', () => {
  it('makes one draft per file, numbered after the highest BL serial number, titled in both languages', async () => {
    const created = await api.post('/api/videos/batch-create', {
      items: [
        { video_file_id: movies[0], title: 'Harbour at dawn' },
        { video_file_id: movies[1], title: 'Night market', serial_number: 'nm-0001' },
        { video_file_id: movies[2], title: 'Rooftops' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject([
      { serial_number: 'BL-000042', title: 'Harbour at dawn', title_cn: 'Harbour at dawn', status: 'draft' },
      { serial_number: 'NM-0001', title: 'Night market', video_file: { id: movies[1], duration: 61 } },
      { serial_number: 'BL-000043', title: 'Rooftops', video_file_id: movies[2] },
    ]);
  });

  it('creates none when one item is refused, naming the item and its field', async () => {
    const before = await total();
    const refused = await api.post('/api/videos/batch-create', {
      items: [
        { video_file_id: movies[0], title: 'Fine' },
        { video_file_id: subtitle, title: 'A subtitle is no video' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'items.1.video_file_id': ['This file is of another kind.'] });

    const twice = await api.post('/api/videos/batch-create', {
      items: [
        { video_file_id: movies[0], title: 'One', serial_number: 'DU-0001' },
        { video_file_id: movies[1], title: 'Two', serial_number: 'du-0001' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'items.1.serial_number': ['This value is already taken.'] });
    expect(await total()).toBe(before);
  });

  it('validates the request and needs its own permission', async () => {
    const empty = await api.post('/api/videos/batch-create', { items: [] });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['items']);
    const creator = as(app, (await adminWith(app, ['create-videos'])).token);
    const denied = await creator.post('/api/videos/batch-create', {
      items: [{ video_file_id: movies[0], title: 'X' }],
    });
    expect(denied.status).toBe(403);
  });
});
