/**
 * Binding an authenticator while signed in (with the current password), signing in with a code, codes used
 * once, replacing the authenticator, reset by an admin.
 */
import { describe, expect, it } from 'vitest';
import { URI } from 'otpauth';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();

/** The code an authenticator app shows `steps` periods from now. */
const codeOf = (otpauthUrl: string, steps = 0) =>
  URI.parse(otpauthUrl).generate({ timestamp: Date.now() + steps * 30_000 });

const password = 'Binder12345';
const adminToken = await signIn(app);
const created = await as(app, adminToken).post('/api/admins', {
  username: 'binder',
  name: 'Bin Der',
  password,
  role_ids: [1],
});
const binderId = created.body.id as number;

let url = '';
/** A session of binder signed in with a code. */
let session = '';
/** Codes accepted so far, reused verbatim to prove they are refused (robust across a period boundary). */
const accepted: string[] = [];

describe('voluntary binding while signed in', () => {
  it('asks for the current password', async () => {
    const token = await signIn(app, 'binder', password);
    const missing = await as(app, token).post('/api/googleOtpauth', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ['This field is required.'] });
    const wrong = await as(app, token).post('/api/googleOtpauth', { current_password: 'Wrong12345' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is wrong.'] });
    expect((await as(app, token).get('/api/auth/me')).body.two_factor_enabled).toBe(false);
  });

  it('starts a binding: an otpauth URL and its QR code, nothing bound yet', async () => {
    const token = await signIn(app, 'binder', password);
    const answer = await as(app, token).post('/api/googleOtpauth', { current_password: password });
    expect(answer.status).toBe(200);
    expect(answer.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Backlot:binder\?.*secret=[A-Z2-7]+/);
    expect(answer.body.qr_code).toMatch(/^data:image\/png;base64,/);
    url = answer.body.otpauth_url;
    expect((await as(app, token).get('/api/auth/me')).body.two_factor_enabled).toBe(false);

    const wrong = await as(app, token).post('/api/googleVerify', {
      code: '000000' === codeOf(url) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['The code is wrong or already used.']);

    accepted.push(codeOf(url));
    const confirmed = await as(app, token).post('/api/googleVerify', { code: accepted[0] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ two_factor_enabled: true });
    expect((await as(app, token).get('/api/auth/me')).body.two_factor_enabled).toBe(true);
    // Confirmed once: a second code has no pending binding to confirm.
    expect((await as(app, token).post('/api/googleVerify', { code: codeOf(url, 1) })).status).toBe(409);
  });

  it('audits the binding without showing the secret', async () => {
    const log = await as(app, adminToken).get(
      `/api/audit-logs?resource=admins&resource_id=${binderId}&action=bind-two-factor`,
    );
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0].changes).toEqual({
      two_factor_enabled: { before: false, after: true },
      two_factor_secret: { before: null, after: '[redacted]' },
    });
    expect(JSON.stringify(log.body)).not.toContain(new URL(url).searchParams.get('secret')!);
  });

  it('then asks for a code at sign-in, and refuses a code already used', async () => {
    const first = await call(app, 'POST', '/api/login', { body: { username: 'binder', password } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ two_factor: 'verify', challenge_token: expect.any(String) });
    expect(first.body.access_token).toBeUndefined();

    const reused = await call(app, 'POST', '/api/googleVerify', {
      body: { challenge_token: first.body.challenge_token, code: accepted[0] },
    });
    expect(reused.status).toBe(422);

    accepted.push(codeOf(url, 1));
    const next = await call(app, 'POST', '/api/googleVerify', {
      body: { challenge_token: first.body.challenge_token, code: accepted[1] },
    });
    expect(next.status).toBe(200);
    expect(next.body.access_token).toEqual(expect.any(String));
    expect(next.body.permissions.length).toBeGreaterThan(0);
    expect((await as(app, next.body.access_token).get('/api/auth/me')).status).toBe(200);
    session = next.body.access_token;
  });

  it('uses a challenge once', async () => {
    const login = await call(app, 'POST', '/api/login', { body: { username: 'binder', password } });
    const again = await call(app, 'POST', '/api/googleVerify', {
      body: { challenge_token: login.body.challenge_token, code: accepted[1] },
    });
    expect(again.status).toBe(422); // that code was accepted above
    const forged = await call(app, 'POST', '/api/googleVerify', {
      body: { challenge_token: 'not-a-challenge', code: '123456' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The sign-in step has expired. Please sign in again.');
  });

  it('refuses a verify challenge for starting a binding, and an anonymous binding', async () => {
    const login = await call(app, 'POST', '/api/login', { body: { username: 'binder', password } });
    expect(
      (await call(app, 'POST', '/api/googleOtpauth', { body: { challenge_token: login.body.challenge_token } })).status,
    ).toBe(401);
    expect((await call(app, 'POST', '/api/googleOtpauth', { body: {} })).status).toBe(401);
    expect((await call(app, 'POST', '/api/googleVerify', { body: { code: '123456' } })).status).toBe(401);
  });

  it('is replaced from the profile: the old authenticator works until a code from the new one confirms it', async () => {
    const me = as(app, session);
    expect((await me.post('/api/googleOtpauth', { current_password: 'Wrong12345' })).status).toBe(422);
    const started = await me.post('/api/googleOtpauth', { current_password: password });
    expect(started.status).toBe(200);
    const newUrl = started.body.otpauth_url as string;
    expect(newUrl).not.toBe(url);
    expect((await me.get('/api/auth/me')).body.two_factor_enabled).toBe(true);

    // Until confirmed, signing in takes the old app's codes, not the new one's.
    const login = await call(app, 'POST', '/api/login', { body: { username: 'binder', password } });
    const verify = (code: string) =>
      call(app, 'POST', '/api/googleVerify', { body: { challenge_token: login.body.challenge_token, code } });
    expect((await verify(codeOf(newUrl))).status).toBe(422);
    expect((await me.post('/api/googleVerify', { code: codeOf(url, 1) })).status).toBe(422);

    const confirmed = await me.post('/api/googleVerify', { code: codeOf(newUrl) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ two_factor_enabled: true });
    // From now on only the new app's codes sign in.
    expect((await verify(codeOf(url, 1))).status).toBe(422);
    const signedIn = await verify(codeOf(newUrl, 1));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toEqual(expect.any(String));

    const log = await as(app, adminToken).get(
      `/api/audit-logs?resource=admins&resource_id=${binderId}&action=replace-two-factor`,
    );
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0].changes).toEqual({ two_factor_secret: { before: '[redacted]', after: '[redacted]' } });
    const secretOf = (otpauth: string) => new URL(otpauth).searchParams.get('secret')!;
    for (const leak of [secretOf(url), secretOf(newUrl), 'otpauth'])
      expect(JSON.stringify(log.body)).not.toContain(leak);
  });

  it('is unbound by resetQRCode: the next sign-in is by password only', async () => {
    const reset = await as(app, adminToken).post(`/api/admins/${binderId}/resetQRCode`);
    expect(reset.status).toBe(200);
    expect(reset.body.two_factor_enabled).toBe(false);
    const login = await call(app, 'POST', '/api/login', { body: { username: 'binder', password } });
    expect(login.body.access_token).toEqual(expect.any(String));
    const log = await as(app, adminToken).get(
      `/api/audit-logs?resource=admins&resource_id=${binderId}&action=reset-qrcode`,
    );
    expect(log.body.data[0].changes).toEqual({
      two_factor_enabled: { before: true, after: false },
      two_factor_secret: { before: '[redacted]', after: null },
    });
  });

  it('rejects a malformed code', async () => {
    const answer = await call(app, 'POST', '/api/googleVerify', { body: { challenge_token: 'x', code: '12ab56' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.code).toEqual(['Invalid value.']);
  });
});
