/**
 * The reconciliation page: the latest runs with their outcome, the report rows that did not match the ledger
 * (a booked one links to its notification and order), the filter by kind sent to the server, and Run now only
 * for an admin who may run it — which queues the site and processor picked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../lib/resource/testing/render-page';
import { messages as orders } from '../messages';
import ReconciliationPage from './page';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 20, total: data.length, total_is_estimate: false, has_next: false },
});
const line = (id: number, kind: string, fields: Record<string, unknown>) => ({
  id,
  run_id: 1,
  site_id: 1,
  site_name: 'Velvet Room',
  processor: 'segpay',
  day: '2026-11-27',
  transaction_ref: `SP-${id}`,
  kind,
  amount: '29.99',
  currency: 'USD',
  processor_type: 'Auth/Initial/sale/Yes',
  ledger_amount: null,
  ledger_currency: null,
  ledger_type: null,
  error: null,
  postback_id: null,
  transaction_id: null,
  order_id: null,
  created_at: '2026-11-28T04:00:00Z',
  ...fields,
});
const LINES = [
  line(1, 'booked', { postback_id: 41, transaction_id: 7, order_id: 9 }),
  line(2, 'differs', { ledger_amount: '20.00', ledger_currency: 'USD' }),
  line(3, 'not_booked', { error: 'unknown_member:nobody' }),
];
const RUN = {
  id: 3,
  site_id: 1,
  site_name: 'Velvet Room',
  processor: 'epoch',
  first_day: '2026-11-26',
  last_day: '2026-11-28',
  trigger: 'schedule',
  started_at: '2026-11-28T04:00:00Z',
  finished_at: '2026-11-28T04:00:02Z',
  rows_read: 0,
  booked: 0,
  mismatches: 0,
  error: 'timeout',
};

const posted: unknown[] = [];

function open(permissions: string[], url = '/orders/reconciliations') {
  const fetchMock = mockFetch((method, requested, body) => {
    if (method === 'POST') posted.push(body);
    if (requested.pathname.endsWith('/reconciliations/runs')) return { body: { data: [RUN] } };
    if (requested.pathname.endsWith('/reconciliations/run')) return { status: 202, body: { queued: true } };
    if (requested.pathname.endsWith('/sites')) return { body: page([{ id: 1, name: 'Moonlight Club' }]) };
    const kind = requested.searchParams.get('kind');
    return { body: page(LINES.filter((l) => !kind || l.kind === kind)) };
  });
  renderPage(<ReconciliationPage />, { path: '/orders/reconciliations', url, messages: { orders }, permissions });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof open>) =>
  fetchMock.mock.calls.map(([input]) => ({
    url: new URL(String(input), 'http://localhost'),
  }));

describe('the reconciliation page', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the rows that did not match, each booked one linked to its notification and order', async () => {
    open(['list-reconciliations']);
    const booked = (await screen.findByText('SP-1')).closest('tr')!;
    expect(within(booked).getByText('Missing, booked')).toBeTruthy();
    expect(within(booked).getByRole('link', { name: '#41' }).getAttribute('href')).toBe('/orders/postbacks/41');
    expect(within(booked).getByRole('link', { name: '#9' }).getAttribute('href')).toBe('/orders/9');
    const differs = screen.getByText('SP-2').closest('tr')!;
    expect(within(differs).getByText('Differs')).toBeTruthy();
    expect(within(differs).getByText('$20.00')).toBeTruthy();
    const failed = screen.getByText('SP-3').closest('tr')!;
    expect(within(failed).getByText('No member has this username or e-mail.')).toBeTruthy();
    expect(await screen.findByText('The processor did not answer in time')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Run now/ })).toBeNull();
  });

  it('asks the server for the kind filtered by', async () => {
    const fetchMock = open(['list-reconciliations'], '/orders/reconciliations?kind=differs');
    expect(await screen.findByText('SP-2')).toBeTruthy();
    expect(screen.queryByText('SP-1')).toBeNull();
    const lists = calls(fetchMock).filter((c) => c.url.pathname.endsWith('/reconciliations'));
    expect(lists.every((c) => c.url.searchParams.get('kind') === 'differs')).toBe(true);
  });

  it('queues a run of the site and processor picked', async () => {
    open(['list-reconciliations', 'run-reconciliations', 'list-sites']);
    await user.click(await screen.findByRole('button', { name: /Run now/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Site' }));
    await user.click(await screen.findByTitle('Moonlight Club'));
    await user.click(within(dialog).getByRole('button', { name: /Run now/ }));
    await waitFor(() => expect(posted).toEqual([{ site_id: 1, processor: 'segpay' }]));
    expect(await screen.findByText('The run is queued; its result appears under Latest runs.')).toBeTruthy();
  });
});
