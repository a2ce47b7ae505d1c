/** The subscriber sources page: a row per channel and campaign, and the query carrying the filters. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { figuresAnswer } from '../figures/testing';
import { messages as analytics } from '../messages';
import SubscriberSourcePage from './subscriber-source-page';

setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const source = (channel: string | null, campaign: string | null, newSubscribers: number) =>
  figuresAnswer({
    channel_id: channel ? 1 : null,
    channel_name: channel,
    campaign_id: campaign ? 3 : null,
    campaign_name: campaign,
    visits: 900,
    unique_visitors: 800,
    signups: 40,
    new_subscribers: newSubscribers,
    charges: newSubscribers + 100,
  });

describe('subscriber sources page', () => {
  it('shows each channel and campaign, and asks with the filters', async () => {
    const fetched = mockFetch(() => ({
      body: {
        period: { from: '2026-11-23', to: '2026-11-24' },
        data: [source('Tube', 'Autumn', 12), source(null, null, 3)],
      },
    }));
    renderPage(<SubscriberSourcePage />, {
      messages: { analytics },
      permissions: ['view-subscriber-source'],
      url: '/?from=2026-11-23&to=2026-11-24&processor=epoch',
    });
    const table = (
      await screen.findByText('Where subscribers came from', { selector: '.ant-card-head-title' })
    ).closest('.ant-card') as HTMLElement;
    const tube = (await within(table).findByText('Tube')).closest('tr')!;
    expect(within(tube).getByText('Autumn')).toBeTruthy();
    expect(within(tube).getByText('12')).toBeTruthy();
    const none = within(table).getByText('No campaign').closest('tr')!;
    expect(within(none).getByText('None')).toBeTruthy();
    expect(within(none).getByText('3')).toBeTruthy();
    const asked = fetched.mock.calls.map(([input]) => String(input)).find((u) => u.includes('subscriptionReferrals'));
    expect(asked).toContain('to=2026-11-24');
    expect(asked).toContain('processor=epoch');
  });
});
