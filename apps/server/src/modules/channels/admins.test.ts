/** The admins assigned to a channel: listed, assigned once whatever the retries, removed, audited. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let api: ReturnType<typeof as>;
let channelId: number;

beforeAll(async () => {
  const { token } = await adminWith(app, ['create-channels', 'list-channels', 'assign-channels', 'list-audit-logs']);
  api = as(app, token);
  channelId = (await api.post('/api/channels', { utm_source: 'partner-green', type: 'affiliate' })).body.id;
});

const admins = (id = channelId) => `/api/channels/${id}/admins`;

describe('channel admins', () => {
  it('assigns an admin once: a second assignment changes nothing and answers the first', async () => {
    const partner = await adminWith(app, []);
    const first = await api.post(admins(), { admin_id: partner.adminId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: partner.adminId, username: expect.stringMatching(/^user-/) });
    expect(first.body.assigned_at).toMatch(/^\d{4}-/);
    const again = await api.post(admins(), { admin_id: partner.adminId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const listed = await api.get(admins());
    expect(listed.body.data).toEqual([first.body]);
    expect((await api.get(`/api/channels/${channelId}`)).body.admin_count).toBe(1);
  });

  it('removes an admin; removing one not assigned is a 404', async () => {
    const partner = await adminWith(app, []);
    await api.post(admins(), { admin_id: partner.adminId });
    expect((await api.delete(`${admins()}/${partner.adminId}`)).status).toBe(204);
    expect((await api.get(admins())).body.data.map((a: { id: number }) => a.id)).not.toContain(partner.adminId);
    expect((await api.delete(`${admins()}/${partner.adminId}`)).status).toBe(404);
  });

  it('refuses an unknown admin on admin_id, and a missing channel with 404', async () => {
    const unknown = await api.post(admins(), { admin_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ admin_id: ['Does not exist.'] });
    const partner = await adminWith(app, []);
    expect((await api.post(admins(999_999), { admin_id: partner.adminId })).status).toBe(404);
    expect((await api.get(admins(999_999))).status).toBe(404);
    expect((await api.delete(`${admins(999_999)}/${partner.adminId}`)).status).toBe(404);
  });

  it('audits each change on the channel with the admin ids before and after', async () => {
    const { body } = await api.post('/api/channels', { utm_source: 'audited-partner', type: 'affiliate' });
    const partner = await adminWith(app, []);
    await api.post(admins(body.id), { admin_id: partner.adminId });
    await api.post(admins(body.id), { admin_id: partner.adminId });
    await api.delete(`${admins(body.id)}/${partner.adminId}`);
    const log = await api.get(`/api/audit-logs?resource=channels&resource_id=${body.id}&sort=id`);
    const entries = log.body.data.filter((e: { action: string }) => e.action !== 'create');
    expect(entries).toMatchObject([
      {
        action: 'assign-admin',
        record_label: 'audited-partner',
        changes: { admin_ids: { before: [], after: [partner.adminId] } },
      },
      { action: 'remove-admin', changes: { admin_ids: { before: [partner.adminId], after: [] } } },
    ]);
  });

  it('lists under list-channels and changes under assign-channels', async () => {
    const partner = await adminWith(app, []);
    const reader = as(app, (await adminWith(app, ['list-channels'])).token);
    expect((await reader.get(admins())).status).toBe(200);
    expect((await reader.post(admins(), { admin_id: partner.adminId })).status).toBe(403);
    expect((await reader.delete(`${admins()}/${partner.adminId}`)).status).toBe(403);
    const assigner = as(app, (await adminWith(app, ['assign-channels'])).token);
    expect((await assigner.get(admins())).status).toBe(403);
  });
});
