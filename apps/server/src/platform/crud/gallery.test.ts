/** Galleries of the kit, through videos and models: add, reorder, remove, refusals, permissions, audit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, srt, upload } from '../../test/files.js';

const app = await startTestApp();
let editor: ReturnType<typeof as>;
let viewer: ReturnType<typeof as>;
const photos: number[] = [];
let subtitle = 0;
let video = 0;
let model = 0;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-videos',
    'create-videos',
    'edit-videos',
    'delete-videos',
    'list-models',
    'create-models',
    'edit-models',
    'upload-files',
    'list-audit-logs',
  ]);
  editor = as(app, token);
  viewer = as(app, (await adminWith(app, ['list-videos'])).token);
  for (const width of [300, 320, 340]) {
    photos.push((await upload(app, token, 'images', await image('jpeg', width, 200))).body.id);
  }
  subtitle = (await upload(app, token, 'subtitles', srt())).body.id;
  video = (await editor.post('/api/videos', { serial_number: 'GL-000001', title: 'Dusk', title_cn: '黄昏' })).body.id;
  model = (await editor.post('/api/models', { name: 'Mia', name_cn: '米娅', gender: 'female' })).body.id;
});

const idsOf = (answer: { body: { data: Array<{ id: number }> } }) => answer.body.data.map((photo) => photo.id);

describe('galleries', () => {
  it('appends photos in the order given and answers them as stored images with thumbnails', async () => {
    const [a, b, c] = photos;
    const first = await editor.post(`/api/videos/${video}/photos`, { file_ids: [b, a] });
    expect(first.status).toBe(201);
    expect(idsOf(first)).toEqual([b, a]);
    expect(first.body.data[0]).toMatchObject({ kind: 'image', width: 320, height: 200 });
    expect(first.body.data[0].thumbnail_url).toMatch(/^\/api\/files\/\d+\/thumbnail\?expires=/);
    expect(idsOf(await editor.post(`/api/videos/${video}/photos`, { file_ids: [c] }))).toEqual([b, a, c]);
    expect(idsOf(await viewer.get(`/api/videos/${video}/photos`))).toEqual([b, a, c]);
  });

  it('reorders to exactly the photos it holds, and removes one', async () => {
    const [a, b, c] = photos;
    const reordered = await editor.put(`/api/videos/${video}/photos`, { file_ids: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(idsOf(reordered)).toEqual([c, a, b]);
    for (const order of [
      [c, a],
      [c, a, a],
      [c, a, subtitle],
    ]) {
      const refused = await editor.put(`/api/videos/${video}/photos`, { file_ids: order });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ file_ids: ['The order must list every photo of the gallery once.'] });
    }
    expect((await editor.delete(`/api/videos/${video}/photos/${a}`)).status).toBe(204);
    expect(idsOf(await editor.get(`/api/videos/${video}/photos`))).toEqual([c, b]);
    expect((await editor.delete(`/api/videos/${video}/photos/${a}`)).status).toBe(404);
    // The file itself stays: it is still a stored image.
    expect((await editor.post(`/api/models/${model}/photos`, { file_ids: [a] })).status).toBe(201);
  });

  it('refuses what is not an image, what does not exist, and a photo already there', async () => {
    const cases: Array<[number[], string]> = [
      [[subtitle], 'Only images can be added to a gallery.'],
      [[999_999], 'Does not exist.'],
      [[photos[2]!], 'This photo is already in the gallery.'],
      [[photos[0]!, photos[0]!], 'This photo is already in the gallery.'],
    ];
    for (const [fileIds, message] of cases) {
      const refused = await editor.post(`/api/videos/${video}/photos`, { file_ids: fileIds });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ file_ids: [message] });
    }
    expect(idsOf(await editor.get(`/api/videos/${video}/photos`))).toEqual([photos[2], photos[1]]);
  });

  it('answers 404 for a record that does not exist and 403 without the edit permission', async () => {
    expect((await editor.get('/api/videos/999999/photos')).status).toBe(404);
    expect((await editor.post('/api/models/999999/photos', { file_ids: [photos[0]] })).status).toBe(404);
    expect((await viewer.post(`/api/videos/${video}/photos`, { file_ids: [photos[0]] })).status).toBe(403);
    expect((await viewer.delete(`/api/videos/${video}/photos/${photos[1]}`)).status).toBe(403);
    expect((await viewer.get(`/api/models/${model}/photos`)).status).toBe(403);
  });

  it('audits each change as an edit of the owner, naming the photos before and after', async () => {
    const log = await editor.get(`/api/audit-logs?resource=models&resource_id=${model}`);
    const entry = log.body.data.find((row: { action: string }) => row.action === 'edit');
    expect(entry).toMatchObject({ record_label: 'Mia', changes: { photo_ids: { before: [], after: [photos[0]] } } });
  });

  it('lets a video with a gallery be deleted', async () => {
    expect((await editor.delete(`/api/videos/${video}`)).status).toBe(204);
    expect((await editor.get(`/api/videos/${video}/photos`)).status).toBe(404);
  });
});
