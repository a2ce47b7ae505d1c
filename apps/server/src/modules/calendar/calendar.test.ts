/**
 * The content calendar: what goes live or ends within days of the reporting zone, of each kind the admin may
 * list, with its state; and a post's time moved as the calendar's drag moves it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, call } from '../../test/client.js';
import { adminWith, superAdminSession } from '../../test/fixtures.js';
import { image, mp4, upload } from '../../test/files.js';
import { startTestApp } from '../../test/harness.js';

const ZONE = 'Asia/Shanghai';
const app = await startTestApp({ reportTimeZone: ZONE });
let api: ReturnType<typeof as>;
let siteId = 0;

const DAY = 86_400_000;
/** An instant `days` days from now. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** The reporting zone's calendar day `days` days from now. */
const day = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString('sv-SE', { timeZone: ZONE });
const calendar = (from: string, to: string, client = api) => client.get(`/api/calendar?from=${from}&to=${to}`);
type Item = { kind: string; id: number; state: string; name: string; site_name: string | null };
const seen = (items: Item[]) => items.map(({ kind, id, state }) => `${kind}:${id}:${state}`);

beforeAll(async () => {
  const token = await superAdminSession(app);
  api = as(app, token);
  siteId = (await api.post('/api/sites', { name: 'Harbour', domain: 'harbour.example' })).body.id;
});

describe('the content calendar', () => {
  it('shows what goes live or ends in the days asked, with its state, by when', async () => {
    const token = await superAdminSession(app);
    const cover = (await upload(app, token, 'images', await image('png'), { name: 'cover.png' })).body.id;
    const movie = (await upload(app, token, 'videos', mp4(30), { name: 'movie.mp4' })).body.id;
    const video = await api.post('/api/videos', {
      serial_number: 'BL-000101',
      title: 'Dawn',
      title_cn: '黎明',
      cover_id: cover,
      video_file_id: movie,
    });
    await api.post(`/api/videos/${video.body.id}/publish`, { published_at: inDays(1) });
    const post = (
      await api.post('/api/posts', { title: 'Notes', title_cn: '笔记', content: '<p>x</p>', content_cn: '<p>x</p>' })
    ).body;
    await api.post(`/api/posts/${post.id}/publish`, { published_at: inDays(2) });
    const banner = (
      await api.post('/api/banners', {
        site_id: siteId,
        position: 'home_hero',
        name: 'Sale',
        name_cn: '特惠',
        starts_at: inDays(3),
        expired_at: inDays(5),
      })
    ).body;
    await api.post('/api/banners', { site_id: siteId, position: 'home_hero', name: 'Always', name_cn: '常驻' });
    const block = (
      await api.post('/api/blocks', {
        site_id: siteId,
        page: 'home',
        type: 'videos',
        title: 'New',
        title_cn: '新',
        ends_at: inDays(0.5),
      })
    ).body;
    const plan = await api.post('/api/plans', {
      name: 'Pass',
      title: 'Pass',
      type: 'one_time',
      once_price: '9.99',
      once_count: 7,
      once_unit: 'day',
      currency: 'EUR',
    });
    const deal = (
      await api.post('/api/deals', {
        plan_id: plan.body.id,
        price: '4.99',
        starts_at: inDays(4),
        ends_at: inDays(6),
        active: false,
      })
    ).body;

    const answer = await calendar(day(-1), day(13));
    expect(answer.status).toBe(200);
    expect(answer.body.truncated).toBe(false);
    // The block's window ends in hours: it is on its end's day, live until then.
    expect(seen(answer.body.data)).toEqual([
      `block:${block.id}:live`,
      `video:${video.body.id}:scheduled`,
      `post:${post.id}:scheduled`,
      `banner:${banner.id}:scheduled`,
      `deal:${deal.id}:off`,
    ]);
    expect(answer.body.data.find((item: Item) => item.kind === 'banner')).toMatchObject({
      name: 'Sale',
      name_cn: '特惠',
      site_name: 'Harbour',
    });
    expect(answer.body.data.find((item: Item) => item.kind === 'deal').name).toBe('Pass');
    // Days later than all of it: nothing.
    expect((await calendar(day(20), day(30))).body.data).toEqual([]);
  });

  it('counts days in the reporting zone', async () => {
    // 23:30 in Shanghai is 15:30 UTC of the same day: the banner is on that Shanghai day, not the next.
    const shanghaiDay = day(10);
    const start = new Date(`${shanghaiDay}T15:30:00Z`).toISOString();
    const late = (
      await api.post('/api/banners', {
        site_id: siteId,
        position: 'home_middle',
        name: 'Late',
        name_cn: '晚',
        starts_at: start,
      })
    ).body;
    const ids = async (from: string) => (await calendar(from, from)).body.data.map((item: Item) => item.id);
    expect(await ids(shanghaiDay)).toContain(late.id);
    expect(await ids(day(11))).not.toContain(late.id);
  });

  it('answers only the kinds the admin may list, and only with the calendar permission', async () => {
    const marketer = as(app, (await adminWith(app, ['view-calendar', 'list-banners'])).token);
    const kinds = new Set((await calendar(day(-1), day(13), marketer)).body.data.map((item: Item) => item.kind));
    expect([...kinds]).toEqual(['banner']);
    const lister = as(app, (await adminWith(app, ['list-banners', 'list-videos'])).token);
    expect((await calendar(day(0), day(1), lister)).status).toBe(403);
    expect((await call(app, 'GET', `/api/calendar?from=${day(0)}&to=${day(1)}`)).status).toBe(401);
  });

  it('refuses days backwards or more than 62 of them', async () => {
    const backwards = await calendar(day(3), day(1));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to: ['Must be on or after the first day, at most 62 days later.'] });
    expect((await calendar(day(0), day(62))).status).toBe(422);
    expect((await calendar(day(0), day(61))).status).toBe(200);
  });
});

describe("a post's time moved", () => {
  it('moves a post not yet shown to another time ahead, audited; never one already shown, nor into the past', async () => {
    const post = (
      await api.post('/api/posts', { title: 'Later', title_cn: '稍后', content: '<p>x</p>', content_cn: '<p>x</p>' })
    ).body;
    await api.post(`/api/posts/${post.id}/publish`, { published_at: inDays(2) });
    const moved = await api.post(`/api/posts/${post.id}/reschedule`, { published_at: inDays(4) });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.published_at)).toBeGreaterThan(Date.now() + 3.9 * DAY);
    const log = await api.get(`/api/audit-logs?resource=posts&resource_id=${post.id}&action=reschedule`);
    expect(log.body.data).toHaveLength(1);
    const past = await api.post(`/api/posts/${post.id}/reschedule`, { published_at: inDays(-1) });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ published_at: ['Must be a time still ahead.'] });

    const shown = (
      await api.post('/api/posts', { title: 'Now', title_cn: '现在', content: '<p>x</p>', content_cn: '<p>x</p>' })
    ).body;
    await api.post(`/api/posts/${shown.id}/publish`);
    expect((await api.post(`/api/posts/${shown.id}/reschedule`, { published_at: inDays(1) })).status).toBe(409);
  });
});
