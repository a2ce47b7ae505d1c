/** GET and PUT /auth/me: the signed-in admin and their profile page. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
const created = await admin.post('/api/admins', {
  username: 'writer',
  name: 'Wang Fang',
  password: 'Start12345',
  role_ids: [],
});
const me = as(app, await signIn(app, 'writer', 'Start12345'));

describe('the signed-in admin', () => {
  it('describes themself, with the permissions of their roles', async () => {
    const role = await admin.post('/api/roles', { name: 'writers', permissions: ['list-tags', 'create-tags'] });
    await admin.post(`/api/roles/${role.body.id}/assign`, { admin_ids: [created.body.id] });
    const answer = await me.get('/api/auth/me');
    expect(answer.body).toEqual({
      id: created.body.id,
      username: 'writer',
      name: 'Wang Fang',
      avatar: null,
      introduction: null,
      email: null,
      roles: ['writers'],
      permissions: [{ name: 'list-tags' }, { name: 'create-tags' }],
      is_super_admin: false,
      two_factor_enabled: false,
      alert_emails: false,
      tour_seen_at: null,
      updated_at: created.body.updated_at,
    });
  });

  it('records the guided tour taken once, keeping the first time, with no audit entry or new version', async () => {
    const before = (await me.get('/api/auth/me')).body;
    const first = await me.post('/api/auth/me/tour');
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.tour_seen_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(first.body.updated_at).toBe(before.updated_at);
    // Read afresh: the session's cached admin is read again once the admin row changed.
    expect((await me.get('/api/auth/me')).body.tour_seen_at).toBe(first.body.tour_seen_at);
    expect((await me.post('/api/auth/me/tour')).body.tour_seen_at).toBe(first.body.tour_seen_at);
    // Another admin's tour is theirs: the first admin's is untouched.
    expect((await admin.get('/api/auth/me')).body.tour_seen_at).toBeNull();
    const log = await admin.get(`/api/audit-logs?resource=admins&resource_id=${created.body.id}`);
    expect(log.body.data.map((entry: { action: string }) => entry.action)).not.toContain('update-profile');
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('updates the profile and audits it', async () => {
    const answer = await me.put('/api/auth/me', {
      name: '王芳',
      email: 'wang.fang@example.com',
      introduction: 'Editor',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: '王芳', email: 'wang.fang@example.com', introduction: 'Editor' });
    const log = await admin.get(`/api/audit-logs?resource=admins&resource_id=${created.body.id}&action=update-profile`);
    expect(log.body.data[0].changes).toEqual({
      name: { before: 'Wang Fang', after: '王芳' },
      email: { before: null, after: 'wang.fang@example.com' },
      introduction: { before: null, after: 'Editor' },
    });
  });

  it('needs the right current password for a new one', async () => {
    const missing = await me.put('/api/auth/me', { password: 'Other12345' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.current_password).toEqual(['This field is required.']);
    const wrong = await me.put('/api/auth/me', { password: 'Other12345', current_password: 'Nope12345' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is wrong.'] });
    const weak = await me.put('/api/auth/me', { password: 'abcdefghij', current_password: 'Start12345' });
    expect(weak.body.errors.password).toEqual(['Your password does not contain any number.']);
  });

  it('refuses fields that are not on the profile page', async () => {
    const answer = await me.put('/api/auth/me', { status: 'active', username: 'boss' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ status: ['Unknown field.'], username: ['Unknown field.'] });
  });
});
