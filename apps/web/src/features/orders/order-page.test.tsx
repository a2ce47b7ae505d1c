/**
 * An order's page: its money in the order's currency, the ledger entries behind it (the charge and its refund),
 * its member and the subscription the refund ended; a list filtered by an amount range writes both ends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '../../lib/resource/testing/downloads';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { formatMoney } from '../../lib/resource';
import { messages as orders } from './messages';
import OrderShowPage from './pages/show-page';
import { ResourceList } from '../../lib/resource';
import { orderResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const OrderListPage = () => <ResourceList resource={orderResource} />;

const entry = (id: number, type: string, original: number | null) => ({
  id,
  processor: 'segpay',
  processor_ref: `T-${id}`,
  processor_type: type === 'refund' ? 'Auth/sale' : 'Auth/Initial/sale/Yes',
  type,
  amount: '27.99',
  currency: 'EUR',
  member_id: 5,
  subscription_id: 3,
  plan_id: 1,
  original_id: original,
  payment_method: null,
  occurred_at: '2026-03-02T09:00:00Z',
  postback_id: 40 + id,
});
const order = {
  id: 7,
  transaction_id: 1,
  member_id: 5,
  member_username: 'emma',
  subscription_id: 3,
  plan_id: 1,
  plan_name: 'Monthly EUR',
  channel_id: null,
  channel_name: null,
  campaign_id: null,
  campaign_name: null,
  processor: 'segpay',
  type: 'initial',
  payment_method: null,
  transaction_number: 'T-1',
  amount: '27.99',
  currency: 'EUR',
  transaction_fee: '2.94',
  settlement_fee: '0.00',
  reserve_fee: '1.40',
  total_amount: '23.65',
  notes: null,
  paid_at: '2026-03-02T09:00:00Z',
  reversal: 'refund',
  created_at: '2026-03-02T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
  ledger: [entry(1, 'initial', null), entry(2, 'refund', 1)],
  member: { id: 5, username: 'emma', email: 'emma@example.com', coin: 0 },
  subscription: { id: 3, status: 'expired', processor_ref: 'P-1', paid_through: '2026-04-02T09:00:00Z' },
};
const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card')!;

describe('orders', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('formats money in the user’s language from the decimal string, each currency its own way', () => {
    expect(formatMoney('1234.50', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('29.99', 'USD', 'zh-CN')).toBe('US$29.99');
    expect(formatMoney('500', 'JPY', 'en')).toBe('¥500');
  });

  it('shows the ledger behind an order, its member and the subscription its refund ended', async () => {
    mockFetch((_method, url) => (url.pathname === '/api/orders/7' ? { body: order } : { status: 404, body: {} }));
    renderPage(<OrderShowPage />, {
      path: '/orders/:id',
      url: '/orders/7',
      messages: { orders },
      permissions: ['list-orders'],
    });
    const ledger = within(
      (await screen.findByText('Ledger entries', { selector: '.ant-card-head-title' })).closest(
        '.ant-card',
      ) as HTMLElement,
    );
    expect(ledger.getAllByText('€27.99')).toHaveLength(2);
    expect(ledger.getByText('Refund')).toBeTruthy();
    expect(ledger.getByRole('link', { name: '#42' }).getAttribute('href')).toBe('/orders/postbacks/42');
    expect(screen.getByText('€23.65')).toBeTruthy();
    expect(within(card('Subscription') as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(within(card('Member') as HTMLElement).getByText('emma@example.com')).toBeTruthy();
  });

  it("downloads the member's receipt as a PDF from the order's page", async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const saved = captureDownloads();
    const fetchMock = mockFetch((_method, url) => {
      if (url.pathname === '/api/orders/7/receipt.pdf')
        return { file: { content: '%PDF-1.3', type: 'application/pdf', name: 'receipt-7.pdf' } };
      return url.pathname === '/api/orders/7' ? { body: order } : { status: 404, body: {} };
    });
    renderPage(<OrderShowPage />, {
      path: '/orders/:id',
      url: '/orders/7',
      messages: { orders },
      permissions: ['list-orders'],
    });
    await user.click(await screen.findByRole('button', { name: /Receipt \(PDF\)/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('receipt-7.pdf');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/orders/7/receipt.pdf');
  });

  it('filters the list by an amount range, both ends in the address and the request', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const fetchMock = mockFetch(() => ({
      body: { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } },
    }));
    renderPage(<OrderListPage />, { path: '/orders', messages: { orders }, permissions: ['list-orders'] });
    // The amount is among the filters folded behind More filters.
    await user.click(await screen.findByRole('button', { name: /More filters/ }));
    await user.type(await screen.findByLabelText('Amount: Min'), '10');
    await user.type(screen.getByLabelText('Amount: Max'), '19.5');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('amountMin=10&amountMax=19.5'));
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect([last.searchParams.get('amount_min'), last.searchParams.get('amount_max')]).toEqual(['10', '19.5']);
  });
});
