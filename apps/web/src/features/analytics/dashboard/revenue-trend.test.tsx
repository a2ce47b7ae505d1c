/** The dashboard's revenue trend opens on the currency holding most of the period's revenue, not the first by name. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { figuresAnswer } from '../figures/testing';
import { messages as analytics } from '../messages';
import { RevenueTrend } from './revenue-trend';

setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

const money = (currency: string, gross: string) => ({
  currency,
  gross,
  net: gross,
  fees: '0.00',
  refund_amount: '0.00',
  chargeback_amount: '0.00',
});

describe('revenue trend', () => {
  it('opens on the currency with the largest gross over the period', async () => {
    // Euros lead the first day; dollars hold most of the period.
    const days = [
      { day: '2026-11-23', ...figuresAnswer({ money: [money('EUR', '40.00'), money('USD', '20.00')] }) },
      { day: '2026-11-24', ...figuresAnswer({ money: [money('USD', '90.00')] }) },
    ];
    mockFetch(() => ({ body: { period: { from: '2026-11-23', to: '2026-11-24' }, days } }));
    renderPage(<RevenueTrend query={{ range: 'last_7_days' }} />, { messages: { analytics } });
    const card = (await screen.findByText('Revenue trend', { selector: '.ant-card-head *' })).closest('.ant-card')!;
    await within(card as HTMLElement).findByRole('radio', { name: 'USD' });
    // The option shown chosen (the inputs share a name with the card's other switch: their `checked` is not it).
    const chosen = (currency: string) =>
      within(card as HTMLElement)
        .getByRole('radio', { name: currency })
        .closest('label')!
        .classList.contains('ant-segmented-item-selected');
    expect([chosen('USD'), chosen('EUR')]).toEqual([true, false]);
  });
});
