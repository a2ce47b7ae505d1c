/** Importing a statement: a refusal lists every bad cell by row and column, and stores nothing. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages } from './messages';
import PayoutReportImportPage from './pages/import-page';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('payout statement import', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each bad cell of a refused file, the statement fields staying as typed', async () => {
    const sent: unknown[] = [];
    mockFetch((method, _url, body) => {
      if (method !== 'POST')
        return {
          body: { data: [], meta: { page: 1, per_page: 200, total: 0, total_is_estimate: false, has_next: false } },
        };
      sent.push(body);
      return {
        status: 422,
        body: {
          message: 'Some fields are invalid.',
          code: 'validation_failed',
          errors: {
            'rows.3.amount': ['Enter an amount such as 19.99.'],
            'rows.2.type': ['Use sale, refund (or credit) or chargeback (or charge).'],
          },
        },
      };
    });
    renderPage(<PayoutReportImportPage />, {
      path: '/orders/payout-reports/import',
      messages: { 'payout-reports': messages },
      permissions: ['create-segpay-payout-reports'],
    });
    await user.type(await screen.findByLabelText('First day'), '2025-03-01{Enter}');
    await user.type(screen.getByLabelText('Last day'), '2025-03-31{Enter}');
    await user.click(screen.getByLabelText('Statement CSV'));
    await user.paste('transaction_id,type,amount\nA1,gift,1\nA2,sale,x');
    await user.click(screen.getByRole('button', { name: /Import/ }));

    const table = (await screen.findByText('Enter an amount such as 19.99.')).closest('table')!;
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '2typeUse sale, refund (or credit) or chargeback (or charge).',
      '3amountEnter an amount such as 19.99.',
    ]);
    expect(await screen.findByText('Nothing was imported: 2 rows need fixing.')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      period_start: '2025-03-01',
      period_end: '2025-03-31',
      currency: 'USD',
      processor: 'segpay',
    });
  });
});
