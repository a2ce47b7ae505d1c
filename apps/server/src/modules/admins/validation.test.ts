/** Request validation: unknown fields, wrong types, rule breaks, and the spec's password messages in both languages. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { as, call, signIn } from '../../test/client.js';

const app = await startTestApp();
const token = await signIn(app);
const admin = as(app, token);
const valid = { username: 'new.admin', name: 'New Admin' };

describe('admin validation', () => {
  it('rejects unknown fields and wrong types, field by field', async () => {
    const answer = await admin.post('/api/admins', {
      ...valid,
      password: 'Start12345',
      is_root: true,
      role_ids: 'all',
      name: 7,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.is_root).toEqual(['Unknown field.']);
    expect(answer.body.errors.name).toHaveLength(1);
    expect(answer.body.errors.role_ids).toHaveLength(1);
  });

  it('checks usernames, phones and e-mails', async () => {
    const answer = await admin.post('/api/admins', {
      username: 'a b',
      name: ' ',
      phone: 'call me',
      email: 'nope',
      password: 'Start12345',
    });
    expect(answer.body.errors).toEqual({
      username: ['Letters, digits, dot, dash and underscore only.'],
      name: ['This field is required.'],
      phone: ['Invalid phone number.'],
      email: ['Invalid e-mail address.'],
    });
  });

  it.each([
    ['', ['Please input the password.']],
    ['12345678', ['Your password does not contain any letter.']],
    ['abcdefgh', ['Your password does not contain any number.']],
    ['!!!!!!!!', ['Please make sure your password contains at least one number and one letter.']],
    ['ab1', ['The password must be 8 to 128 characters long.']],
  ])('says what is wrong with the password %j in English', async (password, messages) => {
    const answer = await admin.post('/api/admins', { ...valid, password });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.password).toEqual(messages);
  });

  it('requires a password on create', async () => {
    expect((await admin.post('/api/admins', valid)).body.errors.password).toEqual(['Please input the password.']);
  });

  it('answers in Chinese when no language is asked for', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...valid, password: 'abcdefgh' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['您的密码不包含任何数字。']);
    const zh = await call(app, 'PUT', '/api/admins/1', { token, body: { password: '' }, lang: 'zh-CN,zh;q=0.9' });
    expect(zh.body.errors.password).toEqual(['请输入密码。']);
  });

  it('refuses a malformed list query', async () => {
    const answer = await admin.get('/api/admins?status=gone&sort=password&per_page=0');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['per_page', 'sort', 'status']);
  });
});

describe('sign-in validation', () => {
  it('requires both fields and rejects others', async () => {
    const answer = await call(app, 'POST', '/api/login', { body: { username: '   ', remember: true } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      username: ['This field is required.'],
      password: ['Please input the password.'],
      remember: ['Unknown field.'],
    });
  });
});
