/**
 * Right to the cent: the demo's month of site traffic (posted through the events intake, batches in reverse
 * order) and the processor simulator's months of postbacks, with some fees corrected and some charges voided; then, for random periods
 * and filters, the daily company data and the dashboard's totals equal what `cents.oracle.ts` works out from
 * the ledger and the events directly — in a reporting zone that is not UTC.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { simulateCommerce } from '../../demo/commerce-simulation.js';
import { sendStep, simulatedMembers } from '../../demo/post-commerce.js';
import { demoTraffic } from '../../demo/traffic.js';
import { as } from '../../test/client.js';
import { commerceFixture, injectSender, postback, SECRETS } from '../../test/commerce.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { postEvents, type SiteEvent, trafficChannels } from '../../test/traffic.js';
import { asDays, type OracleFilters, oracleDays } from './cents.oracle.js';
import { addDays, daysOf, todayIn } from './period.js';

const ZONE = 'Asia/Shanghai';
const app = await startTestApp({ reportTimeZone: ZONE });
let ids: { siteId: number; channels: number[]; campaigns: number[]; plans: number[] };
let staff: ReturnType<typeof as>;

beforeAll(async () => {
  const { siteId, siteKey, planIds } = await commerceFixture(app);
  const channels = await trafficChannels(app);
  const traffic = demoTraffic(
    [
      { utmSource: 'google', type: 'ads', campaigns: ['spring', 'autumn'] },
      { utmSource: 'partnerhub', type: 'affiliate', campaigns: ['reviews'] },
    ],
    'shop.example.com',
  ).slice(0, 3_000) as SiteEvent[];
  for (let end = traffic.length; end > 0; end -= 500) {
    expect((await postEvents(app, siteKey, traffic.slice(Math.max(0, end - 500), end))).status).toBe(200);
  }
  const members = await simulatedMembers(app.db, siteId);
  expect(members.length).toBeGreaterThan(50);
  const { steps } = simulateCommerce(members, { now: Date.now(), days: 150, seed: 30 });
  const send = injectSender(app);
  for (const step of steps) await sendStep(send, { key: siteKey, processorSecrets: SECRETS }, step);
  const editor = as(app, (await adminWith(app, ['edit-orders'])).token);
  const orders = await queryRows<{ id: number }>(app.db, sql`select id from orders order by id desc limit 15`);
  for (const [i, order] of orders.entries())
    expect(
      (await editor.put(`/api/orders/${order.id}`, { transaction_fee: `0.${String(i).padStart(2, '0')}` })).status,
    ).toBe(200);

  // Voids (the simulator sends none): Segpay charges not taken back, among them fee-corrected ones; a voided
  // order's fees corrected afterwards too.
  const voidable = await queryRows<{ ref: string; order_id: number; occurred_at: string }>(
    app.db,
    sql`select t.processor_ref as ref, o.id as order_id, t.occurred_at::text from transactions t
      join orders o on o.transaction_id = t.id where t.processor = 'segpay'
      and not exists (select 1 from transactions r where r.original_id = t.id) order by t.id desc limit 6`,
  );
  for (const [i, charge] of voidable.entries()) {
    const transtime = new Date(Date.parse(charge.occurred_at) + (i + 1) * 3_600_000).toISOString();
    const voided = await postback(app, 'segpay', {
      action: 'Void',
      tranid: `VOID-${i}`,
      relatedtranid: charge.ref,
      transtime,
    });
    expect(voided.body.status).toBe('processed');
  }
  expect((await editor.put(`/api/orders/${voidable[0]!.order_id}`, { transaction_fee: '0.42' })).status).toBe(200);

  ids = {
    siteId,
    channels: [channels.googleId, channels.partnerId],
    campaigns: [channels.springId, channels.reviewsId],
    plans: Object.values(planIds),
  };
  staff = as(app, (await adminWith(app, ['view-daily-data', 'view-dashboard', 'view-daily-revenue'])).token);
});

const asked = fc.record({
  back: fc.nat(160),
  length: fc.integer({ min: 1, max: 45 }),
  site: fc.boolean(),
  channel: fc.option(fc.nat(1), { nil: undefined }),
  campaign: fc.option(fc.nat(1), { nil: undefined }),
  plan: fc.option(fc.nat(6), { nil: undefined }),
  processor: fc.option(fc.constantFrom('segpay', 'epoch'), { nil: undefined }),
});

describe('figures to the cent', () => {
  it('the ledger and the events made figures of every kind', async () => {
    const [sums] = await queryRows<Record<string, number>>(
      app.db,
      sql`select sum(visits)::int as visits, sum(signups)::int as signups, sum(new_subscribers)::int as subscribers,
        sum(refunds)::int as refunds, sum(chargebacks)::int as chargebacks, sum(voids)::int as voids,
        count(distinct currency)::int as currencies
        from analytics_daily`,
    );
    for (const value of Object.values(sums!)) expect(value).toBeGreaterThan(0);
  });

  it('daily company data and totals equal the ledger and the events, for random days and filters', async () => {
    await fc.assert(
      fc.asyncProperty(asked, async (q) => {
        const to = addDays(todayIn(ZONE), -q.back);
        const from = addDays(to, -(q.length - 1));
        const filters: OracleFilters = {
          site_id: q.site ? ids.siteId : undefined,
          channel_id: q.channel === undefined ? undefined : ids.channels[q.channel],
          campaign_id: q.campaign === undefined ? undefined : ids.campaigns[q.campaign],
          plan_id: q.plan === undefined ? undefined : ids.plans[q.plan % ids.plans.length],
          processor: q.processor,
        };
        const query = new URLSearchParams({ from, to });
        for (const [k, v] of Object.entries(filters)) if (v !== undefined) query.set(k, String(v));
        const expected = asDays(daysOf({ from, to }), await oracleDays(app.db, ZONE, from, to, filters));

        const daily = await staff.get(`/api/analytics/data/daily?${query}`);
        expect(daily.status).toBe(200);
        expect(daily.body.days).toEqual(expected);
        const revenue = await staff.get(`/api/analytics/revenue/companyDataDaily?${query}`);
        const rows = expected.flatMap((d) => (d.money as object[]).map((m) => ({ day: d.day, ...m })));
        expect(
          revenue.body.data.map(
            ({
              day,
              currency,
              gross,
              fees,
              refund_amount,
              chargeback_amount,
              void_amount,
              net,
            }: Record<string, string>) => ({
              day,
              currency,
              gross,
              fees,
              refund_amount,
              chargeback_amount,
              void_amount,
              net,
            }),
          ),
        ).toEqual(rows);
        const gathered = await staff.get(`/api/dashboard/revenueGather?${query}`);
        expect(gathered.body.figures).toEqual(daily.body.totals);
        expect(daily.body.totals.charges).toBe(expected.reduce((n, d) => n + Number(d.charges), 0));
      }),
      { numRuns: 40 },
    );
  });
});
