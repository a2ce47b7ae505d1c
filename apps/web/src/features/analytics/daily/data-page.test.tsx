/** The daily company data page: each day's figures, money per currency, and the query carrying the filters. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import DataPage from './data-page';

const money = (currency: string, gross: string) => ({
  currency,
  gross,
  fees: '0.00',
  refund_amount: '0.00',
  chargeback_amount: '0.00',
  net: gross,
});
const day = (date: string, visits: number, moneys: ReturnType<typeof money>[]) => ({
  day: date,
  visits,
  unique_visitors: 4321,
  signups: 7,
  new_subscribers: 5,
  trials: 2,
  trial_conversions: 1,
  rebills: 3,
  one_time_sales: 0,
  coin_sales: 0,
  declines: 6,
  charges: 9,
  refunds: 0,
  chargebacks: 0,
  money: moneys,
});

describe('daily company data page', () => {
  it('shows each day’s figures and asks with the filters', async () => {
    const fetched = mockFetch(() => ({
      body: {
        period: { from: '2026-11-23', to: '2026-11-24' },
        days: [day('2026-11-23', 1200, [money('EUR', '80.00')]), day('2026-11-24', 3400, [money('USD', '1234.50')])],
        totals: day('', 4600, []),
      },
    }));
    renderPage(<DataPage />, {
      messages: { analytics },
      permissions: ['view-daily-data'],
      url: '/?from=2026-11-23&to=2026-11-24&site_id=2',
    });
    const row = (await screen.findByText('2026-11-24')).closest('tr')!;
    expect(within(row).getByText('3,400')).toBeTruthy();
    expect(within(row).getByText('4,321')).toBeTruthy();
    expect(within(row).getAllByText('$1,234.50')).toHaveLength(2);
    expect(within(screen.getByText('2026-11-23').closest('tr')!).getAllByText('€80.00')).toHaveLength(2);
    const asked = fetched.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/analytics/data/daily'));
    expect(asked).toContain('from=2026-11-23');
    expect(asked).toContain('site_id=2');
  });
});
