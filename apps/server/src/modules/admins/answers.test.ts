/**
 * No answer about an admin carries a password hash or a two-factor secret: every route that describes an
 * admin, for an admin who has both, checked for the stored values themselves and for their field names.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { URI } from 'otpauth';
import { admins } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
const PASSWORD = 'Secret12345';

const created = await admin.post('/api/admins', {
  username: 'keeper',
  name: 'Keeper',
  password: PASSWORD,
  role_ids: [1],
});
const id = created.body.id as number;
const keeper = as(app, await signIn(app, 'keeper', PASSWORD));
const binding = await keeper.post('/api/googleOtpauth', { current_password: PASSWORD });
await keeper.post('/api/googleVerify', { code: URI.parse(binding.body.otpauth_url).generate() });

const [stored] = await app.db.select().from(admins).where(eq(admins.id, id));
const secrets = [stored!.passwordHash, stored!.totpSecret!];

describe('admin answers', () => {
  it('has an admin with a password hash and a bound authenticator to look for', () => {
    expect(secrets.every((s) => typeof s === 'string' && s.length > 10)).toBe(true);
  });

  it.each([
    ['list', () => admin.get('/api/admins?per_page=200')],
    ['show', () => admin.get(`/api/admins/${id}`)],
    ['create', () => admin.post('/api/admins', { username: 'other', name: 'Other', password: PASSWORD })],
    ['update', () => admin.put(`/api/admins/${id}`, { name: 'Keeper Two' })],
    [
      'enable',
      async () => {
        const created = await admin.post('/api/admins', { username: 'paused', name: 'Paused', password: PASSWORD });
        await admin.post(`/api/admins/${created.body.id}/disable`);
        return admin.post(`/api/admins/${created.body.id}/enable`);
      },
    ],
    ['roles with their holders', () => admin.get('/api/roles?per_page=200')],
    ['the signed-in admin', () => keeper.get('/api/auth/me')],
    ['the profile page', () => keeper.put('/api/auth/me', { introduction: 'Keeps things' })],
    ['a sign-in', () => call(app, 'POST', '/api/login', { body: { username: 'keeper', password: PASSWORD } })],
  ])('%s', async (_, request) => {
    const answer = await request();
    expect(answer.status).toBeLessThan(300);
    const text = JSON.stringify(answer.body);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/hash|secret|password/i);
  });
});
