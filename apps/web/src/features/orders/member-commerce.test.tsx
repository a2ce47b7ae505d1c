/**
 * The commerce section of a member's page: their subscriptions, orders and coins (with the balance), each read by
 * member id for whoever may list it; a subscription's row offers the actions its state allows the admin, and
 * "Cancel" asks the reason and sends it to the processor.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as orders } from './messages';
import MemberCommerce from './member-commerce';

const page = (data: object[]) => ({
  data,
  meta: { page: 1, per_page: 10, total: data.length, total_is_estimate: false, has_next: false },
});
const subscription = {
  id: 3,
  member_id: 5,
  plan_name: 'Monthly',
  status: 'active',
  started_at: '2026-03-02T09:00:00Z',
  paid_through: '2026-04-02T09:00:00Z',
};
const order = {
  id: 8,
  member_id: 5,
  type: 'initial',
  amount: '29.99',
  currency: 'USD',
  paid_at: '2026-03-02T09:00:00Z',
};
const coins = {
  id: 4,
  member_id: 5,
  kind: 'credit',
  credit: 40,
  balance_after: 40,
  reason: 'Welcome',
  created_at: '2026-03-03T09:00:00Z',
};
const LISTS: Record<string, object> = {
  '/api/subscriptions': page([subscription]),
  '/api/orders': page([order]),
  '/api/payments': page([coins]),
};

function show(permissions: string[]) {
  const fetchMock = mockFetch((method, url) => {
    if (method === 'POST' && url.pathname === '/api/subscriptions/3/cancel')
      return { status: 202, body: { id: 1, kind: 'cancel', state: 'pending' } };
    if (LISTS[url.pathname]) return { body: LISTS[url.pathname] };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
  renderPage(<MemberCommerce id={5} />, { messages: { orders }, permissions });
  return fetchMock;
}

const card = async (title: string) =>
  within((await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement);

describe("a member's commerce", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads their subscriptions, orders and coins by member id, with the balance', async () => {
    const fetchMock = show(['list-subscriptions', 'list-orders', 'list-payments']);
    expect(await (await card('Subscriptions')).findByText('Active')).toBeTruthy();
    expect(await (await card('Orders')).findByText('$29.99')).toBeTruthy();
    const coinCard = await card('Coins');
    expect(await coinCard.findByText('Welcome')).toBeTruthy();
    expect(await coinCard.findByText('Balance: 40 coins')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    // The balance is read from the coins card's own page: one request.
    expect(asked.filter((url) => url.pathname === '/api/payments')).toHaveLength(1);
    for (const path of Object.keys(LISTS))
      expect(
        asked.filter((url) => url.pathname === path).every((url) => url.searchParams.get('member_id') === '5'),
      ).toBe(true);
  });

  it('cancels a subscription through the processor from its row; only what its state and the admin allow', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const fetchMock = show(['list-subscriptions', 'cancel-subscriptions', 'reactivate-subscriptions']);
    const subscriptions = await card('Subscriptions');
    await user.click(await subscriptions.findByRole('button', { name: /^Cancel/ }));
    // Active: it may be cancelled, not reactivated; expiring is another permission.
    expect(subscriptions.queryByRole('button', { name: /Reactivate/ })).toBeNull();
    expect(subscriptions.queryByRole('button', { name: /Expire/ })).toBeNull();
    expect(screen.queryByText('Orders')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by mail');
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(String(post?.[0])).toContain('/api/subscriptions/3/cancel');
      expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ reason: 'Asked by mail' });
    });
  });
});
