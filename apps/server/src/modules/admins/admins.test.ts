/** Admins: list, show, create, update, delete, actions, audit. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
const editorRole = (await admin.post('/api/roles', { name: 'editor', permissions: ['list-tags'] })).body.id as number;

const create = (body: Record<string, unknown>) => admin.post('/api/admins', { password: 'Start12345', ...body });
const auditOf = async (id: number, action: string) =>
  (await admin.get(`/api/audit-logs?resource=admins&resource_id=${id}&action=${action}`)).body.data[0]?.changes;

describe('admins', () => {
  it('creates an admin with roles and never answers secrets', async () => {
    const answer = await create({
      username: 'li.lei',
      name: '李雷',
      phone: '+86 138 0000 1111',
      email: 'li.lei@example.com',
      role_ids: [editorRole],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      username: 'li.lei',
      name: '李雷',
      status: 'active',
      roles: [{ id: editorRole, name: 'editor' }],
      two_factor_enabled: false,
      last_login_at: null,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/hash|secret|password/i);
    expect(await auditOf(answer.body.id, 'create')).toMatchObject({
      username: { before: null, after: 'li.lei' },
      password: { before: null, after: '[redacted]' },
      roles: { before: null, after: ['editor'] },
    });
  });

  it('refuses a username taken in any case and roles that do not exist', async () => {
    const answer = await create({ username: 'LI.LEI', name: 'Other', role_ids: [9999] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ username: ['This value is already taken.'], role_ids: ['Does not exist.'] });
  });

  it('lists with search, filters, sort and pages', async () => {
    await create({ username: 'han.meimei', name: '韩梅梅', phone: '+86 139 2222 3333' });
    await create({ username: 'jim.green', name: 'Jim Green', role_ids: [editorRole] });
    const page = await admin.get('/api/admins?per_page=2&sort=username');
    expect(page.body.meta).toEqual({ page: 1, per_page: 2, total: 4, total_is_estimate: false, has_next: true });
    expect(page.body.data.map((a: { username: string }) => a.username)).toEqual(['admin', 'han.meimei']);
    const byPhone = await admin.get('/api/admins?q=2222');
    expect(byPhone.body.data.map((a: { username: string }) => a.username)).toEqual(['han.meimei']);
    const byName = await admin.get(`/api/admins?q=${encodeURIComponent('GREEN')}`);
    expect(byName.body.data.map((a: { username: string }) => a.username)).toEqual(['jim.green']);
    const byRole = await admin.get(`/api/admins?role_id=${editorRole}&sort=-username`);
    expect(byRole.body.data.map((a: { username: string }) => a.username)).toEqual(['li.lei', 'jim.green']);
    const wildcard = await admin.get('/api/admins?q=%25');
    expect(wildcard.body.meta.total).toBe(0);
  });

  it('filters by status', async () => {
    const id = (await create({ username: 'zhang.san', name: '张三' })).body.id as number;
    await admin.post(`/api/admins/${id}/disable`);
    const disabled = await admin.get('/api/admins?status=disabled');
    expect(disabled.body.data.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('updates fields and roles, auditing before and after with the password redacted', async () => {
    const id = (await create({ username: 'lucy', name: 'Lucy' })).body.id as number;
    const answer = await admin.put(`/api/admins/${id}`, {
      name: 'Lucy King',
      password: 'Newer12345',
      role_ids: [editorRole],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Lucy King', roles: [{ id: editorRole, name: 'editor' }] });
    expect(await auditOf(id, 'update')).toEqual({
      name: { before: 'Lucy', after: 'Lucy King' },
      password: { before: '[redacted]', after: '[redacted]' },
      roles: { before: [], after: ['editor'] },
    });
    const nameOnly = await admin.put(`/api/admins/${id}`, { name: 'Lucy Q.' });
    expect(nameOnly.body.roles).toEqual([{ id: editorRole, name: 'editor' }]);
    expect(await auditOf(id, 'update')).toEqual({ name: { before: 'Lucy King', after: 'Lucy Q.' } });
  });

  it('shows one admin, and 404 for none', async () => {
    expect((await admin.get('/api/admins/1')).body.username).toBe('admin');
    expect((await admin.get('/api/admins/9999')).status).toBe(404);
    expect((await admin.get('/api/admins/abc')).status).toBe(404);
    expect((await admin.put('/api/admins/9999', { name: 'X' })).status).toBe(404);
  });

  it('deletes an admin and audits it', async () => {
    const id = (await create({ username: 'temp', name: 'Temp' })).body.id as number;
    expect((await admin.delete(`/api/admins/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/admins/${id}`)).status).toBe(404);
    expect(await auditOf(id, 'delete')).toMatchObject({ username: { before: 'temp', after: null } });
  });

  it('answers the allocated members of an existing admin: none without channels', async () => {
    const answer = await admin.get('/api/admins/1/allocated-members?page=2&per_page=5');
    expect(answer.body).toEqual({
      data: [],
      meta: { page: 2, per_page: 5, total: 0, total_is_estimate: false, has_next: false },
    });
    expect((await admin.get('/api/admins/9999/allocated-members')).status).toBe(404);
    expect((await admin.get('/api/admins/1/allocated-members?per_page=500')).status).toBe(422);
  });

  it('needs the permission of each route', async () => {
    const reader = as(app, (await adminWith(app, ['list-admins'])).token);
    expect((await reader.get('/api/admins')).status).toBe(200);
    expect((await reader.post('/api/admins', { username: 'x1', name: 'X', password: 'Start12345' })).status).toBe(403);
    expect((await reader.put('/api/admins/1', { name: 'X' })).status).toBe(403);
    expect((await reader.delete('/api/admins/1')).status).toBe(403);
    expect((await reader.post('/api/admins/1/disable')).status).toBe(403);
    expect((await reader.post('/api/admins/1/resetQRCode')).status).toBe(403);
    expect((await reader.get('/api/admins/1/allocated-members')).status).toBe(403);
  });
});
