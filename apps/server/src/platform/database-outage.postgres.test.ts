/**
 * The database taken away from a running server (every connection ended, new ones refused, as a restart, a
 * failover or an outage does; through a relay in front of the test PostgreSQL): the server lives on, answers
 * 503 with Retry-After in the reader's language meanwhile, reports itself not ready but alive, and serves the
 * first request once the database is back. PostgreSQL only (the embedded database lives in the process).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { as, call, signIn } from '../test/client.js';
import { databaseRelay } from '../test/database-relay.js';
import { startTestApp } from '../test/harness.js';

const relay = await databaseRelay(process.env.TEST_DATABASE_URL!);
afterAll(() => relay.close());
const app = await startTestApp({}, { through: relay.through });
const token = await signIn(app);

describe('the database taken away', () => {
  it('answers 503 with Retry-After while it is gone, and serves the first request once it is back', async () => {
    expect((await as(app, token).get('/api/tags')).status).toBe(200);
    await relay.cut();
    for (const lang of ['en', 'zh-CN']) {
      const during = await call(app, 'GET', '/api/tags', { token, lang });
      expect(during.status).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect(during.body.code).toBe('database_unavailable');
      expect(during.body.message).toMatch(lang === 'en' ? /database cannot be reached/ : /数据库暂时无法连接/);
    }
    const write = await call(app, 'POST', '/api/tags', { token, body: { name: 'Outage', name_cn: '停机' } });
    expect(write.status).toBe(503);
    expect(await call(app, 'GET', '/api/health')).toMatchObject({
      status: 503,
      body: { status: 'degraded', reason: 'database_unreachable' },
    });
    expect(await call(app, 'GET', '/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });

    await relay.restore();
    expect((await as(app, token).get('/api/tags')).status).toBe(200);
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    const saved = await as(app, token).post('/api/tags', { name: 'After', name_cn: '之后' });
    expect(saved.status).toBe(201);
  });

  it('lives on when the database ends its idle connections, and serves the next request', async () => {
    expect((await as(app, token).get('/api/tags')).status).toBe(200);
    const [own] = await queryRows<{ name: string }>(app.db, sql`select current_database() as name`);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [own!.name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    // The pool hears of its connections' end (they were idle) and opens new ones.
    await expect.poll(async () => (await as(app, token).get('/api/tags')).status, { timeout: 10_000 }).toBe(200);
  });
});
