/**
 * A channel partner (an admin holding a partner's role) sees only the channels assigned to them, their
 * campaigns and the members they brought — enforced by the server, whatever the partner asks for.
 */
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminHolding } from '../../test/fixtures.js';

describe('a channel partner', async () => {
  const app = await startTestApp();
  const root = as(app, await signIn(app));
  const channel = async (utm_source: string) =>
    (await root.post('/api/channels', { utm_source, type: 'affiliate', profit_sharing: '30' })).body;
  const mine = await channel('partnerhub');
  const theirs = await channel('otherhub');
  const campaign = (channelId: number, utm_campaign: string) =>
    root.post(`/api/channels/${channelId}/campaigns`, {
      name: utm_campaign,
      utm_campaign,
      landing_url: 'https://velvet.example.com/join',
    });
  await campaign(mine.id, 'spring');
  const foreignCampaign = (await campaign(theirs.id, 'autumn')).body;
  const role = await root.post('/api/roles', {
    name: 'Partners',
    is_partner: true,
    permissions: ['list-channels', 'list-campaigns', 'create-campaigns', 'list-users', 'list-allocated-members'],
  });
  const partner = await adminHolding(app, [role.body.id]);
  await root.post(`/api/channels/${mine.id}/admins`, { admin_id: partner.adminId });
  const [ours, other] = await app.db
    .insert(members)
    .values([
      { username: 'brought', email: 'brought@mail.test', channelId: mine.id },
      { username: 'elsewhere', email: 'elsewhere@mail.test', channelId: theirs.id },
    ])
    .returning();
  const me = as(app, partner.token);

  it('lists and opens only the channels assigned to them, and their campaigns', async () => {
    const listed = await me.get('/api/channels');
    expect(listed.body.data.map((c: { utm_source: string }) => c.utm_source)).toEqual(['partnerhub']);
    expect((await me.get(`/api/channels/${theirs.id}`)).status).toBe(404);
    expect((await me.get(`/api/channels/${theirs.id}/admins`)).status).toBe(404);
    expect((await me.get(`/api/channels/${theirs.id}/campaigns/${foreignCampaign.id}`)).status).toBe(404);
    expect((await me.get(`/api/channels/${theirs.id}/campaigns`)).body.data).toEqual([]);
    expect((await me.get(`/api/channels/${mine.id}/campaigns`)).body.data).toHaveLength(1);
  });

  it('cannot add a campaign to a channel not theirs, and nothing is written', async () => {
    const made = await me.post(`/api/channels/${theirs.id}/campaigns`, {
      name: 'Sneaky',
      utm_campaign: 'sneaky',
      landing_url: 'https://velvet.example.com/join',
    });
    expect(made.status).toBe(403);
    expect((await root.get(`/api/channels/${theirs.id}/campaigns?q=sneaky`)).body.data).toEqual([]);
    const own = await me.post(`/api/channels/${mine.id}/campaigns`, {
      name: 'Summer',
      utm_campaign: 'summer',
      landing_url: 'https://velvet.example.com/join',
    });
    expect(own.status).toBe(201);
  });

  it('sees only the members their channels brought, in the list, one by one and as allocated members', async () => {
    const listed = await me.get('/api/users');
    expect(listed.body.data.map((m: { username: string }) => m.username)).toEqual(['brought']);
    expect((await me.get(`/api/users?channel_id=${theirs.id}`)).body.data).toEqual([]);
    expect((await me.get(`/api/users/${other!.id}`)).status).toBe(404);
    expect((await me.get(`/api/users/${ours!.id}`)).status).toBe(200);
    const allocated = await me.get(`/api/admins/${partner.adminId}/allocated-members`);
    expect(allocated.body.data).toMatchObject([{ id: ours!.id, username: 'brought', channel_id: mine.id }]);
    expect((await root.get('/api/users')).body.meta.total).toBe(2);
  });
});
