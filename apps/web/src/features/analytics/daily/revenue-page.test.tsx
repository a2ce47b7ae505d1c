/** The daily revenue page: the table's figures per day and currency, and the export with the page's filters. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPlatformAPI } from 'echarts/core';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import RevenuePage from './revenue-page';

setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const row = (day: string, currency: string, gross: string) => ({
  day,
  currency,
  charges: 3,
  new_subscribers: 2,
  trial_conversions: 0,
  rebills: 1,
  gross,
  fees: '1.00',
  refunds: 0,
  refund_amount: '0.00',
  chargebacks: 0,
  chargeback_amount: '0.00',
  net: gross,
});
const totals = [
  { currency: 'USD', gross: '1234.50', fees: '1.00', refund_amount: '0.00', chargeback_amount: '0.00', net: '1233.50' },
];

afterEach(() => vi.unstubAllGlobals());

describe('daily revenue page', () => {
  it('shows each day and currency, and exports with the filters', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    // jsdom cannot follow the download link.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetched = mockFetch((_method, url) => ({
      body: url.pathname.endsWith('companyDataDaily')
        ? {
            period: { from: '2026-11-23', to: '2026-11-24' },
            data: [row('2026-11-23', 'EUR', '80.00'), row('2026-11-24', 'USD', '1234.50')],
            totals,
          }
        : { period: { from: '2026-11-23', to: '2026-11-24' }, data: [] },
    }));
    renderPage(<RevenuePage />, {
      messages: { analytics },
      permissions: ['view-daily-revenue', 'export-analytics'],
      url: '/?from=2026-11-23&to=2026-11-24&processor=segpay',
    });
    const table = (await screen.findByText('Revenue table, day by day', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    );
    const usd = (await within(table as HTMLElement).findByText('2026-11-24')).closest('tr')!;
    expect(within(usd).getByText('USD')).toBeTruthy();
    expect(within(usd).getAllByText('$1,234.50')).toHaveLength(2);
    expect(within(table as HTMLElement).getAllByText('€80.00')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Export daily revenue/ }));
    const exported = fetched.mock.calls.map(([input]) => String(input)).find((u) => u.includes('exportCsv'));
    expect(exported).toContain('from=2026-11-23');
    expect(exported).toContain('to=2026-11-24');
    expect(exported).toContain('processor=segpay');
  });
});
