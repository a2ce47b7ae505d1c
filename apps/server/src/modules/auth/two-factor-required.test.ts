/** TWO_FACTOR=required: an admin without an authenticator must bind one to finish signing in. */
import { describe, expect, it } from 'vitest';
import { URI } from 'otpauth';
import { startTestApp } from '../../test/harness.js';
import { call } from '../../test/client.js';

const app = await startTestApp({ twoFactor: 'required' });
const credentials = { username: 'admin', password: 'Admin12345' };

describe('two-factor required', () => {
  it('answers bind instead of a session, then binding finishes the sign-in', async () => {
    const login = await call(app, 'POST', '/api/login', { body: credentials });
    expect(login.body).toEqual({ two_factor: 'bind', challenge_token: expect.any(String) });
    const challenge = login.body.challenge_token as string;

    // The challenge is not a session.
    expect((await call(app, 'GET', '/api/auth/me', { token: challenge })).status).toBe(401);
    // No code before a binding has started.
    expect(
      (await call(app, 'POST', '/api/googleVerify', { body: { challenge_token: challenge, code: '123456' } })).status,
    ).toBe(409);

    const started = await call(app, 'POST', '/api/googleOtpauth', { body: { challenge_token: challenge } });
    expect(started.status).toBe(200);
    const code = URI.parse(started.body.otpauth_url).generate();
    const verified = await call(app, 'POST', '/api/googleVerify', { body: { challenge_token: challenge, code } });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toEqual(expect.any(String));
    const me = await call(app, 'GET', '/api/auth/me', { token: verified.body.access_token });
    expect(me.body.two_factor_enabled).toBe(true);

    // From now on the admin is asked for a code.
    const next = await call(app, 'POST', '/api/login', { body: credentials });
    expect(next.body.two_factor).toBe('verify');
  });
});
