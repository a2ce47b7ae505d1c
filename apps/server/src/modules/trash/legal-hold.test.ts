/**
 * Legal hold: compliance records, the ledger (orders, payments, subscriptions, coins), the audit log and the
 * processors' notifications offer no delete at all, so nothing of theirs is ever removed or trashed.
 */
import { describe, expect, it } from 'vitest';
import { as, signIn } from '../../test/client.js';
import { startTestApp } from '../../test/harness.js';

const HELD = [
  'model-records',
  'model-releases',
  'orders',
  'payments',
  'subscriptions',
  'users/tokenRecord',
  'audit-logs',
  'postbacks',
];

describe('records under legal hold', async () => {
  const app = await startTestApp();
  const root = as(app, await signIn(app));

  it('have no delete route, single or bulk', () => {
    const deletes = app.routeTable
      .filter((route) => route.method === 'DELETE' || route.url.endsWith('/bulk/delete'))
      .map((route) => route.url);
    for (const held of HELD) {
      expect(deletes.filter((url) => url === `/api/${held}/:id` || url === `/api/${held}/bulk/delete`)).toEqual([]);
    }
  });

  it('answer a delete with a 404 even to the super-admin', async () => {
    for (const held of HELD) expect((await root.delete(`/api/${held}/1`)).status).toBe(404);
  });
});
