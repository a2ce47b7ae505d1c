/** The dashboard: today's figures against yesterday and last week, and the real-time figures read again. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { figuresAnswer } from '../figures/testing';
import { messages as analytics } from '../messages';
import DashboardPage from './dashboard-page';

setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const money = (currency: string, gross: string, net: string) => ({
  currency,
  gross,
  net,
  fees: '0.00',
  refund_amount: '0.00',
  chargeback_amount: '0.00',
});
const figures = (n: number, m: Array<ReturnType<typeof money>> = []) =>
  figuresAnswer({
    visits: n * 10,
    unique_visitors: n * 5,
    signups: n * 2,
    new_subscribers: n,
    rebills: n,
    charges: n * 2,
    money: m,
  });
const period = { from: '2026-11-18', to: '2026-11-24' };

function answer(path: string, realtimeCalls: { n: number }) {
  if (path === '/api/dashboard')
    return {
      today: {
        day: '2026-11-24',
        figures: figures(12, [money('USD', '150.00', '120.00')]),
        trial_conversion_rate: '50.00',
      },
      yesterday: {
        day: '2026-11-23',
        figures: figures(10, [money('USD', '100.00', '90.00')]),
        trial_conversion_rate: '40.00',
      },
      last_week: {
        day: '2026-11-17',
        figures: figures(15, [money('USD', '200.00', '160.00')]),
        trial_conversion_rate: null,
      },
    };
  if (path === '/api/dashboard/real-time-users')
    return { as_of: '', window_minutes: 5, visitors: 40 + realtimeCalls.n, members: 7 + realtimeCalls.n++ };
  if (path === '/api/dashboard/real-time-revenues') return { as_of: '', window_minutes: 60, figures: figures(1) };
  if (path.endsWith('Trend')) return { period, days: [{ day: '2026-11-24', ...figures(3) }] };
  return { period, data: [] };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard', () => {
  it('shows today against yesterday and the same day last week, in percent', async () => {
    mockFetch((_method, url) => ({ body: answer(url.pathname, { n: 0 }) }));
    renderPage(<DashboardPage />, { messages: { analytics }, permissions: ['view-dashboard'] });
    const card = (await screen.findByText('New subscribers', { selector: '.ant-card-head *' })).closest('.ant-card')!;
    const body = within(card as HTMLElement);
    expect(body.getByText('12')).toBeTruthy();
    expect(body.getByText(/Yesterday 10/)).toBeTruthy();
    expect(body.getByText('+20%')).toBeTruthy();
    expect(body.getByText('-20%')).toBeTruthy();
    const revenue = within(
      screen.getByText('Revenue', { selector: '.ant-card-head *' }).closest('.ant-card') as HTMLElement,
    );
    expect(revenue.getByText('$150.00')).toBeTruthy();
    expect(revenue.getByText('+50%')).toBeTruthy();
    expect(revenue.getByText('-25%')).toBeTruthy();
  });

  it('shows the trial conversion rate beside the new subscribers, against yesterday and last week', async () => {
    mockFetch((_method, url) => ({ body: answer(url.pathname, { n: 0 }) }));
    renderPage(<DashboardPage />, { messages: { analytics }, permissions: ['view-dashboard'] });
    const title = await screen.findByText('Trial conversion rate', { selector: '.ant-card-head *' });
    const body = within(title.closest('.ant-card') as HTMLElement);
    expect(body.getByText('50%')).toBeTruthy();
    expect(body.getByText(/Yesterday 40%/)).toBeTruthy();
    expect(body.getByText('+25%')).toBeTruthy();
    // No trial a week ago: no rate, nothing to compare with.
    expect(body.getByText(/Same day last week —/)).toBeTruthy();
  });

  it('reads the members online again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetched = mockFetch((_method, url) => ({ body: answer(url.pathname, calls) }));
    const calls = { n: 0 };
    renderPage(<DashboardPage />, { messages: { analytics }, permissions: ['view-dashboard'] });
    expect(await screen.findByText('7')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('8')).toBeTruthy();
    const reads = fetched.mock.calls.filter(([input]) => String(input).includes('real-time-users'));
    expect(reads.length).toBe(2);
  });

  it('greets an admin without the dashboard permission, reading no figure', async () => {
    const fetched = mockFetch(() => ({ body: { arriving: false } }));
    renderPage(<DashboardPage />, { messages: { analytics } });
    expect(await screen.findByText(/Welcome/)).toBeTruthy();
    expect(fetched.mock.calls.map(([input]) => String(input))).toEqual(['/api/demo-data']);
  });

  it('says while demo data arrives that the figures are filling in, and no longer once it has', async () => {
    let arriving = true;
    mockFetch((_method, url) => ({
      body: url.pathname === '/api/demo-data' ? { arriving } : answer(url.pathname, { n: 0 }),
    }));
    renderPage(<DashboardPage />, { messages: { analytics }, permissions: ['view-dashboard'] });
    const notice = /Demo data is still arriving/;
    expect(await screen.findByText(notice)).toBeTruthy();
    arriving = false;
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull(), { timeout: 8_000 });
  });
});
