/** GET /api/health tells anyone the status, and only a signed-in admin which database runs. */
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { call, signIn } from '../../test/client.js';

const app = await startTestApp();
const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('health', () => {
  it('answers the status alone without a session, or with a token that signs no one in', async () => {
    expect(await call(app, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await call(app, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
    expect((await call(app, 'GET', '/api/health', { token: 'forged' })).body).toEqual({ status: 'ok' });
  });

  it('adds the database for a signed-in admin', async () => {
    const token = await signIn(app);
    expect((await call(app, 'GET', '/api/health', { token })).body).toEqual({ status: 'ok', database });
  });
});
