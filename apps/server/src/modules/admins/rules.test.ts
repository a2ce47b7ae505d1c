/** Access rules: nobody disables or deletes themself; the last active super-admin stays. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
const root = as(app, await signIn(app));
const manager = as(
  app,
  (await adminWith(app, ['disable-admins', 'delete-admins', 'edit-admins', 'enable-admins'])).token,
);
const SUPER = 1;

describe('self', () => {
  it('refuses to disable or delete oneself', async () => {
    for (const answer of [
      await root.post('/api/admins/1/disable'),
      await root.delete('/api/admins/1'),
      await root.put('/api/admins/1', { status: 'disabled' }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('You cannot do this to your own account.');
    }
    expect((await root.get('/api/admins/1')).body.status).toBe('active');
  });
});

describe('the last super-admin', () => {
  it('cannot be disabled, deleted or lose the role', async () => {
    for (const answer of [
      await manager.post('/api/admins/1/disable'),
      await manager.delete('/api/admins/1'),
      await manager.put('/api/admins/1', { status: 'disabled' }),
      await manager.put('/api/admins/1', { role_ids: [] }),
      await root.put('/api/admins/1', { role_ids: [] }),
      await root.post(`/api/roles/${SUPER}/assign`, { admin_ids: [] }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'The last administrator holding every permission cannot be removed or disabled.',
      );
    }
    const still = await root.get('/api/admins/1');
    expect(still.body).toMatchObject({ status: 'active', roles: [{ id: SUPER, name: 'super-admin' }] });
  });

  it('can once another active admin holds the role; a disabled holder does not count', async () => {
    const second = await root.post('/api/admins', {
      username: 'second',
      name: 'Second',
      password: 'Start12345',
      role_ids: [SUPER],
    });
    await root.post(`/api/admins/${second.body.id}/disable`);
    expect((await manager.post('/api/admins/1/disable')).status).toBe(409);
    await root.post(`/api/admins/${second.body.id}/enable`);
    const moved = await root.post(`/api/roles/${SUPER}/assign`, { admin_ids: [second.body.id] });
    expect(moved.status).toBe(200);
    expect(moved.body.admins.map((a: { username: string }) => a.username)).toEqual(['second']);
    // Now "second" is the last one.
    expect((await manager.delete(`/api/admins/${second.body.id}`)).status).toBe(409);
    expect((await manager.post('/api/admins/1/disable')).status).toBe(200);
  });
});
