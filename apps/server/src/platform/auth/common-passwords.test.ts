/** Common passwords are refused wherever a new password is set: a new admin, an admin's new password, the profile. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startTestApp, testConfig } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
const TOO_COMMON = 'This password is too common: it is among the passwords attackers try first. Please choose another.';

const created = await admin.post('/api/admins', {
  username: 'careful',
  name: 'Careful',
  password: 'Lantern-4417',
  role_ids: [],
});

describe('common passwords', () => {
  it.each(['Password1', 'QWERTy123', 'letmein1', 'Abcd1234'])(
    'refuses %j for a new admin, ignoring case',
    async (password) => {
      const answer = await admin.post('/api/admins', { username: 'lazy', name: 'Lazy', password });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ password: [TOO_COMMON] });
    },
  );

  it('says so in Chinese too', async () => {
    const answer = await call(app, 'POST', '/api/admins', {
      token: await signIn(app),
      body: { username: 'lazy', name: 'Lazy', password: 'password123' },
      lang: 'zh-CN',
    });
    expect(answer.body.errors.password).toEqual(['该密码过于常见，属于攻击者最先尝试的密码之一，请换一个。']);
  });

  it('refuses one as the new password of an admin, and keeps the old one', async () => {
    const answer = await admin.put(`/api/admins/${created.body.id}`, { password: 'iloveyou1' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.password).toEqual([TOO_COMMON]);
    expect(
      (await call(app, 'POST', '/api/login', { body: { username: 'careful', password: 'iloveyou1' } })).status,
    ).toBe(401);
    expect(
      (await call(app, 'POST', '/api/login', { body: { username: 'careful', password: 'Lantern-4417' } })).status,
    ).toBe(200);
  });

  it('refuses one on the profile page', async () => {
    const me = as(app, await signIn(app, 'careful', 'Lantern-4417'));
    const answer = await me.put('/api/auth/me', { password: 'qwerty123', current_password: 'Lantern-4417' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: [TOO_COMMON] });
    const fine = await me.put('/api/auth/me', { password: 'Harbour-7391', current_password: 'Lantern-4417' });
    expect(fine.status).toBe(200);
  });

  it('accepts a password that is not on the list', async () => {
    const answer = await admin.post('/api/admins', { username: 'careful2', name: 'Careful', password: 'Quokka-5820' });
    expect(answer.status).toBe(201);
  });
});

describe('ADMIN_PASSWORD on the first start', () => {
  it('stops the start, naming the variable, when it breaks the rule or is common', { timeout: 60_000 }, async () => {
    const start = buildApp(testConfig({ databaseUrl: 'memory://', adminPassword: 'password' }));
    await expect(start).rejects.toThrow(`ADMIN_PASSWORD: Your password does not contain any number. ${TOO_COMMON}`);
  });
});
