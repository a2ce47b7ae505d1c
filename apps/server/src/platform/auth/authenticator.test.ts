/**
 * The signed-in admin is kept between requests, yet every change that ends a session or changes what an
 * admin may do applies to the very next request; and a 401 says why the session ended.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
/** SESSION_IDLE_MINUTES=5, SESSION_MAX_HOURS=2. */
const brief = await startTestApp({ sessionIdleMinutes: 5, sessionMaxHours: 2 });
const PASSWORD = 'Start12345';

/** A new admin holding `roleIds`, signed in, whose session has already served (and been kept for) a request. */
async function signedInAdmin(username: string, roleIds: number[] = [1]) {
  const created = await admin.post('/api/admins', { username, name: username, password: PASSWORD, role_ids: roleIds });
  const token = await signIn(app, username, PASSWORD);
  expect((await as(app, token).get('/api/auth/me')).status).toBe(200);
  expect((await as(app, token).get('/api/auth/me')).status).toBe(200);
  return { id: created.body.id as number, token };
}

async function expectSignedOut(token: string, code: string, message: string, lang = 'en', on = app) {
  const answer = await call(on, 'GET', '/api/auth/me', { token, lang });
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ code, message });
}

const REVOKED = 'You were signed out: your password changed, or the session was ended. Please sign in again.';
const EXPIRED = 'Your session has expired. Please sign in again.';

afterEach(() => {
  vi.useRealTimers();
});

describe('what a kept session still sees at once', () => {
  it('a permission taken from or given to a role', async () => {
    const role = await admin.post('/api/roles', { name: 'taggers', permissions: ['list-tags'] });
    const { token } = await signedInAdmin('tagger', [role.body.id]);
    const me = as(app, token);
    expect((await me.get('/api/tags')).status).toBe(200);

    await admin.post(`/api/roles/${role.body.id}/assign`, { permissions: ['list-directors'] });
    expect((await me.get('/api/tags')).status).toBe(403);
    expect((await me.get('/api/directors')).status).toBe(200);
    expect((await me.get('/api/auth/me')).body.permissions).toEqual([{ name: 'list-directors' }]);
  });

  it('a role taken away, and a role renamed', async () => {
    const role = await admin.post('/api/roles', { name: 'readers', permissions: ['list-tags'] });
    const { id, token } = await signedInAdmin('reader', [role.body.id]);
    const me = as(app, token);

    await admin.put(`/api/roles/${role.body.id}`, { name: 'viewers' });
    expect((await me.get('/api/auth/me')).body.roles).toEqual(['viewers']);

    await admin.put(`/api/admins/${id}`, { role_ids: [] });
    expect((await me.get('/api/tags')).status).toBe(403);
    expect((await me.get('/api/auth/me')).body).toMatchObject({ roles: [], permissions: [] });
  });

  it('a change to their own profile', async () => {
    const { token } = await signedInAdmin('profiler');
    await as(app, token).put('/api/auth/me', { name: 'Pro Filer', email: 'pro@example.com' });
    expect((await as(app, token).get('/api/auth/me')).body).toMatchObject({
      name: 'Pro Filer',
      email: 'pro@example.com',
    });
  });
});

describe('why a session ended', () => {
  it('no token, or a token the server does not know: unauthenticated', async () => {
    expect((await call(app, 'GET', '/api/auth/me')).body).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in.',
    });
    await expectSignedOut('not-a-token', 'unauthenticated', 'Please sign in.');
  });

  it('signed out: session_revoked, for this session only', async () => {
    const { token } = await signedInAdmin('leaver2');
    const other = await signIn(app, 'leaver2', PASSWORD);
    await as(app, token).post('/api/logout');
    await expectSignedOut(token, 'session_revoked', REVOKED);
    await expectSignedOut(token, 'session_revoked', '您已被登出：密码已更改或会话已被终止，请重新登录。', 'zh-CN');
    expect((await as(app, other).get('/api/auth/me')).status).toBe(200);
  });

  it('disabled: account_disabled, and still revoked once enabled again', async () => {
    const { id, token } = await signedInAdmin('disabled2');
    await admin.post(`/api/admins/${id}/disable`);
    await expectSignedOut(token, 'account_disabled', 'This account is disabled.');
    await admin.post(`/api/admins/${id}/enable`);
    await expectSignedOut(token, 'session_revoked', REVOKED);
  });

  it('a new password: session_revoked, whoever set it', async () => {
    const byAdmin = await signedInAdmin('reset2');
    await admin.put(`/api/admins/${byAdmin.id}`, { password: 'Fresh12345' });
    await expectSignedOut(byAdmin.token, 'session_revoked', REVOKED);

    const self = await signedInAdmin('self2');
    const other = await signIn(app, 'self2', PASSWORD);
    expect((await as(app, other).get('/api/auth/me')).status).toBe(200);
    await as(app, self.token).put('/api/auth/me', { password: 'Mine123456', current_password: PASSWORD });
    await expectSignedOut(other, 'session_revoked', REVOKED);
    expect((await as(app, self.token).get('/api/auth/me')).status).toBe(200);
  });

  it('a session ended in the database by hand: session_revoked', async () => {
    const { id, token } = await signedInAdmin('manual');
    await app.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.adminId, id));
    await expectSignedOut(token, 'session_revoked', REVOKED);
  });

  it('past its absolute lifetime: session_expired', async () => {
    const { id, token } = await signedInAdmin('lifetime');
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.adminId, id));
    await expectSignedOut(token, 'session_expired', EXPIRED);
  });

  it('idle past the timeout (120 minutes here): session_expired', async () => {
    const { id, token } = await signedInAdmin('idler');
    // Two hours pass without a request: for this process's clock, and for the session row.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 121 * 60_000);
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '121 minutes'` })
      .where(eq(sessions.adminId, id));
    await expectSignedOut(token, 'session_expired', EXPIRED);
  });

  it('the admin deleted: the token is unknown', async () => {
    const { id, token } = await signedInAdmin('gone2');
    await admin.delete(`/api/admins/${id}`);
    await expectSignedOut(token, 'unauthenticated', 'Please sign in.');
  });
});

describe('session lifetimes from the settings', () => {
  it('SESSION_IDLE_MINUTES: six idle minutes end a session when the timeout is five', async () => {
    const token = await signIn(brief);
    expect((await call(brief, 'GET', '/api/auth/me', { token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    await brief.db.update(sessions).set({ lastSeenAt: sql`now() - interval '6 minutes'` });
    await expectSignedOut(token, 'session_expired', EXPIRED, 'en', brief);
  });

  it('SESSION_MAX_HOURS: two hours and a minute later a session has ended when the lifetime is two', async () => {
    const ageTwoHours = (on: typeof app) =>
      on.db.update(sessions).set({ expiresAt: sql`${sessions.expiresAt} - interval '121 minutes'` });
    const token = await signIn(brief);
    await ageTwoHours(brief);
    await expectSignedOut(token, 'session_expired', EXPIRED, 'en', brief);
    // The same two hours leave a session of the default lifetime (168 hours) alive.
    const lasting = await signIn(app);
    await ageTwoHours(app);
    expect((await call(app, 'GET', '/api/auth/me', { token: lasting })).status).toBe(200);
  });
});
