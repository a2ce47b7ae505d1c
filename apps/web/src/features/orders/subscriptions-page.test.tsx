/**
 * The commerce pages' lists are titled as their pages (their menu entries), not as the orders' list whose
 * namespace they share.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as orders } from './messages';
import SubscriptionsPage from './pages/subscriptions-page';
import { ResourceList } from '../../lib/resource';
import { postbackResource } from './postback-resource';

const empty = { data: [], meta: { page: 1, per_page: 20, total: 0, total_is_estimate: false, has_next: false } };

describe('the subscriptions page', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('titles its list "Subscriptions"', async () => {
    mockFetch(() => ({ body: empty }));
    renderPage(<SubscriptionsPage />, {
      path: '/plans/subscriptions',
      meta: { title: 'orders:title.subscriptions' },
      messages: { orders },
      permissions: ['list-subscriptions'],
    });
    expect(await screen.findByText('Subscriptions')).toBeTruthy();
    expect(screen.queryByText('Order list')).toBeNull();
  });

  it("titles the processor notifications' list as its page", async () => {
    mockFetch(() => ({ body: empty }));
    renderPage(<ResourceList resource={postbackResource} />, {
      path: '/orders/postbacks',
      meta: { title: 'orders:title.postbacks' },
      messages: { orders },
      permissions: ['list-postbacks'],
    });
    expect(await screen.findByText('Processor notifications')).toBeTruthy();
    expect(screen.queryByText('Order list')).toBeNull();
  });
});
