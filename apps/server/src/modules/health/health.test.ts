/**
 * GET /api/health (readiness) tells anyone the status, and only a signed-in admin which database runs; a database
 * that answers but cannot write is degraded. GET /api/health/live (liveness) never asks the database.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
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

  it('is degraded when the database answers but cannot write, and ok again once it can', async () => {
    // The error a full disk raises (SQLSTATE 53100), raised by the database on the probe's write.
    await app.db.execute(sql`create function refuse_write() returns trigger language plpgsql as
      $$ begin raise exception 'could not extend file' using errcode = 'disk_full'; end $$`);
    await app.db.execute(sql`create trigger full_disk before insert or update on health_probe
      for each row execute function refuse_write()`);
    onTestFinished(async () => {
      await app.db.execute(sql`drop trigger if exists full_disk on health_probe`);
      await app.db.execute(sql`drop function if exists refuse_write()`);
    });
    expect(await call(app, 'GET', '/api/health')).toMatchObject({
      status: 503,
      body: { status: 'degraded', reason: 'database_cannot_write' },
    });
    expect(await call(app, 'GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    await app.db.execute(sql`drop trigger full_disk on health_probe`);
    expect(await call(app, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
