/** Channels: CRUD with a unique utm_source, archive and recover, derived counts, filters and permissions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'list-channels',
    'create-channels',
    'edit-channels',
    'archive-channels',
    'recover-channels',
    'assign-channels',
    'create-campaigns',
    'list-audit-logs',
  ]);
  api = as(app, token);
});

let serial = 0;
const newChannel = (fields: object = {}) =>
  api.post('/api/channels', { utm_source: `source-${++serial}`, type: 'ads', ...fields });

describe('channels', () => {
  it('creates a channel with trimmed UTM values and a decimal profit share, and shows it', async () => {
    const created = await newChannel({
      utm_source: '  Partner-Blue ',
      type: 'affiliate',
      profit_sharing: '12.5',
      utm_medium: ' cpa ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      utm_source: 'Partner-Blue',
      type: 'affiliate',
      profit_sharing: '12.50',
      status: 'active',
      utm_medium: 'cpa',
      utm_term: null,
      campaigns_count: 0,
      admin_count: 0,
    });
    const shown = await api.get(`/api/channels/${created.body.id}`);
    expect(shown.body).toEqual(created.body);
  });

  it('refuses a taken utm_source whatever its case, a bad type and a profit share outside 0..100', async () => {
    await newChannel({ utm_source: 'Unique-Source' });
    const taken = await newChannel({ utm_source: 'unique-SOURCE' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ utm_source: ['This value is already taken.'] });
    for (const profit_sharing of ['100.01', '-1', '1.234', 'ten']) {
      const bad = await newChannel({ profit_sharing });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['profit_sharing']);
    }
    expect((await newChannel({ profit_sharing: '100' })).body.profit_sharing).toBe('100.00');
    const wrongType = await newChannel({ type: 'radio', utm_source: '' });
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['type', 'utm_source']);
  });

  it('updates a channel, keeping utm_source unique but free to change its own case', async () => {
    const { body } = await newChannel({ utm_source: 'Rename-Me' });
    await newChannel({ utm_source: 'Other-Name' });
    expect((await api.put(`/api/channels/${body.id}`, { utm_source: 'rename-me' })).body.utm_source).toBe('rename-me');
    expect((await api.put(`/api/channels/${body.id}`, { utm_source: 'OTHER-name' })).status).toBe(422);
    const updated = await api.put(`/api/channels/${body.id}`, { type: 'seo', profit_sharing: '0.5' });
    expect(updated.body).toMatchObject({ type: 'seo', profit_sharing: '0.50' });
  });

  it('archives and recovers, audited; a transition from the wrong state is a 409', async () => {
    const { body } = await newChannel({ utm_source: 'Seasonal' });
    const archived = await api.post(`/api/channels/${body.id}/archive`);
    expect(archived.body.status).toBe('archived');
    expect((await api.post(`/api/channels/${body.id}/archive`)).status).toBe(409);
    expect((await api.post(`/api/channels/${body.id}/recover`)).body.status).toBe('active');
    expect((await api.post(`/api/channels/${body.id}/recover`)).status).toBe(409);
    const log = await api.get(`/api/audit-logs?resource=channels&resource_id=${body.id}`);
    const actions = log.body.data.map((e: { action: string }) => e.action).sort();
    expect(actions).toEqual(['archive', 'create', 'recover']);
    expect(log.body.data.find((e: { action: string }) => e.action === 'archive')).toMatchObject({
      record_label: 'Seasonal',
      changes: { status: { before: 'active', after: 'archived' } },
    });
  });

  it('counts its campaigns and admins', async () => {
    const { body } = await newChannel();
    const landing = { landing_url: 'https://velvet.example.com/' };
    await api.post(`/api/channels/${body.id}/campaigns`, { name: 'A', utm_campaign: 'a', ...landing });
    await api.post(`/api/channels/${body.id}/campaigns`, { name: 'B', utm_campaign: 'b', ...landing });
    const partner = await adminWith(app, []);
    await api.post(`/api/channels/${body.id}/admins`, { admin_id: partner.adminId });
    const shown = await api.get(`/api/channels/${body.id}`);
    expect(shown.body).toMatchObject({ campaigns_count: 2, admin_count: 1 });
    const listed = await api.get(`/api/channels?q=${body.utm_source}`);
    expect(listed.body.data[0]).toMatchObject({ id: body.id, campaigns_count: 2, admin_count: 1 });
  });

  it('searches by utm_source, filters by status and type, sorts', async () => {
    const mail = await newChannel({ utm_source: 'zz-filter-mail', type: 'email' });
    const social = await newChannel({ utm_source: 'zz-filter-social', type: 'social' });
    await api.post(`/api/channels/${social.body.id}/archive`);
    const ids = async (query: string) =>
      (await api.get(`/api/channels?per_page=200&q=zz-filter&${query}`)).body.data.map((c: { id: number }) => c.id);
    expect(await ids('sort=utm_source')).toEqual([mail.body.id, social.body.id]);
    expect(await ids('sort=-utm_source')).toEqual([social.body.id, mail.body.id]);
    expect(await ids('')).toEqual([social.body.id, mail.body.id]);
    expect(await ids('status=archived')).toEqual([social.body.id]);
    expect(await ids('type=email&status=active')).toEqual([mail.body.id]);
    expect((await api.get('/api/channels?type=radio')).status).toBe(422);
  });

  it('has no delete', async () => {
    const { body } = await newChannel();
    expect((await api.delete(`/api/channels/${body.id}`)).status).toBe(404);
    expect((await api.get(`/api/channels/${body.id}`)).status).toBe(200);
  });

  it('needs the permission of each operation', async () => {
    const { body } = await newChannel();
    const reader = as(app, (await adminWith(app, ['list-channels'])).token);
    expect((await reader.get(`/api/channels/${body.id}`)).status).toBe(200);
    expect((await reader.post('/api/channels', { utm_source: 'x', type: 'ads' })).status).toBe(403);
    expect((await reader.put(`/api/channels/${body.id}`, { type: 'seo' })).status).toBe(403);
    for (const action of ['archive', 'recover'])
      expect((await reader.post(`/api/channels/${body.id}/${action}`)).status).toBe(403);
    const nobody = as(app, (await adminWith(app, [])).token);
    expect((await nobody.get('/api/channels')).status).toBe(403);
  });
});
