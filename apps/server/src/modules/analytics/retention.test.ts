/**
 * Cohort retention, MRR and trial conversion as a client reads them, on the known year of
 * `retentionScenario` (Asia/Shanghai): exact cohort shares, MRR per month with its movements and churn rates,
 * months not yet reached left empty, refused queries, and a channel partner's reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { as, signIn } from '../../test/client.js';
import { adminHolding, adminWith } from '../../test/fixtures.js';
import { startTestApp } from '../../test/harness.js';
import { RETENTION_ZONE, retentionScenario } from '../../test/retention-scenario.js';
import type { TrafficChannels } from '../../test/traffic.js';
import { addMonths } from './months.js';

const app = await startTestApp({ reportTimeZone: RETENTION_ZONE });
let channels: TrafficChannels;
let staff: ReturnType<typeof as>;
let partner: ReturnType<typeof as>;
const months = 'from_month=2025-01&to_month=2025-06';
const times = <T>(n: number, value: T) => Array<T>(n).fill(value);
type Cohort = { month: string; cohort_size: number; ever_subscribed: number; retained: number[]; retention: string[] };

beforeAll(async () => {
  channels = await retentionScenario(app);
  const permissions = ['view-daily-data', 'view-daily-channel', 'view-daily-revenue'];
  staff = as(app, (await adminWith(app, permissions)).token);
  const root = as(app, await signIn(app));
  const role = await root.post('/api/roles', {
    name: 'Partners',
    is_partner: true,
    permissions: ['view-daily-channel'],
  });
  const holder = await adminHolding(app, [role.body.id]);
  await root.post(`/api/channels/${channels.googleId}/admins`, { admin_id: holder.adminId });
  partner = as(app, holder.token);
});

describe('cohort retention', () => {
  it('counts each join month’s members, subscribers and the share paying 1 to 12 months later', async () => {
    const answer = await staff.get(`/api/analytics/retention/cohorts?from_month=2025-01&to_month=2025-04`);
    expect(answer.status).toBe(200);
    expect(answer.body.months).toEqual({ from: '2025-01', to: '2025-04' });
    const [jan, feb, mar, apr] = answer.body.data as Cohort[];
    expect(jan).toEqual({
      month: '2025-01',
      cohort_size: 2,
      ever_subscribed: 2,
      retained: [...times(5, 2), ...times(7, 1)],
      retention: [...times(5, '100.00'), ...times(7, '50.00')],
    });
    expect(feb).toMatchObject({ cohort_size: 2, ever_subscribed: 2, retained: [1, 1, 1, ...times(9, 0)] });
    expect(feb!.retention.slice(0, 4)).toEqual(['50.00', '50.00', '50.00', '0.00']);
    expect(mar).toMatchObject({ cohort_size: 2, ever_subscribed: 1, retained: times(12, 0) });
    expect(apr).toMatchObject({
      cohort_size: 0,
      ever_subscribed: 0,
      retained: times(12, 0),
      retention: times(12, null),
    });
  });

  it('leaves the months a cohort has not reached empty, not 0%', async () => {
    const now = new Date();
    await app.db.insert(members).values({ username: 'gus', email: 'gus@example.com', createdAt: now });
    const current = new Intl.DateTimeFormat('en-CA', { timeZone: RETENTION_ZONE }).format(now).slice(0, 7);
    const from = addMonths(current, -2);
    const { data } = (await staff.get(`/api/analytics/retention/cohorts?from_month=${from}&to_month=${current}`)).body;
    expect(data.map((c: Cohort) => c.retained.slice(0, 2))).toEqual([
      [0, null],
      [null, null],
      [null, null],
    ]);
    expect(data[2]).toMatchObject({ month: current, cohort_size: 1, retention: times(12, null) });
  });

  it('narrows to the members a channel brought', async () => {
    const google = (
      await staff.get(`/api/analytics/channel/retention/cohorts?${months}&channel_id=${channels.googleId}`)
    ).body.data as Cohort[];
    expect(google.slice(0, 3).map((c) => [c.cohort_size, c.ever_subscribed, c.retained.slice(0, 3)])).toEqual([
      [1, 1, [1, 1, 1]],
      [1, 1, [1, 1, 0]],
      [1, 0, [0, 0, 0]],
    ]);
    const brought = (await staff.get(`/api/analytics/channel/retention/cohorts?${months}`)).body.data as Cohort[];
    expect(brought.slice(0, 3).map((c) => c.cohort_size)).toEqual([2, 1, 2]);
  });
});

describe('MRR', () => {
  type Month = Record<string, string | number | null>;
  const pick = (m: Month, keys: string[]) => keys.map((k) => m[k]);
  const MONEY = [
    'opening_mrr',
    'new_mrr',
    'expansion_mrr',
    'contraction_mrr',
    'churned_mrr',
    'reactivation_mrr',
    'mrr',
  ];
  const COUNTS = [
    'opening_subscribers',
    'subscribers',
    'churned_subscribers',
    'subscriber_churn_rate',
    'revenue_churn_rate',
  ];

  it('answers MRR at each month’s end per currency, with its movements and churn rates', async () => {
    const answer = await staff.get(`/api/analytics/revenue/mrr?${months}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((d: { currency: string }) => d.currency)).toEqual(['EUR', 'USD']);
    const [eur, usd] = answer.body.data as Array<{ months: Month[] }>;
    expect(usd!.months.map((m) => pick(m, MONEY))).toEqual([
      ['0.00', '46.57', '0.00', '0.00', '0.00', '0.00', '46.57'],
      ['46.57', '0.00', '0.00', '0.00', '0.00', '0.00', '46.57'],
      ['46.57', '0.00', '16.58', '0.00', '0.00', '0.00', '63.15'],
      ['63.15', '0.00', '0.00', '29.99', '0.00', '0.00', '33.16'],
      ['33.16', '0.00', '0.00', '0.00', '0.00', '29.99', '63.15'],
      ['63.15', '0.00', '0.00', '0.00', '46.57', '0.00', '16.58'],
    ]);
    expect(usd!.months.map((m) => pick(m, COUNTS))).toEqual([
      [0, 2, 0, null, null],
      [2, 2, 0, '0.00', '0.00'],
      [2, 2, 0, '0.00', '0.00'],
      [2, 2, 0, '0.00', '0.00'],
      [2, 3, 0, '0.00', '0.00'],
      [3, 1, 2, '66.67', '73.75'],
    ]);
    // A renewal paid late, within the retries, keeps the member through the month's end.
    expect(eur!.months.map((m) => [m.month, m.mrr, m.new_mrr, m.churned_mrr, m.subscriber_churn_rate])).toEqual([
      ['2025-01', '0.00', '0.00', '0.00', null],
      ['2025-02', '27.99', '27.99', '0.00', null],
      ['2025-03', '27.99', '0.00', '0.00', '0.00'],
      ['2025-04', '27.99', '0.00', '0.00', '0.00'],
      ['2025-05', '0.00', '0.00', '27.99', '100.00'],
      ['2025-06', '0.00', '0.00', '0.00', null],
    ]);
  });
});

describe('trial conversion', () => {
  it('gives trials, conversions and their rate per channel and campaign', async () => {
    const answer = await staff.get('/api/analytics/channel/trialConversion?from=2025-02-01&to=2025-03-31');
    expect(answer.body.data).toEqual([
      {
        channel_id: null,
        channel_name: null,
        campaign_id: null,
        campaign_name: null,
        trials: 1,
        trial_conversions: 1,
        trial_conversion_rate: '100.00',
      },
      {
        channel_id: channels.partnerId,
        channel_name: 'partnerhub',
        campaign_id: channels.reviewsId,
        campaign_name: 'Reviews',
        trials: 1,
        trial_conversions: 0,
        trial_conversion_rate: '0.00',
      },
    ]);
  });
});

describe('queries and reach', () => {
  it.each([
    ['from_month=2025-13&to_month=2026-01', 'from_month'],
    ['from_month=2025-01', 'to_month'],
    ['from_month=2025-03&to_month=2025-01', 'to_month'],
    ['from_month=2023-01&to_month=2025-01', 'to_month'],
    ['from_month=2025-01&to_month=2099-01', 'to_month'],
    ['months=3', 'months'],
  ])('refuses %s with a message on %s', async (query, field) => {
    for (const path of ['/api/analytics/revenue/mrr', '/api/analytics/retention/cohorts']) {
      const answer = await staff.get(`${path}?${query}`);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
  });

  it('gives a partner their channels’ cohorts only, and no company-wide figure', async () => {
    const own = (await partner.get(`/api/analytics/channel/retention/cohorts?${months}`)).body.data as Cohort[];
    expect(own.slice(0, 3).map((c) => c.cohort_size)).toEqual([1, 1, 1]);
    const other = await partner.get(`/api/analytics/channel/retention/cohorts?channel_id=${channels.partnerId}`);
    expect(other.status).toBe(404);
    expect((await partner.get('/api/analytics/retention/cohorts')).status).toBe(403);
    expect((await partner.get('/api/analytics/revenue/mrr')).status).toBe(403);
    expect(
      (await partner.get('/api/analytics/channel/trialConversion?from=2025-02-01&to=2025-03-31')).body.data,
    ).toEqual([]);
  });
});
