/** Whether a first start's demo data is still arriving: from the start of its posting until its end. */
import { describe, expect, it } from 'vitest';
import { demoState } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { demoPostingFinished, demoPostingStarted } from './state.js';

const app = await startTestApp();
const admin = as(app, await signIn(app));
const arriving = async () => (await admin.get('/api/demo-data')).body.arriving;

describe('GET /demo-data', () => {
  it('says the demo data arrives from the start of its posting to its end', async () => {
    expect(await arriving()).toBe(false);
    await demoPostingStarted(app.db);
    expect(await arriving()).toBe(true);
    await demoPostingFinished(app.db);
    expect(await arriving()).toBe(false);
  });

  it('forgets a posting abandoned long ago (a server stopped while posting)', async () => {
    await demoPostingStarted(app.db);
    await app.db.update(demoState).set({ startedAt: new Date(Date.now() - 16 * 60_000) });
    expect(await arriving()).toBe(false);
  });
});
