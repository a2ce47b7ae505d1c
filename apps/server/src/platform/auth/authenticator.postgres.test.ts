/**
 * Two server processes on one PostgreSQL database, each keeping signed-in admins in memory: a session
 * ended or an access change made through one is honoured by the other on its next request.
 * PostgreSQL only (the embedded database belongs to a single process).
 */
import { describe, expect, it } from 'vitest';
import { startTestApps } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const [one, two] = await startTestApps(2);
const adminOnOne = as(one!, await signIn(one!));
const PASSWORD = 'Start12345';

/** An admin created through the first app, signed in there, and already served by both apps. */
async function servedByBoth(username: string, roleIds: number[] = [1]) {
  const created = await adminOnOne.post('/api/admins', {
    username,
    name: username,
    password: PASSWORD,
    role_ids: roleIds,
  });
  const token = await signIn(one!, username, PASSWORD);
  for (const app of [one!, two!, one!, two!]) expect((await as(app, token).get('/api/auth/me')).status).toBe(200);
  return { id: created.body.id as number, token };
}

describe('two server processes on one database', () => {
  it('a sign-out through one is honoured by the other at once', async () => {
    const { token } = await servedByBoth('roamer');
    expect((await as(two!, token).post('/api/logout')).status).toBe(204);
    const answer = await call(one!, 'GET', '/api/auth/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('session_revoked');
  });

  it('a disable through one is honoured by the other at once', async () => {
    const { id, token } = await servedByBoth('roamer2');
    await adminOnOne.post(`/api/admins/${id}/disable`);
    const answer = await call(two!, 'GET', '/api/tags', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('account_disabled');
  });

  it('a permission taken from a role through one is honoured by the other at once', async () => {
    const role = await adminOnOne.post('/api/roles', { name: 'roaming taggers', permissions: ['list-tags'] });
    const { token } = await servedByBoth('roamer3', [role.body.id]);
    expect((await as(two!, token).get('/api/tags')).status).toBe(200);
    await adminOnOne.post(`/api/roles/${role.body.id}/assign`, { permissions: [] });
    expect((await as(two!, token).get('/api/tags')).status).toBe(403);
  });
});
