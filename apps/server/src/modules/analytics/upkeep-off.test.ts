/**
 * ANALYTICS_UPKEEP=off (a bulk back-fill): a notification is applied without touching the rollups, which are
 * marked stale; the next start with the upkeep on (`rollupsAtStart`, as `buildApp` calls it) rebuilds them.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { commerceFixture, newMember, postback, segpaySale } from '../../test/commerce.js';
import { startTestApp } from '../../test/harness.js';
import { rollupsAtStart } from './rebuild.js';

const app = await startTestApp({ analyticsUpkeep: false });
await commerceFixture(app);
await newMember(app, 'backfilled');

const gross = async () =>
  (await queryRows<{ gross: string | number | null }>(app.db, sql`select sum(gross) as gross from analytics_daily`))[0]!
    .gross;
const state = async () => queryRows(app.db, sql`select time_zone, definitions from analytics_state`);

describe('analytics upkeep off', () => {
  it('applies a sale without counting it, and the next start with the upkeep on counts it', async () => {
    const sale = segpaySale({ stage: 'Initial', price: '29.99', eticketid: '196001:1001', username: 'backfilled' });
    const answer = await postback(app, 'segpay', { ...sale, purchaseid: 'BF-1', tranid: 'BF-T1' });
    expect(answer.body.status).toBe('processed');
    expect(await gross()).toBeNull();
    expect(await state()).toEqual([{ time_zone: 'UTC', definitions: 0 }]);

    expect(await rollupsAtStart(app.db, 'UTC', true)).toBe(true);
    expect(Number(await gross())).toBe(2999);
    expect(await rollupsAtStart(app.db, 'UTC', true)).toBe(false);
  });
});
