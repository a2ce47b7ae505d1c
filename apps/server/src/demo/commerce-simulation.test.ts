/**
 * The processor simulator through the real endpoints, on a shortened period: every step is applied, and the
 * ledger's sums per type and currency and the members' coins equal the simulator's record to the cent. No
 * member pays before signing up; a trial converts to its plan's paid period, the monthly price a month at a
 * time. The Segpay statements made of what it sent reconcile with the ledger, but for the one chargeback the
 * latest statement lists and the ledger never heard of.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { channels, members as memberRows } from '../db/schema/index.js';
import { commerceFixture, injectSender, SECRETS } from '../test/commerce.js';
import { as } from '../test/client.js';
import { superAdminSession } from '../test/fixtures.js';
import { startTestApp } from '../test/harness.js';
import { simulateCommerce } from './commerce-simulation.js';
import { sendStep, simulatedMembers } from './post-commerce.js';
import { importDemoStatements } from './payout-statements.js';

const app = await startTestApp();

const inject = injectSender(app);
const DAY = 86_400_000;

describe('processor simulator', () => {
  it('leaves a ledger equal to what it sent', async () => {
    const { siteKey, siteId } = await commerceFixture(app);
    const [channel] = await app.db.insert(channels).values({ utmSource: 'simnet', type: 'affiliate' }).returning();
    const now = Date.now();
    // Members who signed up over the period, one every day and a half or so.
    await app.db.insert(memberRows).values(
      Array.from({ length: 150 }, (_, i) => ({
        username: `sim${i}`,
        email: `sim${i}@example.com`,
        channelId: i % 2 ? channel!.id : null,
        siteId,
        createdAt: new Date(now - DAY - (i * 238 * DAY) / 150),
      })),
    );
    const members = await simulatedMembers(app.db, siteId);
    const { steps, record } = simulateCommerce(members, { now, days: 240, seed: 47 });
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

    const paidBeforeJoining = await queryRows<{ username: string }>(
      app.db,
      sql`select m.username from members m
        where (select min(t.occurred_at) from transactions t where t.member_id = m.id) < m.created_at`,
    );
    expect(paidBeforeJoining).toEqual([]);

    // A trial's subscription: three days for 1.00, then the plan's monthly price a month at a time, on a plan
    // named for the membership it bills, as the monthly plan is priced.
    const trials = await queryRows<{ plan: string; charges: Array<{ type: string; amount: number; at: string }> }>(
      app.db,
      sql`select p.name as plan, json_agg(json_build_object('type', t.type, 'amount', t.amount, 'at', t.occurred_at)
          order by t.occurred_at) as charges
        from transactions t join plans p on p.id = t.plan_id
        where t.subscription_id in (select subscription_id from transactions where type = 'trial')
          and t.type in ('trial', 'conversion', 'rebill')
        group by p.name, t.subscription_id`,
    );
    const [monthly] = await queryRows<{ price: number }>(
      app.db,
      sql`select recurring_discount_price as price from plans where name = 'Monthly'`,
    );
    const converted = trials.filter((trial) => trial.charges.length > 1);
    expect(converted.length).toBeGreaterThan(3);
    expect(new Set(trials.map((trial) => trial.plan))).toEqual(new Set(['Monthly with trial']));
    for (const { charges } of converted) {
      const [trial, ...paid] = charges;
      expect(trial).toMatchObject({ type: 'trial', amount: 100 });
      expect(paid.map((c) => [c.type, c.amount])).toEqual(
        paid.map((_, i) => [i === 0 ? 'conversion' : 'rebill', monthly!.price]),
      );
      const gaps = charges.slice(1).map((c, i) => (Date.parse(c.at) - Date.parse(charges[i]!.at)) / DAY);
      expect(gaps[0]).toBe(3);
      for (const gap of gaps.slice(1)) expect(gap).toBeGreaterThanOrEqual(28);
    }

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
      expect(Object.values(month.differences).filter((difference) => difference !== '0.00')).toEqual([]);
    }
    expect(latest).toMatchObject({ statement_only_count: 1, ledger_only_count: 0, mismatched_count: 0 });
    const [chargeback] = latest.statement_only;
    expect(chargeback.kind).toBe('chargeback');
    expect(latest.differences).toMatchObject({ gross: `-${chargeback.amount}`, fees: '0.00' });
  });
});
