/**
 * Channel figures as a client reads them (every channel, or one channel by campaign), the CSVs, today's and
 * the real-time figures, and a channel partner's reach: their channels' figures only, another channel's a 404,
 * and no company-wide figure whatever else they hold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsScenario, SCENARIO_ZONE } from '../../test/analytics-scenario.js';
import { as, signIn } from '../../test/client.js';
import { postback, segpaySale } from '../../test/commerce.js';
import { adminHolding, adminWith, roleWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { postEvents, visitEvent } from '../../test/traffic.js';

const app = await startTestApp({ reportTimeZone: SCENARIO_ZONE });
let s: Awaited<ReturnType<typeof analyticsScenario>>;
let staff: ReturnType<typeof as>;
let partner: ReturnType<typeof as>;
const days = 'from=2026-03-01&to=2026-03-03';
type Line = { day: string; channel_name: string | null; campaign_name?: string | null; charges: number };
const csvLines = (body: unknown) =>
  String(body)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');

beforeAll(async () => {
  s = await analyticsScenario(app);
  const now = new Date();
  await postEvents(app, s.siteKey, [
    visitEvent('v1', now, { utm_source: 'google', utm_campaign: 'spring', device: 'mobile' }),
    visitEvent('v2', now, { utm_source: 'partnerhub' }),
  ]);
  await postback(
    app,
    'segpay',
    segpaySale({
      stage: 'Initial',
      purchaseid: 'P-now',
      tranid: 'T-now',
      username: 'bob',
      eticketid: '196001:2001',
      price: '9.99',
    }),
  );
  staff = as(app, (await adminWith(app, ['view-dashboard', 'view-daily-channel', 'export-analytics'])).token);
  const root = as(app, await signIn(app));
  const role = await root.post('/api/roles', {
    name: 'Partners',
    is_partner: true,
    permissions: ['view-daily-channel', 'export-analytics'],
  });
  expect(role.status).toBe(201);
  // A second role, not a partner's, cannot widen a partner's reach to company-wide figures.
  const wide = await roleWith(app, ['view-dashboard', 'view-daily-revenue', 'export-analytics']);
  const holder = await adminHolding(app, [role.body.id, wide]);
  await root.post(`/api/channels/${s.googleId}/admins`, { admin_id: holder.adminId });
  partner = as(app, holder.token);
});

describe('channel figures', () => {
  it('answers each day’s figures per channel, and per campaign of one channel', async () => {
    const all = (await staff.get(`/api/analytics/channel/records?${days}`)).body.data as Line[];
    expect(all.map((r) => [r.day, r.channel_name, r.charges])).toEqual([
      ['2026-03-01', 'google', 1],
      ['2026-03-02', 'google', 1],
      ['2026-03-02', 'partnerhub', 1],
      ['2026-03-02', null, 1],
      ['2026-03-03', 'google', 0],
      ['2026-03-03', 'partnerhub', 0],
    ]);
    const google = (await staff.get(`/api/analytics/channel/${s.googleId}/records?${days}`)).body.data as Line[];
    expect(google.map((r) => [r.day, r.campaign_name, r.charges])).toEqual([
      ['2026-03-01', 'Spring', 1],
      ['2026-03-02', 'Spring', 1],
      ['2026-03-03', 'Spring', 0],
    ]);
    expect((await staff.get(`/api/analytics/channel/999999/records`)).status).toBe(404);
  });

  it('answers the records a page at a time when asked', async () => {
    const page = await staff.get(`/api/analytics/channel/records?${days}&page=2&per_page=4`);
    expect(page.body.meta).toEqual({ page: 2, per_page: 4, total: 6, has_next: false, total_is_estimate: false });
    expect((page.body.data as Line[]).map((r) => [r.day, r.channel_name])).toEqual([
      ['2026-03-03', 'google'],
      ['2026-03-03', 'partnerhub'],
    ]);
    const tooMany = await staff.get(`/api/analytics/channel/records?${days}&per_page=201`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.per_page).toBeDefined();
  });

  it('draws revenue and net lines per currency over every day', async () => {
    const answer = (await staff.get(`/api/analytics/channel/${s.googleId}/revenueLineChart?${days}`)).body;
    expect(answer.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(answer.series).toEqual([
      {
        channel_id: s.googleId,
        channel_name: 'google',
        campaign_id: s.springId,
        campaign_name: 'Spring',
        currency: 'USD',
        gross: ['29.99', '29.99', '0.00'],
        net: ['26.84', '26.84', '-10.00'],
      },
    ]);
  });

  it('owes each partner its share of the net', async () => {
    const { data } = (await staff.get(`/api/analytics/channel/periodStatistic?${days}`)).body;
    const of = (name: string | null) => data.find((r: { channel_name: string | null }) => r.channel_name === name);
    expect(of('partnerhub')).toMatchObject({
      profit_sharing: '12.50',
      profit_share: [{ currency: 'EUR', amount: '-0.37' }],
    });
    expect(of('google')).toMatchObject({ profit_sharing: '0.00', profit_share: [{ currency: 'USD', amount: '0.00' }] });
    expect(of(null)).toMatchObject({ profit_sharing: null, profit_share: [] });
  });

  it('counts today’s visits per channel and in the pies', async () => {
    const today = (await staff.get('/api/analytics/channel/todayRecord')).body;
    const google = today.data.find((r: { channel_name: string }) => r.channel_name === 'google');
    expect(google).toMatchObject({ visits: 1, unique_visitors: 1, yesterday: { visits: 0 } });
    const pie = (await staff.get(`/api/analytics/channel/${s.partnerId}/userPieChart?range=today`)).body.data;
    expect(pie.map((r: Line & { visits: number }) => [r.campaign_name, r.visits, r.charges])).toEqual([
      [null, 1, 0],
      ['Reviews', 0, 1],
    ]);
    const lines = (await staff.get('/api/analytics/channel/userLineChart?range=today')).body;
    expect(lines.series.map((l: { channel_name: string; visits: number[] }) => [l.channel_name, l.visits])).toEqual([
      ['google', [1]],
      ['partnerhub', [1]],
    ]);
  });

  it('streams dailyChannel.csv, campaign.csv and the detail', async () => {
    const daily = await staff.get(`/api/analytics/channel/exportCsv?${days}&channel_id=${s.googleId}`);
    expect(daily.headers['content-disposition']).toBe('attachment; filename="dailyChannel.csv"');
    expect(csvLines(daily.body).slice(0, 2)).toEqual([
      'day,channel,currency,visits,unique_visitors,signups,new_subscribers,trials,trial_conversions,rebills,charges,gross,fees,refunds,refund_amount,chargebacks,chargeback_amount,voids,void_amount,net',
      '2026-03-01,google,USD,0,0,0,1,0,0,0,1,29.99,3.15,0,0.00,0,0.00,0,0.00,26.84',
    ]);
    const campaign = await staff.get(`/api/analytics/channel/exportCsv?${days}&by=campaign`);
    expect(campaign.headers['content-disposition']).toBe('attachment; filename="campaign.csv"');
    expect(csvLines(campaign.body)[1]).toBe(
      '2026-03-01,google,Spring,USD,0,0,0,1,0,0,0,1,29.99,3.15,0,0.00,0,0.00,0,0.00,26.84',
    );
    const detail = await staff.get(`/api/analytics/channel/exportDetailCsv?${days}&processor=segpay`);
    expect(csvLines(detail.body)[1]).toBe(
      '2026-03-01,google,Spring,Monthly,segpay,USD,0,0,0,1,0,0,0,1,29.99,3.15,0,0.00,0,0.00,0,0.00,26.84',
    );
  });
});

describe('today and now', () => {
  it('compares today with yesterday and the same day last week', async () => {
    const answer = (await staff.get('/api/dashboard')).body;
    expect(answer.today).toMatchObject({ figures: { visits: 2, unique_visitors: 2, coin_sales: 1 } });
    expect(answer.today.day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: SCENARIO_ZONE }).format(new Date()));
    expect(answer.last_week.figures.visits).toBe(0);
  });

  it('counts visitors online and the last hour’s revenue', async () => {
    expect((await staff.get('/api/dashboard/real-time-users')).body).toMatchObject({
      window_minutes: 5,
      visitors: 2,
      members: 0,
    });
    const revenue = (await staff.get(`/api/dashboard/real-time-revenues?site_id=${s.siteId}`)).body;
    expect(revenue.figures).toMatchObject({
      coin_sales: 1,
      charges: 1,
      money: [{ currency: 'USD', gross: '9.99', fees: '1.05', net: '8.94' }],
    });
  });
});

describe('a channel partner', () => {
  it('reads their channels’ figures only', async () => {
    const rows = (await partner.get(`/api/analytics/channel/records?${days}`)).body.data as Line[];
    expect(new Set(rows.map((r) => r.channel_name))).toEqual(new Set(['google']));
    const csv = csvLines((await partner.get(`/api/analytics/channel/exportCsv?${days}`)).body);
    expect(csv.slice(1).every((line) => line.split(',')[1] === 'google')).toBe(true);
    expect((await partner.get(`/api/analytics/channel/${s.googleId}/records?${days}`)).status).toBe(200);
  });

  it('gets a 404 for another channel’s or campaign’s figures', async () => {
    expect((await partner.get(`/api/analytics/channel/${s.partnerId}/records`)).status).toBe(404);
    expect((await partner.get(`/api/analytics/channel/records?channel_id=${s.partnerId}`)).status).toBe(404);
    expect((await partner.get(`/api/analytics/channel/exportCsv?campaign_id=${s.reviewsId}`)).status).toBe(404);
  });

  it('is refused company-wide figures, whatever its other roles hold', async () => {
    for (const path of ['/api/dashboard', '/api/dashboard/real-time-users', '/api/analytics/revenue/exportCsv']) {
      const answer = await partner.get(path);
      expect(answer.status, path).toBe(403);
    }
  });
});
