/** Blocks: per site page, reordered in one request, their videos and models in order, ad slot, gallery. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let token = '';
let siteId = 0;
let otherSiteId = 0;
const videoIds: number[] = [];
let coverId = 0;

const newBlock = (fields: Record<string, unknown> = {}) =>
  api.post('/api/blocks', { site_id: siteId, page: 'home', type: 'videos', title: 'New', title_cn: '最新', ...fields });

beforeAll(async () => {
  token = await superAdminSession(app);
  api = as(app, token);
  siteId = (await api.post('/api/sites', { name: 'Club', domain: 'club.example' })).body.id;
  otherSiteId = (await api.post('/api/sites', { name: 'Other', domain: 'other.example' })).body.id;
  coverId = (await upload(app, token, 'images', await image('png', 320, 180))).body.id;
  for (const n of [1, 2, 3]) {
    const body = { serial_number: `BL-00000${n}`, title: `Video ${n}`, title_cn: `视频 ${n}`, cover_id: coverId };
    videoIds.push((await api.post('/api/videos', body)).body.id);
  }
});

describe('blocks', () => {
  it('puts a new block last on its page, and names its site', async () => {
    const first = await newBlock({ page: 'models' });
    const second = await newBlock({ page: 'models' });
    expect(first.status).toBe(201);
    expect(first.body.site_name).toBe('Club');
    expect(second.body.sort).toBe(first.body.sort + 1);
    const elsewhere = await newBlock({ page: 'models', site_id: otherSiteId });
    expect(elsewhere.body.sort).toBe(0);
    const moved = await api.put(`/api/blocks/${first.body.id}`, { site_id: otherSiteId });
    expect(moved.body.sort).toBe(1);
  });

  it('refuses an unknown site, and a link that is not http(s), mailto or tel, on their fields', async () => {
    const answer = await newBlock({ site_id: 999_999, link: 'javascript:alert(1)' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['link']);
    const unknownSite = await newBlock({ site_id: 999_999 });
    expect(unknownSite.status).toBe(422);
    expect(unknownSite.body.errors.site_id).toBeTruthy();
    expect((await newBlock({ link: 'tel:+15551234' })).status).toBe(201);
  });

  it('reorders the blocks of one page in one request, and refuses a list that is not exactly that page', async () => {
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await newBlock({ page: 'search', title })).body.id);
    const [a, b, c] = ids as [number, number, number];
    expect((await api.post('/api/blocks/reorder', { ids: [c, a] })).status).toBe(422);
    expect((await api.post('/api/blocks/reorder', { ids: [c, a, b, b] })).status).toBe(422);
    const stranger = (await newBlock({ page: 'join' })).body.id;
    const mixed = await api.post('/api/blocks/reorder', { ids: [c, a, stranger] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.ids).toBeTruthy();

    const moved = await api.post('/api/blocks/reorder', { ids: [c, a, b] });
    expect(moved.status).toBe(200);
    const page = await api.get(`/api/blocks?site_id=${siteId}&site_page=search&sort=sort`);
    expect(page.body.data.map((row: { title: string }) => row.title)).toEqual(['C', 'A', 'B']);
    const log = await api.get(`/api/audit-logs?resource=blocks&resource_id=${c}`);
    expect(log.body.data[0].action).toBe('reorder');
  });

  it('keeps its videos in the order given, with their covers, replaced by one request', async () => {
    const id = (await newBlock()).body.id;
    const [v1, v2, v3] = videoIds;
    const saved = await api.post(`/api/blocks/${id}/videos`, { video_ids: [v3, v1, v2] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((v: { id: number }) => v.id)).toEqual([v3, v1, v2]);
    expect(saved.body.data[0].cover.url).toMatch(/^\/api\/files\/\d+\/content\?expires=/);
    await api.post(`/api/blocks/${id}/videos`, { video_ids: [v2, v3] });
    const read = await api.get(`/api/blocks/${id}/videos`);
    expect(read.body.data.map((v: { title: string }) => v.title)).toEqual(['Video 2', 'Video 3']);
    const block = await api.get(`/api/blocks/${id}`);
    expect(block.body.video_ids).toEqual([v2, v3]);
    expect(block.body.videos[1].cover.id).toBe(coverId);
    expect((await api.post(`/api/blocks/${id}/videos`, { video_ids: [999_999] })).status).toBe(422);
  });

  it('refuses videos on a block of models with a 409, and models on a block of videos', async () => {
    const models = (await newBlock({ type: 'models' })).body.id;
    const refused = await api.post(`/api/blocks/${models}/videos`, { video_ids: [videoIds[0]] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('models');
    const model = (await api.post('/api/models', { name: 'Ann', name_cn: '安', gender: 'female' })).body.id;
    expect((await api.post(`/api/blocks/${models}/models`, { model_ids: [model] })).body.data[0].name).toBe('Ann');
    const videos = (await newBlock()).body.id;
    expect((await api.post(`/api/blocks/${videos}/models`, { model_ids: [model] })).status).toBe(409);
    expect((await api.get('/api/blocks/999999/videos')).status).toBe(404);
  });

  it('shows an advertisement slot on an advertisement block', async () => {
    const slots = await api.get('/api/advertisements');
    const slot = slots.body.data[0];
    const id = (await newBlock({ type: 'advertisement' })).body.id;
    const set = await api.post(`/api/blocks/${id}/advertisements`, { advertisement_id: slot.id });
    expect(set.status).toBe(200);
    expect(set.body.advertisement).toEqual({ id: slot.id, position: slot.position, name: slot.name });
    expect((await api.post(`/api/blocks/${id}/advertisements`, { advertisement_id: 999_999 })).status).toBe(422);
    const cleared = await api.post(`/api/blocks/${id}/advertisements`, { advertisement_id: null });
    expect(cleared.body.advertisement).toBeNull();
    const image = (await newBlock({ type: 'image' })).body.id;
    expect((await api.post(`/api/blocks/${image}/advertisements`, { advertisement_id: slot.id })).status).toBe(409);
  });

  it('has a gallery of photos', async () => {
    const id = (await newBlock({ type: 'image', image_id: coverId })).body.id;
    const added = await api.post(`/api/blocks/${id}/photos`, { file_ids: [coverId] });
    expect(added.status).toBe(201);
    expect(added.body.data).toHaveLength(1);
    expect((await api.get(`/api/blocks/${id}`)).body.image.id).toBe(coverId);
  });
});
