/** Sign-in throttling: 10 failures in 15 minutes lock the IP address or the username for 15 minutes. */
import { describe, expect, it } from 'vitest';
import { URI } from 'otpauth';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const login = (username: string, password: string, ip: string) =>
  call(app, 'POST', '/api/login', { body: { username, password }, ip });

const adminToken = await signIn(app);
for (const username of ['victim', 'bystander', 'coder']) {
  await as(app, adminToken).post('/api/admins', { username, name: username, password: 'Right12345', role_ids: [1] });
}

describe('throttling per IP address', () => {
  it('locks the address after 10 failures, whatever the usernames, and says for how long', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`guess${i}`, 'Wrong12345', '10.1.0.1')).status).toBe(401);
    const locked = await login('bystander', 'Right12345', '10.1.0.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.message).toBe(`Too many attempts. Try again in ${locked.headers['retry-after']} seconds.`);
    // Another address is not affected.
    expect((await login('bystander', 'Right12345', '10.1.0.2')).status).toBe(200);
  });
});

describe('throttling per username', () => {
  it('locks the username after 10 failures from many addresses; a success before that clears the count', async () => {
    for (let i = 0; i < 9; i++) expect((await login('victim', 'Wrong12345', `10.2.0.${i}`)).status).toBe(401);
    expect((await login('victim', 'Right12345', '10.2.1.1')).status).toBe(200); // clears the username's failures
    for (let i = 0; i < 10; i++) expect((await login('VICTIM', 'Wrong12345', `10.3.0.${i}`)).status).toBe(401);
    const locked = await login('victim', 'Right12345', '10.4.0.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other usernames from a fresh address still sign in.
    expect((await login('bystander', 'Right12345', '10.4.0.1')).status).toBe(200);
  });

  it('counts wrong codes at the second step too', async () => {
    const coder = await signIn(app, 'coder', 'Right12345');
    const started = await as(app, coder).post('/api/googleOtpauth', {});
    await as(app, coder).post('/api/googleVerify', { code: URI.parse(started.body.otpauth_url).generate() });
    const challenge = (await login('coder', 'Right12345', '10.5.0.1')).body.challenge_token as string;
    const verify = (code: string, ip: string) =>
      call(app, 'POST', '/api/googleVerify', { body: { challenge_token: challenge, code }, ip });
    for (let i = 0; i < 10; i++) expect((await verify('000000', `10.5.1.${i}`)).status).toBe(422);
    expect((await verify('000000', '10.5.2.1')).status).toBe(429);
    expect((await login('coder', 'Right12345', '10.5.2.2')).status).toBe(429);
  });
});
