/** Roles: CRUD, assign, the built-in role, and permissions that apply on the next request. */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@backlot/contract';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
const holder = await admin.post('/api/admins', { username: 'holder', name: 'Holder', password: 'Start12345' });
const holderApi = as(app, await signIn(app, 'holder', 'Start12345'));
const SUPER = 1;

describe('roles', () => {
  it('creates a role with catalogue permissions, listed in catalogue order', async () => {
    const answer = await admin.post('/api/roles', {
      name: 'Tagger',
      description: 'Tags only',
      permissions: ['create-tags', 'list-tags', 'list-tags'],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Tagger',
      description: 'Tags only',
      is_builtin: false,
      is_partner: false,
      permissions: ['list-tags', 'create-tags'],
      admins: [],
    });
    const log = await admin.get(`/api/audit-logs?resource=roles&resource_id=${answer.body.id}&action=create`);
    expect(log.body.data[0].changes.permissions).toEqual({ before: null, after: ['list-tags', 'create-tags'] });
  });

  it("keeps a channel partner's role to what the server limits to their channels", async () => {
    const partner = await admin.post('/api/roles', {
      name: 'Affiliates',
      is_partner: true,
      permissions: ['list-channels', 'list-users', 'list-allocated-members'],
    });
    expect(partner.status).toBe(201);
    expect(partner.body.is_partner).toBe(true);
    const wider = await admin.put(`/api/roles/${partner.body.id}`, { permissions: ['list-users', 'edit-roles'] });
    expect(wider.status).toBe(422);
    expect(wider.body.errors.permissions).toEqual(["A channel partner's role cannot hold: Edit roles."]);
    const tagger = await admin.post('/api/roles', { name: 'Tag desk', permissions: ['list-tags'] });
    const turned = await admin.put(`/api/roles/${tagger.body.id}`, { is_partner: true });
    expect(turned.status).toBe(422);
    expect(turned.body.errors.permissions).toEqual(["A channel partner's role cannot hold: View tags."]);
    const log = await admin.get(`/api/audit-logs?resource=roles&resource_id=${partner.body.id}&action=create`);
    expect(log.body.data[0].changes.is_partner).toEqual({ before: null, after: true });
  });

  it('saves name, permissions and holders in one request, or nothing when a part is wrong', async () => {
    const created = await admin.post('/api/roles', {
      name: 'Desk',
      permissions: ['list-tags'],
      admin_ids: [holder.body.id],
    });
    expect(created.status).toBe(201);
    expect(created.body.admins.map((a: { username: string }) => a.username)).toEqual(['holder']);
    const wrong = await admin.put(`/api/roles/${created.body.id}`, {
      name: 'Front desk',
      admin_ids: [holder.body.id, 999999],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.admin_ids).toEqual(['Does not exist.']);
    const kept = await admin.get(`/api/roles/${created.body.id}`);
    expect(kept.body).toMatchObject({ name: 'Desk', admins: [{ username: 'holder' }] });
    const saved = await admin.put(`/api/roles/${created.body.id}`, {
      name: 'Front desk',
      permissions: [],
      admin_ids: [],
    });
    expect(saved.body).toMatchObject({ name: 'Front desk', permissions: [], admins: [] });
  });

  it('refuses a taken name and unknown permissions, listing them', async () => {
    const answer = await admin.post('/api/roles', {
      name: 'TAGGER',
      permissions: ['list-tags', 'fly-planes', 'list-everything'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(['This value is already taken.']);
    expect(answer.body.errors.permissions).toEqual(['These permissions do not exist: fly-planes, list-everything.']);
  });

  it('applies a permission change to the holder on their next request', async () => {
    const role = await admin.post('/api/roles', { name: 'Readers', permissions: ['list-tags'] });
    expect((await holderApi.get('/api/tags')).status).toBe(403);
    const assigned = await admin.post(`/api/roles/${role.body.id}/assign`, { admin_ids: [holder.body.id] });
    expect(assigned.body.admins).toEqual([{ id: holder.body.id, username: 'holder', name: 'Holder' }]);
    expect((await holderApi.get('/api/tags')).status).toBe(200);
    const narrowed = await admin.put(`/api/roles/${role.body.id}`, { permissions: [] });
    expect(narrowed.body.permissions).toEqual([]);
    expect((await holderApi.get('/api/tags')).status).toBe(403);
    await admin.post(`/api/roles/${role.body.id}/assign`, { permissions: ['list-tags', 'list-directors'] });
    expect((await holderApi.get('/api/directors')).status).toBe(200);
    const log = await admin.get(`/api/audit-logs?resource=roles&resource_id=${role.body.id}&action=assign`);
    expect(log.body.data[0].changes).toEqual({ permissions: { before: [], after: ['list-directors', 'list-tags'] } });
    expect(log.body.data[1].changes).toEqual({ admins: { before: [], after: ['holder'] } });
  });

  it('deletes a role still held: its holders lose its permissions at once', async () => {
    const role = await admin.post('/api/roles', { name: 'Temporary', permissions: ['list-audit-logs'] });
    await admin.post(`/api/roles/${role.body.id}/assign`, { admin_ids: [holder.body.id] });
    expect((await holderApi.get('/api/audit-logs')).status).toBe(200);
    expect((await admin.delete(`/api/roles/${role.body.id}`)).status).toBe(204);
    expect((await holderApi.get('/api/audit-logs')).status).toBe(403);
    expect((await admin.get(`/api/roles/${role.body.id}`)).status).toBe(404);
  });

  it('keeps the built-in role whole: every permission, never changed or deleted', async () => {
    const builtIn = await admin.get(`/api/roles/${SUPER}`);
    expect(builtIn.body).toMatchObject({
      name: 'super-admin',
      is_builtin: true,
      admins: [{ id: 1, username: 'admin', name: 'Administrator' }],
    });
    expect(builtIn.body.permissions).toEqual(PERMISSIONS.map((p) => p.name));
    for (const answer of [
      await admin.put(`/api/roles/${SUPER}`, { name: 'root' }),
      await admin.delete(`/api/roles/${SUPER}`),
      await admin.post(`/api/roles/${SUPER}/assign`, { permissions: ['list-tags'] }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('The built-in role super-admin cannot be deleted or changed.');
    }
    const added = await admin.post(`/api/roles/${SUPER}/assign`, { admin_ids: [1, holder.body.id] });
    expect(added.status).toBe(200);
    expect((await holderApi.get('/api/audit-logs')).status).toBe(200);
  });

  it('refuses to assign admins that do not exist', async () => {
    const role = await admin.post('/api/roles', { name: 'Nobody', permissions: [] });
    const answer = await admin.post(`/api/roles/${role.body.id}/assign`, { admin_ids: [9999] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ admin_ids: ['Does not exist.'] });
  });

  it('lists with search and sort', async () => {
    const page = await admin.get('/api/roles?q=ER&sort=-name');
    // super-admin matches too; its place among capitalised names depends on the database's collation.
    const names = page.body.data.map((r: { name: string }) => r.name);
    expect(names.filter((n: string) => n !== 'super-admin')).toEqual(['Tagger', 'Readers']);
    expect(page.body.meta.total).toBe(3);
    expect((await admin.get('/api/roles?sort=permissions')).status).toBe(422);
  });
});

describe('GET /permissions', () => {
  it('is the catalogue, grouped in its order, with labels in both languages', async () => {
    const answer = await admin.get('/api/permissions');
    expect(answer.status).toBe(200);
    const groups = answer.body.groups as Array<{
      name: string;
      label: object;
      permissions: Array<{ name: string; resource: string; label: object }>;
    }>;
    expect(groups.map((g) => g.name)).toEqual([
      'content',
      'compliance',
      'storefront',
      'members',
      'support',
      'commerce',
      'channels',
      'analytics',
      'system',
    ]);
    expect(groups[0]!.label).toEqual({ en: 'Content', zh_cn: '内容' });
    expect(groups.flatMap((g) => g.permissions.map((p) => p.name))).toEqual(PERMISSIONS.map((p) => p.name));
    expect(groups[0]!.permissions[0]).toEqual({
      name: 'list-videos',
      resource: 'videos',
      label: { en: 'View videos', zh_cn: '查看视频' },
    });
  });

  it('needs list-roles', async () => {
    const other = as(app, (await adminWith(app, ['list-admins'])).token);
    expect((await other.get('/api/permissions')).status).toBe(403);
    expect((await as(app, (await adminWith(app, ['list-roles'])).token).get('/api/permissions')).status).toBe(200);
  });
});
