/** Campaigns, nested under their channel: scoped CRUD, uniqueness within the channel, tracking links, audit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let channelId: number;
let otherChannelId: number;

beforeAll(async () => {
  const { token } = await adminWith(app, [
    'create-channels',
    'edit-channels',
    'list-campaigns',
    'create-campaigns',
    'edit-campaigns',
    'delete-campaigns',
    'list-audit-logs',
  ]);
  api = as(app, token);
  const channel = { type: 'social', utm_medium: 'social', utm_term: 'videos', utm_id: 'ch-7' };
  channelId = (await api.post('/api/channels', { ...channel, utm_source: 'twitter' })).body.id;
  otherChannelId = (await api.post('/api/channels', { ...channel, utm_source: 'reddit' })).body.id;
});

const base = (id = channelId) => `/api/channels/${id}/campaigns`;
const spring = {
  name: 'Spring sale',
  utm_campaign: 'spring-sale',
  utm_content: 'banner-a',
  landing_url: 'https://velvet.example.com/join?plan=monthly#top',
  note: 'Runs in April.\nTwo banners.',
};

describe('campaigns', () => {
  it("creates a campaign under its channel, with the tracking link of the channel's and its UTM values", async () => {
    const created = await api.post(base(), { ...spring, channel_id: otherChannelId });
    expect(created.status).toBe(422); // the channel comes from the path, never from the body
    const made = await api.post(base(), spring);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...spring, channel_id: channelId, utm_term: null, utm_id: null });
    expect(made.body.tracking_link).toBe(
      'https://velvet.example.com/join?plan=monthly&utm_source=twitter&utm_medium=social&utm_campaign=spring-sale' +
        '&utm_term=videos&utm_content=banner-a&utm_id=ch-7#top',
    );
    expect((await api.get(`${base()}/${made.body.id}`)).body).toEqual(made.body);
    expect((await api.get(base())).body.data.map((c: { id: number }) => c.id)).toEqual([made.body.id]);
  });

  it('keeps utm_campaign unique within a channel, ignoring case, but not across channels', async () => {
    const fields = { name: 'Launch', landing_url: 'https://velvet.example.com/' };
    expect((await api.post(base(), { ...fields, utm_campaign: 'Launch-2026' })).status).toBe(201);
    const taken = await api.post(base(), { ...fields, utm_campaign: 'launch-2026' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ utm_campaign: ['This value is already taken.'] });
    expect((await api.post(base(otherChannelId), { ...fields, utm_campaign: 'launch-2026' })).status).toBe(201);
  });

  it('refuses a landing URL that is not http or https', async () => {
    for (const landing_url of ['ftp://velvet.example.com/', 'velvet.example.com', 'javascript:alert(1)']) {
      const refused = await api.post(base(), { name: 'Bad', utm_campaign: `bad-${landing_url.length}`, landing_url });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['landing_url']);
    }
  });

  it('answers 404 for a campaign of another channel and for a missing channel', async () => {
    const made = await api.post(base(otherChannelId), { ...spring, utm_campaign: 'foreign' });
    const foreign = `${base()}/${made.body.id}`;
    expect((await api.get(foreign)).status).toBe(404);
    expect((await api.put(foreign, { name: 'Taken over' })).status).toBe(404);
    expect((await api.delete(foreign)).status).toBe(404);
    expect((await api.get(`${base(otherChannelId)}/${made.body.id}`)).body.name).toBe('Spring sale');
    const missing = base(999_999);
    expect((await api.get(missing)).status).toBe(404);
    expect((await api.post(missing, { ...spring, utm_campaign: 'orphan' })).status).toBe(404);
    expect((await api.get(`${missing}/${made.body.id}`)).status).toBe(404);
  });

  it('updates and deletes a campaign, audited under campaigns', async () => {
    const made = await api.post(base(), { ...spring, utm_campaign: 'summer' });
    const updated = await api.put(`${base()}/${made.body.id}`, { utm_term: 'beach', utm_id: '' });
    expect(updated.body).toMatchObject({ utm_term: 'beach', channel_id: channelId });
    expect(new URL(updated.body.tracking_link).searchParams.get('utm_term')).toBe('beach');
    expect((await api.delete(`${base()}/${made.body.id}`)).status).toBe(204);
    expect((await api.get(`${base()}/${made.body.id}`)).status).toBe(404);
    const log = await api.get(`/api/audit-logs?resource=campaigns&resource_id=${made.body.id}`);
    expect(log.body.data.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it("answers links that follow the channel's values as they change", async () => {
    const made = await api.post(base(), { ...spring, utm_campaign: 'follow' });
    await api.put(`/api/channels/${channelId}`, { utm_medium: 'paid-social' });
    const shown = await api.get(`${base()}/${made.body.id}`);
    expect(new URL(shown.body.tracking_link).searchParams.get('utm_medium')).toBe('paid-social');
    await api.put(`/api/channels/${channelId}`, { utm_medium: 'social' });
  });

  it('needs the campaigns permissions', async () => {
    const made = await api.post(base(), { ...spring, utm_campaign: 'guarded' });
    const reader = as(app, (await adminWith(app, ['list-campaigns'])).token);
    expect((await reader.get(base())).status).toBe(200);
    expect((await reader.post(base(), { ...spring, utm_campaign: 'x' })).status).toBe(403);
    expect((await reader.put(`${base()}/${made.body.id}`, { name: 'x' })).status).toBe(403);
    expect((await reader.delete(`${base()}/${made.body.id}`)).status).toBe(403);
    const channelReader = as(app, (await adminWith(app, ['list-channels'])).token);
    expect((await channelReader.get(base())).status).toBe(403);
  });
});
