/**
 * The company-wide figures as a client reads them, on the known history of `analyticsScenario` (days in
 * Asia/Shanghai): the daily revenue table and its CSV, totals with the previous period, revenue by type,
 * subscriber sources, refund statistics, the daily company data, top plans and devices; and refused queries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/client.js';
import { analyticsScenario, SCENARIO_ZONE } from '../../test/analytics-scenario.js';
import { adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';

const app = await startTestApp({ reportTimeZone: SCENARIO_ZONE });
let scenario: Awaited<ReturnType<typeof analyticsScenario>>;
let staff: ReturnType<typeof as>;
const days = 'from=2026-03-01&to=2026-03-03';
const money = (currency: string, gross: string, fees: string, refund: string, chargeback: string, net: string) => ({
  currency,
  gross,
  fees,
  refund_amount: refund,
  chargeback_amount: chargeback,
  void_amount: '0.00',
  net,
});

beforeAll(async () => {
  scenario = await analyticsScenario(app);
  const permissions = ['view-dashboard', 'view-daily-revenue', 'view-daily-data', 'view-subscriber-source'];
  staff = as(app, (await adminWith(app, [...permissions, 'view-refund-statistics', 'export-analytics'])).token);
});

describe('daily revenue', () => {
  const row = (day: string, currency: string, counts: number[], amounts: string[]) => {
    const [charges, new_subscribers, trial_conversions, rebills, refunds, chargebacks] = counts;
    const [gross, fees, refund_amount, chargeback_amount, net] = amounts;
    return {
      day,
      currency,
      charges,
      new_subscribers,
      trial_conversions,
      rebills,
      gross,
      fees,
      refunds,
      refund_amount,
      chargebacks,
      chargeback_amount,
      voids: 0,
      void_amount: '0.00',
      net,
    };
  };
  const expected = [
    row('2026-03-01', 'USD', [1, 1, 0, 0, 0, 0], ['29.99', '3.15', '0.00', '0.00', '26.84']),
    row('2026-03-02', 'EUR', [1, 1, 0, 0, 0, 0], ['27.99', '2.94', '0.00', '0.00', '25.05']),
    row('2026-03-02', 'USD', [2, 0, 0, 1, 0, 0], ['39.98', '4.15', '0.00', '0.00', '35.83']),
    row('2026-03-03', 'EUR', [0, 0, 0, 0, 0, 1], ['0.00', '0.00', '0.00', '27.99', '-27.99']),
    row('2026-03-03', 'USD', [0, 0, 0, 0, 1, 0], ['0.00', '0.00', '10.00', '0.00', '-10.00']),
  ];

  it('answers a row per reporting day and currency, with the totals per currency', async () => {
    const answer = await staff.get(`/api/analytics/revenue/companyDataDaily?${days}`);
    expect(answer.status).toBe(200);
    expect(answer.body.period).toEqual({ from: '2026-03-01', to: '2026-03-03' });
    expect(answer.body.data).toEqual(expected);
    expect(answer.body.totals).toEqual([
      money('EUR', '27.99', '2.94', '0.00', '27.99', '-2.94'),
      money('USD', '69.97', '7.30', '10.00', '0.00', '52.67'),
    ]);
  });

  it('streams the same rows as dailyRevenue.csv, filtered', async () => {
    const answer = await staff.get(`/api/analytics/revenue/exportCsv?${days}&channel_id=${scenario.googleId}`);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="dailyRevenue.csv"');
    expect(
      String(answer.body)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'day,currency,charges,new_subscribers,trial_conversions,rebills,gross,fees,refunds,refund_amount,chargebacks,chargeback_amount,voids,void_amount,net',
      '2026-03-01,USD,1,1,0,0,29.99,3.15,0,0.00,0,0.00,0,0.00,26.84',
      '2026-03-02,USD,1,0,0,1,29.99,3.15,0,0.00,0,0.00,0,0.00,26.84',
      '2026-03-03,USD,0,0,0,0,0.00,0.00,1,10.00,0,0.00,0,0.00,-10.00',
    ]);
  });

  it('totals the period and the previous one of equal length', async () => {
    const answer = await staff.get(`/api/dashboard/revenueGather?${days}&compare=1`);
    expect(answer.body.previous).toEqual({ from: '2026-02-26', to: '2026-02-28' });
    expect(answer.body.figures).toMatchObject({
      new_subscribers: 2,
      rebills: 1,
      one_time_sales: 1,
      declines: 1,
      charges: 4,
      refunds: 1,
      chargebacks: 1,
      visits: 0,
    });
    expect(answer.body.previous_figures).toMatchObject({ charges: 0, money: [] });
    const processor = await staff.get(`/api/dashboard/revenueGather?${days}&processor=epoch`);
    expect(processor.body.figures.charges).toBe(0);
  });

  it('splits revenue by charge type, per currency', async () => {
    const answer = await staff.get(`/api/analytics/revenue/type-revenue-distribution?${days}`);
    const usd = answer.body.data.find((d: { currency: string }) => d.currency === 'USD');
    expect(usd.types).toEqual([
      { type: 'initial', count: 1, amount: '29.99' },
      { type: 'trial', count: 0, amount: '0.00' },
      { type: 'conversion', count: 0, amount: '0.00' },
      { type: 'rebill', count: 1, amount: '29.99' },
      { type: 'one_time', count: 1, amount: '9.99' },
      { type: 'coins', count: 0, amount: '0.00' },
    ]);
  });

  it('names where subscribers came from, channel and campaign', async () => {
    const { data } = (await staff.get(`/api/analytics/revenue/subscriptionReferrals?${days}`)).body;
    expect(
      data.map((r: { channel_name: string; campaign_name: string; new_subscribers: number }) => [
        r.channel_name,
        r.campaign_name,
        r.new_subscribers,
      ]),
    ).toEqual([
      ['google', 'Spring', 1],
      ['partnerhub', 'Reviews', 1],
      [null, null, 0],
    ]);
  });

  it('gives refund and chargeback rates per processor and currency', async () => {
    const answer = await staff.get(`/api/analytics/revenue/refundStatistics?${days}`);
    expect(answer.body.data).toEqual([
      {
        processor: 'segpay',
        currency: 'EUR',
        charges: 1,
        gross: '27.99',
        refunds: 0,
        refund_amount: '0.00',
        chargebacks: 1,
        chargeback_amount: '27.99',
        voids: 0,
        void_amount: '0.00',
        refund_rate: '0.00',
        refund_amount_rate: '0.00',
        chargeback_rate: '100.00',
        chargeback_amount_rate: '100.00',
      },
      {
        processor: 'segpay',
        currency: 'USD',
        charges: 3,
        gross: '69.97',
        refunds: 1,
        refund_amount: '10.00',
        chargebacks: 0,
        chargeback_amount: '0.00',
        voids: 0,
        void_amount: '0.00',
        refund_rate: '33.33',
        refund_amount_rate: '14.29',
        chargeback_rate: '0.00',
        chargeback_amount_rate: '0.00',
      },
    ]);
    expect(answer.body.days.map((d: { refunds: number; chargebacks: number }) => [d.refunds, d.chargebacks])).toEqual([
      [0, 0],
      [0, 0],
      [1, 1],
    ]);
  });

  it('answers every day of the daily company data, zeros included, with totals', async () => {
    const answer = await staff.get('/api/analytics/data/daily?from=2026-02-28&to=2026-03-03');
    expect(answer.body.days.map((d: { day: string; charges: number }) => [d.day, d.charges])).toEqual([
      ['2026-02-28', 0],
      ['2026-03-01', 1],
      ['2026-03-02', 3],
      ['2026-03-03', 0],
    ]);
    expect(answer.body.totals.money).toHaveLength(2);
  });

  it('ranks plans by charges and breaks figures down by device', async () => {
    const plans = (await staff.get(`/api/dashboard/planList?${days}`)).body.data;
    expect(plans.map((p: { plan_name: string; charges: number }) => [p.plan_name, p.charges])).toEqual([
      ['Monthly', 2],
      ['Monthly EUR', 1],
      ['30-day pass', 1],
    ]);
    const devices = (await staff.get(`/api/dashboard/devices?${days}`)).body.data;
    expect(devices.map((d: { device: string | null; charges: number }) => [d.device, d.charges])).toEqual(
      expect.arrayContaining([
        ['mobile', 2],
        ['desktop', 1],
        [null, 1],
      ]),
    );
  });
});

describe('queries', () => {
  it.each([
    ['range=today&from=2026-03-01&to=2026-03-02', 'range'],
    ['from=2026-03-01', 'to'],
    ['from=2026-03-05&to=2026-03-01', 'to'],
    ['from=2025-01-01&to=2026-03-01', 'to'],
    ['range=last_30_days', 'range'],
    ['processor=visa', 'processor'],
    ['channel_id=0', 'channel_id'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['colour=red', 'colour'],
  ])('refuses %s with a message on %s', async (query, field) => {
    const answer = await staff.get(`/api/analytics/revenue/companyDataDaily?${query}`);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it('counts presets back from today in the reporting zone, today included', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SCENARIO_ZONE }).format(new Date());
    const week = (await staff.get('/api/dashboard/revenueTrend')).body;
    expect(week.period.to).toBe(today);
    expect(week.days).toHaveLength(7);
    expect((await staff.get('/api/dashboard/memberTrend?range=yesterday&compare=1')).body.previous_days).toHaveLength(
      1,
    );
  });
});
