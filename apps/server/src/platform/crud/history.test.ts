/** A record's history: the audit log's entries about it, newest first, under the resource's list permission. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminHolding, adminWith } from '../../test/fixtures.js';

describe("a record's history", async () => {
  const app = await startTestApp();
  const root = as(app, await signIn(app));
  const tag = (await root.post('/api/tags', { name: 'Noir', name_cn: '黑色', sort: 1 })).body;
  await root.put(`/api/tags/${tag.id}`, { name: 'Neo-noir' });
  await root.put(`/api/tags/${tag.id}`, { sort: 4 });

  it('lists who changed what and when, newest first, field by field', async () => {
    const history = await root.get(`/api/tags/${tag.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
    const [second, first, created] = history.body.data;
    expect(second).toMatchObject({ actor_username: 'admin', changes: { sort: { before: 1, after: 4 } } });
    expect(first.changes).toEqual({ name: { before: 'Noir', after: 'Neo-noir' } });
    expect(created.changes.name).toEqual({ before: null, after: 'Noir' });
    expect(history.body.meta).toMatchObject({ total: 3, has_next: false });
    expect(history.body.restorable).toBe(false);
  });

  it('pages', async () => {
    const page = await root.get(`/api/tags/${tag.id}/history?per_page=2&page=2`);
    expect(page.body.data.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(page.body.meta).toMatchObject({ page: 2, total: 3 });
  });

  it('keeps the history of a deleted record, and a record that never existed is a 404', async () => {
    const gone = (await root.post('/api/tags', { name: 'Gone', name_cn: '无' })).body;
    await root.delete(`/api/tags/${gone.id}`);
    const history = await root.get(`/api/tags/${gone.id}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    expect((await root.get('/api/tags/999999/history')).status).toBe(404);
  });

  it('needs the list permission', async () => {
    const { token } = await adminWith(app, ['create-tags']);
    expect((await as(app, token).get(`/api/tags/${tag.id}/history`)).status).toBe(403);
    const reader = await adminWith(app, ['list-tags']);
    expect((await as(app, reader.token).get(`/api/tags/${tag.id}/history`)).status).toBe(200);
  });

  it("never shows a partner another channel's history", async () => {
    const channel = async (utm_source: string) =>
      (await root.post('/api/channels', { utm_source, type: 'affiliate', profit_sharing: '30' })).body;
    const mine = await channel('historyhub');
    const theirs = await channel('elsewherehub');
    await root.put(`/api/channels/${theirs.id}`, { profit_sharing: '35' });
    const role = await root.post('/api/roles', {
      name: 'History partners',
      is_partner: true,
      permissions: ['list-channels'],
    });
    const partner = await adminHolding(app, [role.body.id]);
    await root.post(`/api/channels/${mine.id}/admins`, { admin_id: partner.adminId });
    const me = as(app, partner.token);
    const own = await me.get(`/api/channels/${mine.id}/history`);
    expect(own.body.data.at(-1)).toMatchObject({ action: 'create', changes: { utm_source: { after: 'historyhub' } } });
    expect((await me.get(`/api/channels/${theirs.id}/history`)).status).toBe(404);
    expect((await root.get(`/api/channels/${theirs.id}/history`)).body.data).toHaveLength(2);
  });

  it('keeps secrets redacted', async () => {
    const admin = await root.post('/api/admins', {
      username: 'historian',
      name: 'Historian',
      password: 'Archive-key-9',
    });
    await root.put(`/api/admins/${admin.body.id}`, { password: 'Archive-key-10' });
    expect(admin.status).toBe(201);
    const [change] = (await root.get(`/api/admins/${admin.body.id}/history`)).body.data;
    expect(Object.keys(change.changes)).toContain('password');
    expect(JSON.stringify(change.changes)).not.toContain('Archive-key');
  });
});
