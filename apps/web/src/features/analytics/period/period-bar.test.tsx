/** The period bar keeps the days, the comparison and the filters in the URL. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import { PeriodBar } from './period-bar';
import { queryOf, readPeriod } from './use-period';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const location = () => screen.getByTestId('location').textContent ?? '';
const permissions = ['list-channels', 'list-campaigns'];

describe('period bar', () => {
  it('reads and writes the same URL: custom days, comparison and filters', () => {
    const params = new URLSearchParams('from=2026-11-01&to=2026-11-07&compare=1&channel_id=3');
    const period = readPeriod(params);
    expect(period).toMatchObject({ range: 'custom', from: '2026-11-01', to: '2026-11-07', compare: true });
    expect(queryOf(period)).toEqual({ from: '2026-11-01', to: '2026-11-07', compare: '1', channel_id: '3' });
    expect(queryOf(readPeriod(new URLSearchParams('')))).toEqual({ range: 'last_7_days' });
  });

  it('picks a preset and the comparison', async () => {
    mockFetch(() => ({
      body: { data: [], meta: { page: 1, per_page: 200, total: 0, total_is_estimate: false, has_next: false } },
    }));
    renderPage(<PeriodBar />, { messages: { analytics } });
    await user.click(await screen.findByText('Last 3 days'));
    expect(location()).toContain('range=last_3_days');
    await user.click(screen.getByRole('switch', { name: 'Compare with the period before' }));
    expect(location()).toContain('compare=1');
    await user.click(screen.getByText('Custom days'));
    expect(location()).toContain('range=custom');
    expect(document.querySelector('.ant-picker-range')).toBeTruthy();
  });

  it('clears the campaign when another channel is picked', async () => {
    mockFetch((_method, url) => ({
      body: {
        data: url.pathname.endsWith('/campaigns') ? [{ id: 9, name: 'Spring' }] : [{ id: 4, utm_source: 'google' }],
        meta: { page: 1, per_page: 200, total: 1, total_is_estimate: false, has_next: false },
      },
    }));
    renderPage(<PeriodBar filters={['channel_id', 'campaign_id']} />, {
      messages: { analytics },
      permissions,
      url: '/?channel_id=3&campaign_id=9',
    });
    expect(await screen.findByLabelText('Campaign')).toBeTruthy();
    // Each filter's label stays in sight beside its value.
    for (const label of ['Channel', 'Campaign']) expect(screen.getByText(label, { selector: 'span' })).toBeTruthy();
    await user.click(screen.getByLabelText('Channel'));
    await user.click(await screen.findByText('google'));
    expect(location()).toContain('channel_id=4');
    expect(location()).not.toContain('campaign_id');
  });
});
