/**
 * The processor simulator through the real endpoints, on a shortened period: every step is applied, and the
 * ledger's sums per type and currency and the members' coins equal the simulator's record to the cent. The
 * Segpay statements made of what it sent reconcile with the ledger, but for the one chargeback the latest
 * statement lists and the ledger never heard of.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { channels } from '../db/schema/index.js';
import { commerceFixture, injectSender, newMember, SECRETS } from '../test/commerce.js';
import { as } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';
import { startTestApp } from '../test/harness.js';
import { simulateCommerce } from './commerce-simulation.js';
import { sendStep, simulatedMembers } from './post-commerce.js';
import { importDemoStatements } from './payout-statements.js';

const app = await startTestApp();

const inject = injectSender(app);

describe('processor simulator', () => {
  it('leaves a ledger equal to what it sent', async () => {
    const { siteKey, siteId } = await commerceFixture(app);
    const [channel] = await app.db.insert(channels).values({ utmSource: 'simnet', type: 'affiliate' }).returning();
    for (let i = 0; i < 150; i++) await newMember(app, `sim${i}`, i % 2 ? channel!.id : null);
    const members = await simulatedMembers(app.db);
    const now = Date.now();
    const { steps, record } = simulateCommerce(members, { now, days: 240, seed: 30 });
    // The seed makes a period with every kind of event in both currencies.
    expect(Object.keys(record.sums)).toEqual(
      expect.arrayContaining(['trial:USD', 'rebill:EUR', 'decline:USD', 'refund:EUR', 'chargeback:USD', 'coins:USD']),
    );
    const site = { key: siteKey, processorSecrets: SECRETS };
    const applied = [];
    for (const step of steps) applied.push(await sendStep(inject, site, step));
    expect(applied.filter((ok) => !ok)).toEqual([]);

    const sums = await queryRows<{ key: string; total: string; n: number }>(
      app.db,
      sql`select type || ':' || currency as key, sum(amount)::text as total, count(*)::int as n
        from transactions group by type, currency`,
    );
    expect(Object.fromEntries(sums.map((s) => [s.key, Number(s.total)]))).toEqual(record.sums);
    expect(Object.fromEntries(sums.map((s) => [s.key, s.n]))).toEqual(record.counts);
    const coins = await queryRows<{ username: string; coin_balance: number }>(
      app.db,
      sql`select username, coin_balance from members where coin_balance > 0 or id in (select member_id from coin_entries)`,
    );
    expect(Object.fromEntries(coins.map((m) => [m.username, m.coin_balance]))).toEqual(record.coins);

    await importDemoStatements(app.db, steps, siteId, now);
    const api = as(app, await superAdminSession(app));
    const reports = (await api.get('/api/segpay-payout-reports?sort=period_start')).body.data as Array<{ id: number }>;
    expect(reports).toHaveLength(3);
    const [older, old, latest] = await Promise.all(
      reports.map(async (r) => (await api.get(`/api/segpay-payout-reports/${r.id}/reconciliation`)).body),
    );
    for (const month of [older, old]) {
      expect(month).toMatchObject({ matched: month.statement.lines, statement_only_count: 0, ledger_only_count: 0 });
      expect(month).toMatchObject({ mismatched_count: 0, net_unexplained: '0.00' });
      expect(month.differences).toEqual({ gross: '0.00', fees: '0.00', reserve: '0.00' });
    }
    expect(latest).toMatchObject({ statement_only_count: 1, ledger_only_count: 0, mismatched_count: 0 });
    const [chargeback] = latest.statement_only;
    expect(chargeback.kind).toBe('chargeback');
    expect(latest.differences).toEqual({ gross: `-${chargeback.amount}`, fees: '0.00', reserve: '0.00' });
  });
});
