/** Models: the spec's fields with their checks, social links, filters by gender and popularity. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';
import { image, srt, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-models',
    'create-models',
    'edit-models',
    'delete-models',
    'create-videos',
    'upload-files',
  ]);
  api = as(app, token);
  files.avatar = (await upload(app, token, 'images', await image('webp', 200, 200))).body.id;
  files.subtitle = (await upload(app, token, 'subtitles', srt())).body.id;
});

const base = { name: 'Ava', name_cn: '艾娃', gender: 'female' };
const files = { avatar: 0, subtitle: 0 };

describe('models', () => {
  it('creates a model with sizes, birthday and social links, and answers them as given', async () => {
    const created = await api.post('/api/models', {
      ...base,
      height_feet: 5,
      height_inch: 7,
      weight_lbs: 121,
      chest: 34,
      waist: 24,
      hips: 35,
      measurement: '34B-24-35',
      birth_place: 'Lyon',
      birthday: '1998-04-12',
      social_links: [{ platform: 'Instagram', url: 'https://instagram.com/ava' }],
      introduction: 'Line one\nLine two',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      height_feet: 5,
      height_inch: 7,
      birthday: '1998-04-12',
      is_popular: false,
      social_links: [{ platform: 'Instagram', url: 'https://instagram.com/ava' }],
    });
    const shown = await api.get(`/api/models/${created.body.id}`);
    expect(shown.body).toEqual(created.body);
  });

  it('refuses out-of-range sizes, a future birthday and a link that is not a URL, each on its field', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad = await api.post('/api/models', {
      ...base,
      height_inch: 12,
      weight_lbs: 10,
      birthday: tomorrow,
      social_links: [{ platform: 'Site', url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      height_inch: [expect.any(String)],
      weight_lbs: [expect.any(String)],
      birthday: ['This date is in the future.'],
      'social_links.0.url': ['Invalid URL.'],
    });
  });

  it('filters by gender and popularity, and searches both names', async () => {
    const popular = await api.post('/api/models', { name: 'Kenji', name_cn: '健二', gender: 'male', is_popular: true });
    await api.post('/api/models', { name: 'Kenta', name_cn: '健太', gender: 'male' });
    const ids = async (query: string) =>
      (await api.get(`/api/models?per_page=200&${query}`)).body.data.map((m: { id: number }) => m.id);
    expect(await ids('q=健&popular=1')).toEqual([popular.body.id]);
    expect((await ids('q=Ken&gender=male')).length).toBe(2);
    expect(await ids('q=Ken&gender=female')).toEqual([]);
  });

  it('keeps what an update leaves out and deletes', async () => {
    const created = await api.post('/api/models', { ...base, name: 'Kept', chest: 33 });
    const updated = await api.put(`/api/models/${created.body.id}`, { is_popular: true });
    expect(updated.body).toMatchObject({ name: 'Kept', chest: 33, is_popular: true });
    expect((await api.delete(`/api/models/${created.body.id}`)).status).toBe(204);
  });

  it('answers the avatar as a stored image, refuses another kind, and counts the videos linking the model', async () => {
    const bad = await api.post('/api/models', { ...base, name: 'Zoe', avatar_id: files.subtitle });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ avatar_id: ['This file is of another kind.'] });

    const zoe = await api.post('/api/models', { ...base, name: 'Zoe', avatar_id: files.avatar });
    expect(zoe.body).toMatchObject({ avatar_id: files.avatar, avatar: { kind: 'image', width: 200 }, videos_count: 0 });
    for (const serial of ['MC-001', 'MC-002']) {
      await api.post('/api/videos', { serial_number: serial, title: 'T', title_cn: '题', model_ids: [zoe.body.id] });
    }
    const listed = await api.get('/api/models?q=zoe');
    expect(listed.body.data).toMatchObject([{ name: 'Zoe', videos_count: 2 }]);
  });
});
