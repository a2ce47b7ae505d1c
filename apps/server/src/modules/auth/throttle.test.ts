/**
 * Sign-in throttling: an address is blocked after 10 failures; a username is never locked, only slowed for
 * addresses its admin has not signed in from; the second step and the current password count alike.
 * Time is moved by ageing the throttle rows, never by sleeping.
 */
import { describe, expect, it } from 'vitest';
import { URI } from 'otpauth';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addressThrottles, signInAddresses, usernameThrottles } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { call, signIn, type Answer } from '../../test/client.js';

const app = await startTestApp();
const login = (username: string, password: string, ip: string) =>
  call(app, 'POST', '/api/login', { body: { username, password }, ip });
const retryAfter = (answer: Answer) => Number(answer.headers['retry-after']);

const back = (column: PgColumn, seconds: number): SQL => sql`${column} - make_interval(secs => ${seconds})`;
/** As if `seconds` had passed, for every throttle and every known address. */
async function elapse(seconds: number) {
  const a = addressThrottles;
  const u = usernameThrottles;
  await app.db
    .update(a)
    .set({ windowStartedAt: back(a.windowStartedAt, seconds), blockedUntil: back(a.blockedUntil, seconds) });
  await app.db
    .update(u)
    .set({ lastFailureAt: back(u.lastFailureAt, seconds), nextAttemptAt: back(u.nextAttemptAt, seconds) });
  await app.db.update(signInAddresses).set({ lastSignedInAt: back(signInAddresses.lastSignedInAt, seconds) });
}
/** As if the delay owed by `username` had just run out. */
const waitOut = (username: string) =>
  app.db
    .update(usernameThrottles)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(usernameThrottles.username, username));

const adminToken = await signIn(app);
for (const username of ['victim', 'bystander', 'coder', 'writer', 'racer']) {
  await call(app, 'POST', '/api/admins', {
    token: adminToken,
    body: { username, name: username, password: 'Right12345', role_ids: [1] },
  });
}

describe('per address', () => {
  it('blocks the address for 15 minutes after 10 failures, whatever the usernames', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`guess${i}`, 'Wrong12345', '10.1.0.1')).status).toBe(401);
    const blocked = await login('bystander', 'Right12345', '10.1.0.1');
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(14 * 60);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.message).toBe(`Too many attempts. Try again in ${retryAfter(blocked)} seconds.`);
    // Another address is not affected.
    expect((await login('bystander', 'Right12345', '10.1.0.2')).status).toBe(200);
    // Once the block has run out the address may sign in again.
    await elapse(15 * 60);
    expect((await login('bystander', 'Right12345', '10.1.0.1')).status).toBe(200);
  });

  it('lets exactly 10 of many simultaneous attempts through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(`crowd${i}`, 'Wrong12345', '10.1.1.1')),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
  });
});

describe('per username: slowed, never locked', () => {
  it('keeps the owner signing in from a known address while a stranger guesses', async () => {
    // The owner has signed in from B before.
    expect((await login('admin', 'Admin12345', '10.2.0.2')).status).toBe(200);
    // 30 wrong passwords from A (each after the delay it owes): A is checked 10 times, then blocked.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      await waitOut('admin');
      statuses.push((await login('admin', 'Wrong12345', '10.2.0.1')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);

    // The owner, from the known address B: signed in at once.
    expect((await login('admin', 'Admin12345', '10.2.0.2')).status).toBe(200);

    // An unknown address C must wait, at most a minute, even with the right password (it is not checked).
    const slowed = await login('admin', 'Admin12345', '10.2.0.3');
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(60);
    // After that wait it may try again.
    await elapse(retryAfter(slowed));
    expect((await login('admin', 'Admin12345', '10.2.0.3')).status).toBe(200);

    // A itself stays blocked (15 minutes less the wait above), for its own failures.
    const blocked = await login('admin', 'Admin12345', '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(13 * 60);
  });

  it('lets 5 failures through, then doubles the wait from 1 s to at most 60 s, from any unknown address', async () => {
    for (let i = 0; i < 5; i++) expect((await login('VICTIM', 'Wrong12345', `10.3.0.${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await login('victim', 'Right12345', `10.3.1.${i}`);
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      await waitOut('victim');
      expect((await login('victim', 'Wrong12345', `10.3.2.${i}`)).status).toBe(401);
    }
    // Each wait is counted from the last failure; a request a moment later may see a second less.
    const expected = [1, 2, 4, 8, 16, 32, 60, 60];
    waits.forEach((wait, i) => expect([expected[i], Math.max(1, expected[i]! - 1)]).toContain(wait));
  });

  it('forgets the failures after 15 quiet minutes', async () => {
    await elapse(15 * 60);
    for (let i = 0; i < 5; i++) expect((await login('victim', 'Wrong12345', `10.3.3.${i}`)).status).toBe(401);
    expect((await login('victim', 'Wrong12345', '10.3.3.9')).status).toBe(429);
  });

  it('forgets them when a sign-in from an unknown address succeeds after its wait', async () => {
    await waitOut('victim');
    expect((await login('victim', 'Right12345', '10.3.4.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('victim', 'Wrong12345', `10.3.5.${i}`)).status).toBe(401);
  });

  it('knows an address for 30 days after the last sign-in from it', async () => {
    expect((await login('bystander', 'Right12345', '10.4.0.1')).status).toBe(200);
    for (let i = 0; i < 6; i++) await login('bystander', 'Wrong12345', `10.4.1.${i}`);
    expect((await login('bystander', 'Right12345', '10.4.9.9')).status).toBe(429);
    expect((await login('bystander', 'Right12345', '10.4.0.1')).status).toBe(200);
    await elapse(30 * 24 * 3600);
    for (let i = 0; i < 6; i++) await login('bystander', 'Wrong12345', `10.4.3.${i}`);
    expect((await login('bystander', 'Right12345', '10.4.0.1')).status).toBe(429);
  });

  it('lets exactly 5 of many simultaneous attempts through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('racer', 'Wrong12345', `10.6.0.${i}`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });
});

describe('the second step and the current password', () => {
  it('counts wrong codes as failures of the username', async () => {
    const coder = await signIn(app, 'coder', 'Right12345'); // from 127.0.0.1, now a known address
    const started = await call(app, 'POST', '/api/googleOtpauth', {
      token: coder,
      body: { current_password: 'Right12345' },
    });
    await call(app, 'POST', '/api/googleVerify', {
      token: coder,
      body: { code: URI.parse(started.body.otpauth_url).generate() },
    });
    const challenge = (await login('coder', 'Right12345', '10.5.0.1')).body.challenge_token as string;
    const verify = (code: string, ip: string) =>
      call(app, 'POST', '/api/googleVerify', { body: { challenge_token: challenge, code }, ip });
    for (let i = 0; i < 5; i++) expect((await verify('000000', `10.5.1.${i}`)).status).toBe(422);
    const slowed = await verify('000000', '10.5.2.1');
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(60);
    // The password step from an unknown address waits too; from the known one it goes on.
    expect((await login('coder', 'Right12345', '10.5.2.2')).status).toBe(429);
    expect((await login('coder', 'Right12345', '127.0.0.1')).body.two_factor).toBe('verify');
  });

  it('counts a wrong current password on the profile, and slows the next one from an unknown address', async () => {
    const token = await signIn(app, 'writer', 'Right12345');
    const change = (currentPassword: string, ip: string) =>
      call(app, 'PUT', '/api/auth/me', {
        token,
        body: { password: 'Fresh-4471x', current_password: currentPassword },
        ip,
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change('Wrong12345', '10.7.0.1');
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ current_password: ['The current password is wrong.'] });
    }
    const slowed = await change('Right12345', '10.7.0.1');
    expect(slowed.status).toBe(429);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(60);
    // Signing in from an unknown address waits as well: the failures are the username's.
    expect((await login('writer', 'Right12345', '10.7.0.2')).status).toBe(429);
    // From its known address (127.0.0.1) the profile goes on.
    expect((await change('Right12345', '127.0.0.1')).status).toBe(200);
  });
});
