/**
 * The retention pages: cohorts with their shares (empty where the cohort has not reached the month), the
 * endpoint a channel picks, MRR per currency, and trial conversion per channel and campaign.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import CohortPage from './cohort-page';
import MrrPage from './mrr-page';
import TrialPage from './trial-page';

const months = { months: { from: '2026-09', to: '2026-10' }, as_of: '2026-11-25T00:00:00Z' };
const asked = (fetched: ReturnType<typeof mockFetch>, part: string) =>
  fetched.mock.calls.map(([input]) => String(input)).find((u) => u.includes(part));
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('cohort page', () => {
  const answer = {
    ...months,
    data: [
      {
        month: '2026-09',
        cohort_size: 1200,
        ever_subscribed: 300,
        retained: [150, ...Array(11).fill(null)],
        retention: ['12.50', ...Array(11).fill(null)],
      },
      {
        month: '2026-10',
        cohort_size: 0,
        ever_subscribed: 0,
        retained: Array(12).fill(null),
        retention: Array(12).fill(null),
      },
    ],
  };

  it('shows each cohort’s size, subscribers and shares, empty where not reached', async () => {
    const fetched = mockFetch(() => ({ body: answer }));
    renderPage(<CohortPage />, {
      messages: { analytics },
      permissions: ['view-daily-channel', 'view-daily-data'],
      url: '/?from_month=2026-09&to_month=2026-10',
    });
    const september = await rowOf('2026-09');
    expect(within(september).getByText('1,200')).toBeTruthy();
    expect(within(september).getByText('300')).toBeTruthy();
    expect(within(september).getByText('12.5%').closest('[title]')?.getAttribute('title')).toBe('150 members');
    expect(within(september).getAllByLabelText('Not reached yet')).toHaveLength(11);
    expect(screen.getAllByText('12 months')[0]).toBeTruthy();
    expect(asked(fetched, '/analytics/retention/cohorts')).toContain('from_month=2026-09');
  });

  it('asks the channel figures for one channel, or without the company-wide permission', async () => {
    const fetched = mockFetch(() => ({ body: answer }));
    renderPage(<CohortPage />, {
      messages: { analytics },
      permissions: ['view-daily-channel'],
      url: '/?channel_id=4',
    });
    await rowOf('2026-09');
    expect(asked(fetched, '/analytics/channel/retention/cohorts')).toContain('channel_id=4');
    expect(asked(fetched, '/analytics/retention/cohorts?')).toBeUndefined();
  });
});

describe('MRR page', () => {
  const month = (name: string, mrr: string, rate: string | null) => ({
    month: name,
    opening_mrr: '100.00',
    mrr,
    new_mrr: '5.00',
    expansion_mrr: '0.00',
    contraction_mrr: '0.00',
    churned_mrr: '25.00',
    reactivation_mrr: '0.00',
    opening_subscribers: 4,
    subscribers: 3,
    churned_subscribers: 1,
    subscriber_churn_rate: rate,
    revenue_churn_rate: rate,
  });

  it('shows a currency’s months with movements and churn rates', async () => {
    mockFetch(() => ({
      body: {
        ...months,
        data: [{ currency: 'USD', months: [month('2026-09', '80.00', '25.00'), month('2026-10', '80.00', null)] }],
      },
    }));
    renderPage(<MrrPage />, { messages: { analytics }, permissions: ['view-daily-revenue'] });
    const september = await rowOf('2026-09');
    expect(within(september).getAllByText('$80.00')).toHaveLength(1);
    expect(within(september).getAllByText('25%')).toHaveLength(2);
    expect(within(await rowOf('2026-10')).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('MRR by month (USD)')).toBeTruthy();
    expect(screen.getAllByText('Revenue churn')[0]).toBeTruthy();
  });
});

describe('trial conversion page', () => {
  it('shows trials, conversions and the rate per channel and campaign', async () => {
    const fetched = mockFetch(() => ({
      body: {
        period: { from: '2026-11-19', to: '2026-11-25' },
        data: [
          {
            channel_id: 2,
            channel_name: 'google',
            campaign_id: null,
            campaign_name: null,
            trials: 40,
            trial_conversions: 9,
            trial_conversion_rate: '22.50',
          },
        ],
      },
    }));
    renderPage(<TrialPage />, {
      messages: { analytics },
      permissions: ['view-daily-channel'],
      url: '/?range=last_7_days',
    });
    const google = await rowOf('google');
    expect(within(google).getByText('No campaign')).toBeTruthy();
    expect(within(google).getByText('40')).toBeTruthy();
    expect(within(google).getByText('22.5%')).toBeTruthy();
    expect(asked(fetched, 'trialConversion')).toContain('range=last_7_days');
  });
});
