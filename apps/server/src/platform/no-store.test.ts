/** Every answer under /api carries `Cache-Control: no-store`, whatever it is; the web app's files do not. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness.js';
import { call, signIn } from '../test/client.js';

const app = await startTestApp();
const token = await signIn(app);

describe('Cache-Control on API answers', () => {
  it.each([
    ['a sign-in with its token', 'POST', '/api/login', { body: { username: 'admin', password: 'Admin12345' } }],
    ['personal data', 'GET', '/api/auth/me', { token }],
    ['a list', 'GET', '/api/tags', { token }],
    ['health', 'GET', '/api/health', {}],
    ['a 401', 'GET', '/api/auth/me', {}],
    ['a 422', 'GET', '/api/tags?page=0', { token }],
    ['an unknown API path', 'GET', '/api/nothing-here', {}],
    ['the OpenAPI document', 'GET', '/api/openapi.json', {}],
  ] as const)('%s', async (_, method, url, options) => {
    const answer = await call(app, method, url, options);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is not set on the web app', async () => {
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });
});
