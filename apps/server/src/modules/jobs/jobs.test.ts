/** Background jobs: staff see each run of the queue, a failed one with its error, and run a failed one again. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_NAMES } from '@backlot/contract';
import { sql } from 'drizzle-orm';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { adminWith } from '../../test/fixtures.js';

const app = await startTestApp();
let owner: ReturnType<typeof as>;
/** Whether the flaky job fails when it runs. */
let failing = false;

beforeAll(async () => {
  owner = as(app, await signIn(app));
  await app.jobs.add({
    name: 'flaky',
    retries: 0,
    run: async () => {
      if (failing) throw new Error('the mail server refused the connection');
    },
  });
});

const runsOf = async (query: Record<string, string>) => {
  const page = await owner.get(`/api/jobs?${new URLSearchParams(query)}`);
  expect(page.status).toBe(200);
  return page.body.data as Array<{ id: string; name: string; state: string; attempts: number; error: string | null }>;
};

describe('background jobs', () => {
  it('lists the housekeeping run every job had at start', async () => {
    await expect
      .poll(async () => (await runsOf({ per_page: '100' })).map((run) => run.name).sort(), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          'apply-parked-reversals',
          'expire-lapsed-subscriptions',
          'sign-in-records',
          'unfinished-uploads',
          'unreferenced-files',
        ]),
      );
    // Every module's housekeeping is one of the contract's jobs, which the web labels (`flaky` is this test's).
    // pg-boss's own scheduling runs are in the same table, and are not staff's.
    await app.db.execute(sql`insert into pgboss.job (name, data) values ('__pgboss__send-it', '{}')`);
    const names = (await runsOf({ per_page: '100' })).map((run) => run.name).filter((name) => name !== 'flaky');
    // `reconcile-account` runs only when staff ask (Run now): no run at start.
    expect(new Set(names)).toEqual(new Set(JOB_NAMES.filter((name) => name !== 'reconcile-account')));
  });

  it("finds runs by job and by their error's words", async () => {
    const ofOneJob = await runsOf({ name: 'rate-counts' });
    expect(ofOneJob.length).toBeGreaterThan(0);
    expect(ofOneJob.every((run) => run.name === 'rate-counts')).toBe(true);
    expect((await owner.get('/api/jobs?name=no-such-job')).status).toBe(422);

    failing = true;
    const id = await app.jobs.runNow('flaky');
    await expect
      .poll(async () => (await runsOf({ q: 'refused the connection' })).map((run) => run.id), { timeout: 20_000 })
      .toContain(id);
    expect(await runsOf({ q: 'no run failed with these words' })).toEqual([]);
  });

  it('keeps a failed run with its error, and runs it again on request', async () => {
    failing = true;
    const id = await app.jobs.runNow('flaky');
    await expect
      .poll(async () => (await runsOf({ state: 'failed' })).find((run) => run.id === id), { timeout: 20_000 })
      .toMatchObject({ name: 'flaky', attempts: 1, error: 'the mail server refused the connection' });

    failing = false;
    const retried = await owner.post(`/api/jobs/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, name: 'flaky' });
    expect(retried.body.state).not.toBe('failed');
    await expect
      .poll(async () => (await runsOf({ state: 'completed' })).find((run) => run.id === id), { timeout: 20_000 })
      .toMatchObject({ name: 'flaky', attempts: 2 });

    const again = await owner.post(`/api/jobs/${id}/retry`);
    expect(again.status).toBe(409);
  });

  it('answers 404 for a run that does not exist, as for an id that is none', async () => {
    expect((await owner.post(`/api/jobs/${randomUUID()}/retry`)).status).toBe(404);
    expect((await owner.post('/api/jobs/12/retry')).status).toBe(404);
  });

  it('lets a reader list runs but not run one again', async () => {
    const reader = as(app, (await adminWith(app, ['list-jobs'])).token);
    expect((await reader.get('/api/jobs')).status).toBe(200);
    const [run] = await runsOf({ per_page: '1' });
    expect((await reader.post(`/api/jobs/${run!.id}/retry`)).status).toBe(403);
  });
});
