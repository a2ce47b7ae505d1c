/** The refund statistics page: a row per processor and currency with its rates, and the query's filters. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import RefundPage from './refund-page';

setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const row = (processor: string, currency: string, rate: string | null) => ({
  processor,
  currency,
  charges: 400,
  gross: '1234.50',
  refunds: 5,
  refund_amount: '49.95',
  chargebacks: 2,
  chargeback_amount: '19.98',
  refund_rate: rate,
  refund_amount_rate: rate && '4.05',
  chargeback_amount_rate: '1.62',
  chargeback_rate: '0.50',
});

describe('refund statistics page', () => {
  it('shows each processor’s refunds and chargebacks with their rates, and asks with the filters', async () => {
    const fetched = mockFetch(() => ({
      body: {
        period: { from: '2026-11-23', to: '2026-11-24' },
        data: [row('segpay', 'USD', '1.25'), row('epoch', 'EUR', null)],
        days: [
          { day: '2026-11-23', refunds: 2, chargebacks: 1, money: [] },
          { day: '2026-11-24', refunds: 3, chargebacks: 1, money: [] },
        ],
      },
    }));
    renderPage(<RefundPage />, {
      messages: { analytics },
      permissions: ['view-refund-statistics'],
      url: '/?from=2026-11-23&to=2026-11-24&channel_id=4',
    });
    const table = (
      await screen.findByText('Refunds and chargebacks by processor', { selector: '.ant-card-head-title' })
    ).closest('.ant-card') as HTMLElement;
    const segpay = (await within(table).findByText('Segpay')).closest('tr')!;
    expect(within(segpay).getByText('USD')).toBeTruthy();
    expect(within(segpay).getByText('400')).toBeTruthy();
    expect(within(segpay).getByText('$1,234.50')).toBeTruthy();
    expect(within(segpay).getByText('$49.95')).toBeTruthy();
    expect(within(segpay).getByText('1.25%')).toBeTruthy();
    expect(within(segpay).getByText('4.05%')).toBeTruthy();
    expect(within(table).getAllByText('Refund rate (amount)')[0]).toBeTruthy();
    expect(within(segpay).getByText('0.5%')).toBeTruthy();
    expect(within(segpay).getByText('1.62%')).toBeTruthy();
    expect(within(table).getAllByText('Chargeback rate (amount)')[0]).toBeTruthy();
    const epoch = within(table).getByText('Epoch').closest('tr')!;
    expect(within(epoch).getByText('€19.98')).toBeTruthy();
    expect(within(epoch).getAllByText('—')).toHaveLength(2);
    const asked = fetched.mock.calls.map(([input]) => String(input)).find((u) => u.includes('refundStatistics'));
    expect(asked).toContain('from=2026-11-23');
    expect(asked).toContain('channel_id=4');
  });
});
