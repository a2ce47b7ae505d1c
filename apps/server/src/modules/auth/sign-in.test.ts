import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@backlot/contract';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();

describe('POST /login', () => {
  it('signs in with a password: a token and every permission for the super-admin', async () => {
    const answer = await call(app, 'POST', '/api/login', { body: { username: '  admin  ', password: 'Admin12345' } });
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
    expect(answer.body.two_factor).toBeUndefined();
    expect(answer.body.permissions).toEqual(PERMISSIONS.map((p) => ({ name: p.name })));
    const me = await as(app, answer.body.access_token).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'admin', roles: ['super-admin'], two_factor_enabled: false });
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const wrong = await call(app, 'POST', '/api/login', {
      body: { username: 'admin', password: 'Wrong12345' },
      ip: '10.9.0.1',
    });
    const unknown = await call(app, 'POST', '/api/login', {
      body: { username: 'nobody', password: 'Wrong12345' },
      ip: '10.9.0.1',
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe('Wrong username or password.');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('records the sign-in time', async () => {
    const token = await signIn(app);
    const me = await as(app, token).get('/api/admins/1');
    expect(Date.parse(me.body.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
