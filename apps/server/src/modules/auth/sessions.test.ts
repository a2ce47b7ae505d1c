/** Sessions end at sign-out, when the admin is disabled, and when the password changes. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));

async function newAdmin(username: string) {
  const created = await admin.post('/api/admins', { username, name: username, password: 'Start12345', role_ids: [1] });
  return { id: created.body.id as number, token: await signIn(app, username, 'Start12345') };
}
const status = async (token: string) => (await as(app, token).get('/api/auth/me')).status;

describe('session revocation', () => {
  it('signs out the current session only', async () => {
    const { token } = await newAdmin('leaver');
    const other = await signIn(app, 'leaver', 'Start12345');
    const out = await as(app, token).post('/api/logout');
    expect(out.status).toBe(204);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(200);
  });

  it('signs a disabled admin out everywhere and refuses their password with its own message', async () => {
    const { id, token } = await newAdmin('disabled1');
    expect((await admin.post(`/api/admins/${id}/disable`)).body.status).toBe('disabled');
    expect(await status(token)).toBe(401);
    const login = await call(app, 'POST', '/api/login', { body: { username: 'disabled1', password: 'Start12345' } });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('This account is disabled.');
    // A wrong password says nothing about the account.
    const wrong = await call(app, 'POST', '/api/login', { body: { username: 'disabled1', password: 'Wrong12345' } });
    expect(wrong.body.message).toBe('Wrong username or password.');
    // Enabled again, the old session stays ended; a new sign-in works.
    expect((await admin.post(`/api/admins/${id}/enable`)).body.status).toBe('active');
    expect(await status(token)).toBe(401);
    expect(await status(await signIn(app, 'disabled1', 'Start12345'))).toBe(200);
  });

  it('signs an admin out everywhere when an administrator sets a new password', async () => {
    const { id, token } = await newAdmin('reset1');
    expect((await admin.put(`/api/admins/${id}`, { password: 'Fresh12345' })).status).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await status(await signIn(app, 'reset1', 'Fresh12345'))).toBe(200);
  });

  it('keeps the session that changed its own password, ends the others', async () => {
    const { token } = await newAdmin('self1');
    const other = await signIn(app, 'self1', 'Start12345');
    const changed = await as(app, token).put('/api/auth/me', {
      password: 'Mine123456',
      current_password: 'Start12345',
    });
    expect(changed.status).toBe(200);
    expect(await status(token)).toBe(200);
    expect(await status(other)).toBe(401);
    expect(await status(await signIn(app, 'self1', 'Mine123456'))).toBe(200);
  });

  it('ends the sessions of a deleted admin', async () => {
    const { id, token } = await newAdmin('gone1');
    expect((await admin.delete(`/api/admins/${id}`)).status).toBe(204);
    expect(await status(token)).toBe(401);
  });
});
