/** Two servers on one PostgreSQL: a job's run, queued at start or on request, is taken by one of them only. */
import { expect, it } from 'vitest';
import { startTestApps } from '../../test/harness.js';

const [a, b] = await startTestApps(2);
/** The runs each server made of the job both declare. */
const runs = { a: 0, b: 0 };

it('runs each queued run once across servers, the run at start included', async () => {
  await a!.jobs.add({ name: 'tally', run: async () => void runs.a++ });
  await b!.jobs.add({ name: 'tally', run: async () => void runs.b++ });
  for (let i = 0; i < 5; i++) await (i % 2 ? a : b)!.jobs.runNow('tally');
  // 1 run at start (both servers asked for it; one was queued) and 5 on request.
  await expect.poll(() => runs.a + runs.b, { timeout: 30_000 }).toBe(6);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(runs.a + runs.b).toBe(6);
});
