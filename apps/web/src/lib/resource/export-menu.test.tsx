/**
 * The list's Export control: CSV or Excel, of the selected rows or of all the filters match, asking the API
 * with the list's filters and the shown columns' labels (only those the resource exports, a money column with
 * its currency).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_FIELDS } from '@backlot/contract';
import { renderPage } from './testing/render-page';
import { ExportMenu } from './export-menu';
import type { RecordId } from './types';
import { useResourceT } from './use-resource-t';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.unstubAllGlobals());

function Orders({ selected = [], total = { count: 120, estimate: false } }: { selected?: RecordId[]; total?: { count: number; estimate: boolean } }) {
  const t = useResourceT('orders');
  return (
    <ExportMenu
      apiPath="orders"
      exported={EXPORT_FIELDS.orders}
      query={{ page: 2, perPage: 20, sort: '-paid_at', processor: 'segpay', paidFrom: '2026-01-01' }}
      selected={selected}
      total={total}
      shown={[
        { name: 'transactionNumber', label: 'Transaction number' },
        { name: 'notes', label: 'Notes' },
        { name: 'amount', label: 'Amount' },
      ]}
      labelOf={(name) => (name === 'currency' ? 'Currency' : name)}
      t={t}
    />
  );
}

function stubDownload() {
  const fetch = vi.fn(async () => new Response('x', { headers: { 'Content-Type': 'text/csv' } }));
  vi.stubGlobal('fetch', fetch);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  return () => new URL(String((fetch.mock.calls.at(-1) as unknown[])[0]), 'http://app.test');
}

it('offers CSV and Excel of all the rows the filters match, asking with the filters and the shown labels', async () => {
  const asked = stubDownload();
  renderPage(<Orders />);
  await user.click(screen.getByRole('button', { name: /Export all 120 matching/ }));
  expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeTruthy();
  await user.click(screen.getByRole('menuitem', { name: 'Excel (xlsx)' }));
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  const url = asked();
  expect(url.pathname).toBe('/api/orders/exportXlsx');
  expect(url.searchParams.get('processor')).toBe('segpay');
  expect(url.searchParams.get('paid_from')).toBe('2026-01-01');
  expect(url.searchParams.has('page')).toBe(false);
  expect(url.searchParams.has('ids')).toBe(false);
  expect(JSON.parse(url.searchParams.get('columns')!)).toEqual([
    { field: 'transaction_number', label: 'Transaction number' },
    { field: 'amount', label: 'Amount' },
    { field: 'currency', label: 'Currency' },
  ]);
  expect(url.searchParams.get('yes')).toBe('Yes');
});

it('says how many rows are selected and exports only those, as CSV', async () => {
  const asked = stubDownload();
  renderPage(<Orders selected={[7, 9]} />);
  await user.click(screen.getByRole('button', { name: /Export the 2 selected/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  const url = asked();
  expect(url.pathname).toBe('/api/orders/exportCsv');
  expect(url.searchParams.get('ids')).toBe('7,9');
  expect(url.searchParams.get('processor')).toBe('segpay');
});

it("reads a large count with the language's digit grouping, exact or estimated", async () => {
  const { unmount } = renderPage(<Orders total={{ count: 3576, estimate: false }} />);
  expect(screen.getByRole('button', { name: /Export all 3,576 matching/ })).toBeTruthy();
  unmount();
  renderPage(<Orders total={{ count: 125000, estimate: true }} />);
  expect(screen.getByRole('button', { name: /Export all \(about 125,000\) matching/ })).toBeTruthy();
});
