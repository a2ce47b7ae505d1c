/** The subscriptions' list is titled as its menu entry, not as the orders' list whose namespace it shares. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as orders } from './messages';
import SubscriptionsPage from './pages/subscriptions-page';

const empty = { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } };

describe('the subscriptions page', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('titles its list "Subscriptions"', async () => {
    mockFetch(() => ({ body: empty }));
    renderPage(<SubscriptionsPage />, {
      path: '/plans/subscriptions',
      messages: { orders },
      permissions: ['list-subscriptions'],
    });
    expect(await screen.findByText('Subscriptions')).toBeTruthy();
    expect(screen.queryByText('Order list')).toBeNull();
  });
});
