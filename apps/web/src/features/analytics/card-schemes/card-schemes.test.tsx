/**
 * Card-scheme ratios: the page's rows with each programme's level and the definitions with the contract's
 * thresholds; the dashboard's warning names the accounts past a level in the newest month, only for admins who
 * may read the ratios.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as analytics } from '../messages';
import CardSchemePage from './card-scheme-page';
import { SchemeWarning } from './scheme-warning';

const row = (month: string, ratio: string | null, ecp: string, chargebacks: number) => ({
  month,
  site_id: 1,
  site_name: 'Club',
  processor: 'segpay',
  merchant_id: 'SP-1',
  previous_transactions: 10_000,
  transactions: 9_000,
  chargebacks,
  ratio,
  vamp_level: 'ok',
  ecp_level: ecp,
});
const answer = {
  months: { from: '2026-10', to: '2026-11' },
  data: [row('2026-11', '1.62', 'excessive', 162), row('2026-10', '0.40', 'ok', 40)],
};

afterEach(() => vi.unstubAllGlobals());

describe('card-scheme ratios page', () => {
  it('shows each month’s ratio and level per account, and how they are counted', async () => {
    mockFetch(() => ({ body: answer }));
    renderPage(<CardSchemePage />, { messages: { analytics }, permissions: ['view-refund-statistics'] });
    const november = (await screen.findByText('2026-11')).closest('tr') as HTMLElement;
    expect(within(november).getByText('1.62%')).toBeTruthy();
    expect(within(november).getByText('Excessive')).toBeTruthy();
    expect(within(november).getByText('10,000')).toBeTruthy();
    const october = screen.getByText('2026-10').closest('tr') as HTMLElement;
    expect(within(october).getAllByText('Below thresholds')).toHaveLength(2);
    expect(screen.getByText(/Excessive from 1.5 % with at least 1,500/)).toBeTruthy();
    expect(screen.getByText(/High excessive from 3 % and 300 chargebacks/)).toBeTruthy();
  });
});

describe('the dashboard’s card-scheme warning', () => {
  it('names the accounts past a level in the newest month', async () => {
    mockFetch(() => ({ body: answer }));
    renderPage(<SchemeWarning />, { messages: { analytics }, permissions: ['view-refund-statistics'] });
    expect(await screen.findByText('Card-scheme thresholds reached in 2026-11')).toBeTruthy();
    expect(screen.getByText('Club · Segpay: Mastercard ECP Excessive (1.62 %)')).toBeTruthy();
    expect(screen.queryByText(/Visa VAMP/)).toBeNull();
  });

  it('says nothing without the permission, and asks nothing', async () => {
    const fetched = mockFetch(() => ({ body: answer }));
    renderPage(<SchemeWarning />, { messages: { analytics }, permissions: ['view-dashboard'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Card-scheme thresholds/)).toBeNull();
    expect(fetched.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('cardSchemes'))).toEqual([]);
  });
});
