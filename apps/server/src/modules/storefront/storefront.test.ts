/** Banners, advertisement slots, site texts, SEO entries and the FAQ, as a client sees them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith, superAdminSession } from '../../test/fixtures.js';
import { image, upload } from '../../test/files.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let token = '';
let siteId = 0;
let otherSiteId = 0;

beforeAll(async () => {
  token = await superAdminSession(app);
  api = as(app, token);
  siteId = (await api.post('/api/sites', { name: 'Club', domain: 'club.example' })).body.id;
  otherSiteId = (await api.post('/api/sites', { name: 'Other', domain: 'other.example' })).body.id;
});

describe('banners', () => {
  const banner = (fields: Record<string, unknown> = {}) =>
    api.post('/api/banners', { site_id: siteId, position: 'home_hero', name: 'Spring', name_cn: '春季', ...fields });

  it('stores desktop and mobile pictures, marks expired banners and filters on them', async () => {
    const picture = (await upload(app, token, 'images', await image('jpeg', 1600, 600))).body.id;
    const mobile = (await upload(app, token, 'images', await image('jpeg', 780, 900))).body.id;
    const live = await banner({ image_id: picture, mobile_image_id: mobile, link: 'https://club.example/join' });
    expect(live.status).toBe(201);
    expect(live.body.mobile_image.id).toBe(mobile);
    expect(live.body).toMatchObject({ expired: false, clicks: 0, site_name: 'Club' });
    const old = await banner({ name: 'Winter', expired_at: '2020-01-01T00:00:00Z' });
    expect(old.body.expired).toBe(true);
    const expired = await api.get('/api/banners?expired=1');
    expect(expired.body.data.map((b: { id: number }) => b.id)).toEqual([old.body.id]);
    const current = await api.get('/api/banners?expired=0');
    expect(current.body.data.map((b: { id: number }) => b.id)).toContain(live.body.id);
  });

  it('refuses a link of another scheme, a video as a picture, and clicks written by staff', async () => {
    const video = await banner({ link: 'ftp://club.example' });
    expect(video.status).toBe(422);
    expect(video.body.errors.link).toBeTruthy();
    expect((await banner({ link: 'mailto:help@club.example' })).status).toBe(201);
    const clicks = await banner({ clicks: 100 });
    expect(clicks.status).toBe(422);
    expect(clicks.body.errors.clicks).toBeTruthy();
  });
});

describe('advertisement slots', () => {
  it('are seeded, edited, never created nor deleted', async () => {
    const list = await api.get('/api/advertisements?per_page=50');
    expect(list.body.data.map((a: { position: string }) => a.position)).toContain('home_top');
    expect(list.body.meta.total).toBe(8);
    const slot = list.body.data[0];
    const edited = await api.put(`/api/advertisements/${slot.id}`, { name: 'Top', link: 'https://ads.example' });
    expect(edited.body).toMatchObject({ name: 'Top', position: slot.position });
    expect((await api.put(`/api/advertisements/${slot.id}`, { position: 'x' })).status).toBe(422);
    expect((await api.post('/api/advertisements', { name: 'New' })).status).toBe(404);
    expect((await api.delete(`/api/advertisements/${slot.id}`)).status).toBe(404);
  });

  it('are changed only with edit-advertisements', async () => {
    const reader = as(app, (await adminWith(app, ['list-advertisements'])).token);
    expect((await reader.get('/api/advertisements')).status).toBe(200);
    expect((await reader.put('/api/advertisements/1', { name: 'Mine' })).status).toBe(403);
  });
});

describe('site texts', () => {
  it('sanitize their rich text, are one per type and site, and have no delete', async () => {
    const terms = { site_id: siteId, type: 'terms', title: 'Terms', title_cn: '条款' };
    const created = await api.post('/api/informations', { ...terms, content: '<p>Ok<script>x()</script></p>' });
    expect(created.status).toBe(201);
    expect(created.body.content).toBe('<p>Ok</p>');
    const second = await api.post('/api/informations', terms);
    expect(second.status).toBe(422);
    expect(second.body.errors.type).toEqual(['This value is already taken.']);
    expect((await api.post('/api/informations', { ...terms, site_id: otherSiteId })).status).toBe(201);
    const about = await api.post('/api/informations', { ...terms, type: 'about' });
    expect((await api.put(`/api/informations/${about.body.id}`, { type: 'terms' })).status).toBe(422);
    expect((await api.delete(`/api/informations/${created.body.id}`)).status).toBe(404);
  });
});

describe('SEO entries', () => {
  it('are one per page or tag of a site, with exactly one of the two', async () => {
    const tag = (await api.post('/api/tags', { name: 'Outdoor', name_cn: '户外' })).body.id;
    const entry = { site_id: siteId, title: 'Club', title_cn: '俱乐部' };
    expect((await api.post('/api/seos', { ...entry, page: 'home' })).status).toBe(201);
    const again = await api.post('/api/seos', { ...entry, page: 'home' });
    expect(again.status).toBe(422);
    expect(again.body.errors.page).toBeTruthy();
    const tagged = await api.post('/api/seos', { ...entry, tag_id: tag });
    expect(tagged.body.tag).toEqual({ id: tag, name: 'Outdoor', name_cn: '户外' });
    const tagAgain = await api.post('/api/seos', { ...entry, tag_id: tag });
    expect(tagAgain.body.errors.tag_id).toBeTruthy();
    const both = await api.post('/api/seos', { ...entry, page: 'videos', tag_id: tag });
    expect(both.body.errors.page).toBeTruthy();
    expect((await api.post('/api/seos', entry)).status).toBe(422);
    const moved = await api.put(`/api/seos/${tagged.body.id}`, { page: 'models' });
    expect(moved.body).toMatchObject({ page: 'models', tag_id: null, tag: null });
    expect((await api.get(`/api/seos?site_page=models`)).body.meta.total).toBe(1);
  });
});

describe('FAQ', () => {
  it("keeps a site's questions in the order staff give, audited", async () => {
    const ids: number[] = [];
    for (const q of ['How?', 'Why?', 'When?']) {
      const created = await api.post('/api/questions', {
        site_id: siteId,
        question: q,
        question_cn: q,
        answer: '<p onclick="x()">Yes</p>',
      });
      expect(created.body.answer).toBe('<p>Yes</p>');
      ids.push(created.body.id);
    }
    await api.post('/api/questions', { site_id: otherSiteId, question: 'Other', question_cn: '其他' });
    const order = [ids[2], ids[0], ids[1]];
    expect((await api.post('/api/questions/reorder', { ids: order })).body.ids).toEqual(order);
    const list = await api.get(`/api/questions?site_id=${siteId}&sort=sort`);
    expect(list.body.data.map((q: { question: string }) => q.question)).toEqual(['When?', 'How?', 'Why?']);
    const log = await api.get(`/api/audit-logs?resource=questions&resource_id=${ids[2]}`);
    expect(log.body.data[0]).toMatchObject({ action: 'reorder', changes: { sort: { before: 2, after: 0 } } });
  });
});
