/**
 * What goes live, and when: banners and blocks carry a window; staff lists say and filter what is live; the
 * member site reads, with its key, only its own records live now.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { superAdminSession } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let site = { id: 0, key: '' };
let other = { id: 0, key: '' };

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const siteRead = (key?: string) =>
  app.inject({ method: 'GET', url: '/api/site/storefront', headers: key ? { 'x-site-key': key } : {} });

beforeAll(async () => {
  api = as(app, await superAdminSession(app));
  const create = async (name: string) => {
    const { body } = await api.post('/api/sites', { name, domain: `${name.toLowerCase()}.example` });
    return { id: body.id as number, key: body.intake_key as string };
  };
  site = await create('Harbour');
  other = await create('Meadow');
});

const banner = (siteId: number, name: string, window: Record<string, string | null> = {}) =>
  api.post('/api/banners', { site_id: siteId, position: 'home_hero', name, name_cn: name, ...window });
const block = (siteId: number, title: string, window: Record<string, string | null> = {}) =>
  api.post('/api/blocks', { site_id: siteId, page: 'home', type: 'videos', title, title_cn: title, ...window });

describe('banners and blocks live within their window', () => {
  it('gives the member site its own banners and blocks live now, and nothing scheduled, ended or another site’s', async () => {
    const always = (await banner(site.id, 'Always')).body;
    const now = (await banner(site.id, 'Now', { starts_at: at(-1), expired_at: at(1) })).body;
    const later = (await banner(site.id, 'Later', { starts_at: at(2) })).body;
    const ended = (await banner(site.id, 'Ended', { expired_at: at(-1) })).body;
    await banner(other.id, 'Elsewhere');
    expect([always.live, now.live, later.live, ended.live]).toEqual([true, true, false, false]);
    const open = (await block(site.id, 'Open', { starts_at: at(-2), ends_at: null })).body;
    const soon = (await block(site.id, 'Soon', { starts_at: at(1), ends_at: at(5) })).body;
    const past = (await block(site.id, 'Past', { ends_at: at(-1) })).body;
    expect([open.live, soon.live, past.live]).toEqual([true, false, false]);

    const answer = await siteRead(site.key);
    expect(answer.statusCode).toBe(200);
    const { banners, blocks } = answer.json();
    expect(ids(banners).sort()).toEqual([always.id, now.id].sort());
    expect(ids(blocks)).toEqual([open.id]);
    expect(blocks[0]).toMatchObject({ title: 'Open', page: 'home', live: true });
    expect(ids((await siteRead(other.key)).json().blocks)).toEqual([]);
    expect((await siteRead()).statusCode).toBe(401);
    expect((await siteRead('not-a-key')).statusCode).toBe(401);

    // Staff filter on it too.
    const scheduledOrEnded = await api.get(`/api/banners?site_id=${site.id}&live=0`);
    expect(ids(scheduledOrEnded.body.data).sort()).toEqual([later.id, ended.id].sort());
    expect(ids((await api.get(`/api/blocks?site_id=${site.id}&live=1`)).body.data)).toEqual([open.id]);
    // Moving a block's start to the past makes it live at once.
    await api.put(`/api/blocks/${soon.id}`, { starts_at: at(-1) });
    expect(ids((await siteRead(site.key)).json().blocks).sort()).toEqual([open.id, soon.id].sort());
  });

  it('refuses a window that ends before it starts, checking an update against what is stored', async () => {
    const refused = await banner(site.id, 'Backwards', { starts_at: at(3), expired_at: at(1) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ expired_at: ['Must be after the start.'] });
    const stored = (await block(site.id, 'Stored', { starts_at: at(10) })).body;
    const update = await api.put(`/api/blocks/${stored.id}`, { ends_at: at(5) });
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual({ ends_at: ['Must be after the start.'] });
    expect((await api.get(`/api/blocks/${stored.id}`)).body.ends_at).toBeNull();
    expect((await api.put(`/api/blocks/${stored.id}`, { ends_at: at(12) })).status).toBe(200);
  });
});
