/**
 * A subscription's page: only the actions its state allows and the admin holds; "Cancel" asks a reason and sends
 * it once with one idempotency key (a second click of the same dialog resends the same key); the page then says
 * it waits for the processor, and shows the subscription cancelled once the processor confirmed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as orders } from './messages';
import SubscriptionPage from './pages/subscription-page';

const subscription = (status: string) => ({
  id: 3,
  member_id: 5,
  member_username: 'emma',
  plan_id: 1,
  plan_name: 'Monthly',
  site_id: 1,
  processor: 'segpay',
  processor_ref: 'P-1',
  status,
  channel_id: null,
  channel_name: null,
  campaign_id: null,
  started_at: '2026-03-02T09:00:00Z',
  trial_ends_at: null,
  paid_through: '2026-04-02T09:00:00Z',
  cancelled_at: null,
  ended_at: null,
  created_at: '2026-03-02T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
});
const action = (state: string) => ({
  id: 9,
  site_id: 1,
  site_name: 'Club',
  processor: 'segpay',
  kind: 'cancel',
  state,
  subscription_id: 3,
  order_id: null,
  processor_ref: 'P-1',
  amount: null,
  currency: null,
  end_access: false,
  days: null,
  reason: 'Asked by mail',
  admin_id: 1,
  admin_username: 'admin',
  processor_answer: 'Successful',
  created_at: '2026-03-03T09:00:00Z',
  confirmed_at: state === 'confirmed' ? '2026-03-03T09:00:02Z' : null,
  updated_at: '2026-03-03T09:00:00Z',
});
const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 5, total: data.length, total_is_estimate: false, has_next: false },
});

describe('a subscription’s processor actions', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers what the state allows and the admin holds', async () => {
    mockFetch((_m, url) =>
      url.pathname === '/api/subscriptions/3' ? { body: subscription('active') } : { body: page([]) },
    );
    renderPage(<SubscriptionPage />, {
      path: '/plans/subscriptions/:id',
      url: '/plans/subscriptions/3',
      messages: { orders },
      permissions: ['list-subscriptions', 'cancel-subscriptions', 'reactivate-subscriptions'],
    });
    expect(await screen.findByRole('button', { name: /Cancel$/ })).toBeTruthy();
    // Reactivate: not from active; Expire now and Extend: not held.
    expect(screen.queryByRole('button', { name: /Reactivate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Expire now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Extend/ })).toBeNull();
  });

  it('sends a cancellation once with its key, waits for the processor, then shows it cancelled', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let confirmed = false;
    let sent = 0;
    const fetchMock = mockFetch((method, url) => {
      if (url.pathname === '/api/subscriptions/3') return { body: subscription(confirmed ? 'cancelled' : 'active') };
      if (method === 'POST') {
        sent += 1;
        return { status: 202, body: action('pending') };
      }
      if (sent === 0) return { body: page([]) };
      // The processor's notification arrives while the page waits.
      const state = confirmed ? 'confirmed' : 'pending';
      confirmed = true;
      return { body: page([action(state)]) };
    });
    renderPage(<SubscriptionPage />, {
      path: '/plans/subscriptions/:id',
      url: '/plans/subscriptions/3',
      messages: { orders },
      permissions: ['list-subscriptions', 'cancel-subscriptions'],
    });
    await user.click(await screen.findByRole('button', { name: /Cancel$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by mail');
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(sent).toBe(1));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const body = JSON.parse(String(post[1]!.body)) as Record<string, string>;
    expect(body).toMatchObject({ reason: 'Asked by mail', idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(await screen.findByText('Waiting for the processor to confirm. This page updates by itself.')).toBeTruthy();
    expect(await screen.findByText('Confirmed', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Cancel$/ })).toBeNull();
  });
});
